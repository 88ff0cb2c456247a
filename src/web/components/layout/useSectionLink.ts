import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';

export type LandingSection = 'features' | 'pricing' | 'clubs';

export function scrollToSection(section: string): void {
  document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Section links (spec §2 navigation): on the landing page they scroll straight to the anchor; from
 * any other page they navigate to "/#section" and the landing page scrolls once it has rendered.
 */
export function useSectionLink(): (section: LandingSection) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (section) => {
      if (pathname === ROUTES.home.path) {
        scrollToSection(section);
        window.history.replaceState(window.history.state, '', `#${section}`);
      } else {
        navigate(`${ROUTES.home.path}#${section}`);
      }
    },
    [navigate, pathname],
  );
}
