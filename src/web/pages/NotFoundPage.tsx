import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from '../../shared/texts';
import { ROUTES } from '../../shared/routes';
import { buttonClasses } from '../components/ui/Button';

/** Any unlisted path (spec §2); the server answers the same request with HTTP 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="font-display text-7xl font-semibold text-gold-500">404</p>
      <h1 className="mt-4 text-4xl font-semibold text-fairway-900">{MESSAGES.notFound}</h1>
      <p className="mt-4 text-lg text-ink/70">That shot landed out of bounds: there is no page at this address.</p>
      <div className="mx-auto mt-8 max-w-lg rounded-lg border border-dashed border-fairway-200 bg-white p-4 text-left text-sm text-ink/70">
        <p className="font-semibold text-fairway-800">Developer hint</p>
        <p className="mt-1">
          No route matches <code className="rounded bg-fairway-50 px-1 font-mono text-fairway-900">{pathname}</code>. Did you
          forget to add the page to <code className="font-mono">ROUTES</code> in{' '}
          <code className="font-mono">src/shared/routes.ts</code> and to the page table in{' '}
          <code className="font-mono">src/web/routes.tsx</code>?
        </p>
      </div>
      <Link to={ROUTES.home.path} className={buttonClasses('green', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </section>
  );
}
