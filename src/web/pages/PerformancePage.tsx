import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { RequirePremium } from '../features/auth/RequirePremium';
import { CoachWidget } from '../features/coach/CoachWidget';
import { PerformanceAnalytics } from '../features/performance/PerformanceAnalytics';

/** /performance (spec §2): a member's performance analytics; visitors go to /login. */
export function PerformancePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={ROUTES.dashboard.path} className="inline-flex items-center gap-1 text-sm font-semibold text-fairway-700 hover:text-fairway-900">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <div className="mt-4">
        <RequirePremium>{(user) => <PerformanceAnalytics userId={user.id} />}</RequirePremium>
      </div>
      <CoachWidget />
    </section>
  );
}
