import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { useMyClub } from '../../lib/clubBranding';
import { cn } from '../../lib/cn';
import { useCurrentUser, useLogout } from '../../lib/session';
import { buttonClasses } from '../ui/Button';
import { BrandMark } from './BrandMark';
import { useSectionLink, type LandingSection } from './useSectionLink';

const SECTIONS: ReadonlyArray<{ section: LandingSection; label: string }> = [
  { section: 'features', label: 'Features' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'clubs', label: 'For Clubs' },
];

const linkClasses = 'rounded-md px-3 py-2 text-sm font-medium text-cream/85 hover:bg-white/10 hover:text-cream';

/** The links of spec §2, shared by the desktop bar and the mobile menu. */
function NavLinks({ onNavigate, vertical }: { onNavigate: () => void; vertical: boolean }) {
  const { user } = useCurrentUser();
  const { club } = useMyClub();
  const logout = useLogout();
  const goToSection = useSectionLink();
  const itemClasses = cn(linkClasses, vertical && 'block w-full text-left');

  return (
    <>
      {SECTIONS.map(({ section, label }) => (
        <button
          key={section}
          type="button"
          className={itemClasses}
          onClick={() => {
            // The open mobile menu is part of the sticky header's height: close it (in the DOM) before
            // scrolling, or the section lands that much too far, below its heading.
            flushSync(onNavigate);
            goToSection(section);
          }}
        >
          {label}
        </button>
      ))}
      <Link to={ROUTES.blog.path} className={itemClasses} onClick={onNavigate}>
        Blog
      </Link>
      {user && (
        <Link to={ROUTES.community.path} className={itemClasses} onClick={onNavigate}>
          Community
        </Link>
      )}
      <span className={cn(vertical ? 'my-2 block border-t border-white/10' : 'mx-2 h-6 w-px bg-white/20')} aria-hidden />
      {user ? (
        <>
          <Link to={ROUTES.dashboard.path} className={itemClasses} onClick={onNavigate}>
            Dashboard
          </Link>
          {user.role === 'admin' && (
            <Link to={ROUTES.admin.path} className={itemClasses} onClick={onNavigate}>
              Admin
            </Link>
          )}
          {club && (
            <Link to={ROUTES.club.path} className={itemClasses} onClick={onNavigate}>
              {club.role === 'member' ? 'My Club' : 'Team'}
            </Link>
          )}
          <button
            type="button"
            className={itemClasses}
            disabled={logout.isPending}
            onClick={() => {
              logout.mutate();
              onNavigate();
            }}
          >
            Logout
          </button>
        </>
      ) : (
        <>
          <Link to={ROUTES.login.path} className={itemClasses} onClick={onNavigate}>
            Login
          </Link>
          <Link to={ROUTES.subscribe.path} className={buttonClasses('gold', 'sm', vertical ? 'mt-2 w-full' : 'ml-1')} onClick={onNavigate}>
            Join Premium
          </Link>
        </>
      )}
    </>
  );
}

export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // The menu belongs to the page it was opened on (Back closes it too), and Escape closes it.
  useEffect(closeMenu, [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const { club } = useMyClub();
  return (
    <header
      className="sticky top-0 z-40 bg-fairway-900/95 shadow-md backdrop-blur"
      // A club's people see its main colour across the top of every page.
      style={club?.branding.primaryColor ? { backgroundColor: club.branding.primaryColor } : undefined}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to={ROUTES.home.path} className="flex items-center gap-2 text-cream" aria-current={pathname === '/' ? 'page' : undefined}>
          <BrandMark nameClassName="font-display text-xl font-semibold" />
        </Link>
        <div className="hidden items-center md:flex">
          <NavLinks onNavigate={closeMenu} vertical={false} />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-cream hover:bg-white/10 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-white/10 px-4 pb-4 pt-2 md:hidden">
          <NavLinks onNavigate={closeMenu} vertical />
        </div>
      )}
    </header>
  );
}
