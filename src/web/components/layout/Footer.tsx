import { Link } from 'react-router-dom';
import { PRODUCT_NAME, ROUTES } from '../../../shared/routes';
import { Logo } from './Logo';

export function Footer() {
  return (
    <footer className="bg-fairway-900 text-cream/80">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <div className="flex items-center gap-2 text-cream">
            <Logo />
            <span className="font-display text-lg font-semibold">{PRODUCT_NAME}</span>
          </div>
          <p className="mt-3 text-sm">Premium AI golf swing coaching for serious golfers, clubs and academies.</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">Learn</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={ROUTES.blog.path} className="hover:text-cream">
                Blog
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={ROUTES.terms.path} className="hover:text-cream">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={ROUTES.privacy.path} className="hover:text-cream">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-cream/60">
        © {new Date().getFullYear()} {PRODUCT_NAME}. 30-day satisfaction guarantee · Cancel anytime.
      </p>
    </footer>
  );
}
