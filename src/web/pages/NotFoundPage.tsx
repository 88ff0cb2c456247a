import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/texts';
import { ROUTES } from '../../shared/routes';
import { buttonClasses } from '../components/ui/Button';

/** Any unlisted path (spec §2); the server answers the same request with HTTP 404. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-semibold text-fairway-900">{MESSAGES.notFound}</h1>
      <p className="mt-4 text-lg text-ink/70">That shot landed out of bounds: there is no page at this address.</p>
      <Link to={ROUTES.home.path} className={buttonClasses('green', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </section>
  );
}
