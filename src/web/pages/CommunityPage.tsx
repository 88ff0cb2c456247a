import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { RequirePremium } from '../features/auth/RequirePremium';
import { RequirePlanFeature } from '../features/billing/RequirePlanFeature';
import { CommunityChat } from '../features/community/CommunityChat';

/** /community (spec §2): rooms and direct messages with fellow members, premium members only. */
export function CommunityPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={ROUTES.dashboard.path} className="inline-flex items-center gap-1 text-sm font-semibold text-fairway-700 hover:text-fairway-900">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold text-fairway-900">Community</h1>
      <div className="mt-6">
        <RequirePremium>
          {(user) => (
            <RequirePlanFeature feature="community">
              <CommunityChat user={user} />
            </RequirePlanFeature>
          )}
        </RequirePremium>
      </div>
    </section>
  );
}
