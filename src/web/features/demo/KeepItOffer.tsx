import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';

/** The demo's close: this result is gone when the page closes; a member's private analysis of the same video keeps it. */
export function KeepItOffer() {
  return (
    <section aria-labelledby="keep-it-heading" className="rounded-2xl bg-fairway-900 p-6 text-cream shadow-sm sm:p-8">
      <h2 id="keep-it-heading" className="text-2xl font-semibold">
        Keep your swings
      </h2>
      <p className="mt-2 max-w-2xl text-cream/85">
        The demo keeps nothing: close the page and this result is gone. As a member, choose the same video under “Analyse on this device” and it is saved to
        your history, still without uploading it. Members keep every analysis, see every fault with its drill, compare swings and follow their progress.
      </p>
      <Link to={ROUTES.subscribe.path} className={buttonClasses('gold', 'lg', 'mt-5')}>
        Subscribe to keep your swings
      </Link>
    </section>
  );
}
