import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';

export type LandingSection = 'features' | 'pricing' | 'clubs';

/**
 * Scrolls a landing section to just below the sticky header. On a first visit the web fonts may
 * still be loading: when they arrive, the text above the section takes its real height and the
 * section moves (88 px too far on a phone, past its heading), so it is aligned again then.
 */
export function scrollToSection(section: string): void {
  const target = document.getElementById(section);
  if (!target) return;
  const align = () => target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  align();
  // jsdom has no FontFaceSet.
  if (document.fonts?.status === 'loading') void document.fonts.ready.then(align);
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
