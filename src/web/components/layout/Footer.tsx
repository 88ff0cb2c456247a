import { Link } from 'react-router-dom';
import { API_DOCS, PRODUCT_NAME, ROUTES } from '../../../shared/routes';
import { BrandMark } from './BrandMark';

/**
 * Every link leads somewhere real (decision 1001): the spec's API, Integrations, Help Center and
 * social placeholders had no target, so API points at the live API reference, Contact Us at the
 * feedback form, and links to things that do not exist yet are left out.
 */
const COLUMNS = [
  {
    heading: 'Product',
    links: [
      { label: 'Features', to: `${ROUTES.home.path}#features` },
      { label: 'Pricing', to: `${ROUTES.home.path}#pricing` },
      { label: 'For Clubs', to: `${ROUTES.home.path}#clubs` },
      { label: 'API', to: API_DOCS.page, external: true },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Blog', to: ROUTES.blog.path },
      { label: 'Contact Us', to: `${ROUTES.home.path}#feedback` },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: ROUTES.terms.path },
      { label: 'Privacy Policy', to: ROUTES.privacy.path },
    ],
  },
] as const satisfies ReadonlyArray<{ heading: string; links: ReadonlyArray<{ label: string; to: string; external?: boolean }> }>;

export function Footer() {
  return (
    <footer className="bg-fairway-900 text-cream/80">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 text-cream">
            <BrandMark nameClassName="font-display text-lg font-semibold" />
          </div>
          <p className="mt-3 text-sm">Premium AI golf swing coaching for serious golfers, clubs and academies.</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-400">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'external' in link ? (
                    // Served by the server, outside the app's router.
                    <a href={link.to} className="hover:text-cream">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className="hover:text-cream">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-cream/60">
        © {new Date().getFullYear()} {PRODUCT_NAME}. 30-day satisfaction guarantee · Cancel anytime.
      </p>
    </footer>
  );
}
