import { Link } from 'react-router-dom';
import type { PublicUser } from '../../shared/auth';
import { ROUTES } from '../../shared/routes';
import { Badge } from '../components/ui/Badge';
import { useAnalysisStats } from '../features/analysis/api';
import { RequirePremium } from '../features/auth/RequirePremium';
import { useCheckoutWelcome } from '../features/billing/useCheckoutWelcome';
import { CoachWidget } from '../features/coach/CoachWidget';
import { ClubBanner } from '../features/clubs/ClubBanner';
import { DashboardCards } from '../features/dashboard/DashboardCards';
import { DashboardTabs } from '../features/dashboard/DashboardTabs';
import { ProfileOffer } from '../features/profile/ProfileOffer';
import { StatTiles } from '../features/dashboard/StatTiles';

function DashboardBody({ user }: { user: PublicUser }) {
  useCheckoutWelcome('Your plan is active. Upload a swing to get your first analysis.');
  const stats = useAnalysisStats();
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Badge tone="gold">Premium Member · Unlimited analyses</Badge>
          <h1 className="mt-2 text-3xl font-semibold text-fairway-900 sm:text-4xl">VIP Dashboard</h1>
          <p className="mt-1 text-ink/70">Welcome back, {user.firstName}.</p>
        </div>
        <Link to={ROUTES.profile.path} className="text-sm font-semibold text-fairway-700 hover:underline">
          Golf profile
        </Link>
      </header>
      <ClubBanner />
      {/* An administrator's account has no golf of its own to set up. */}
      {user.role !== 'admin' && <ProfileOffer userId={user.id} />}
      <StatTiles stats={stats.data} accountCreatedAt={user.createdAt} />
      <DashboardCards />
      <DashboardTabs userId={user.id} />
    </section>
  );
}

export function DashboardPage() {
  return (
    <>
      <RequirePremium>{(user) => <DashboardBody user={user} />}</RequirePremium>
      <CoachWidget />
    </>
  );
}
