import { Link } from 'react-router-dom';
import type { PublicUser } from '../../shared/auth';
import { ROUTES } from '../../shared/routes';
import { Badge } from '../components/ui/Badge';
import { useAnalyses } from '../features/analysis/api';
import { RequireSignedIn } from '../features/auth/guards';
import { DashboardCards } from '../features/dashboard/DashboardCards';
import { DashboardTabs } from '../features/dashboard/DashboardTabs';
import { StatTiles } from '../features/dashboard/StatTiles';

function DashboardBody({ user }: { user: PublicUser }) {
  const analyses = useAnalyses();
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
      <StatTiles analyses={analyses.data} accountCreatedAt={user.createdAt} />
      <DashboardCards />
      <DashboardTabs userId={user.id} />
    </section>
  );
}

export function DashboardPage() {
  return <RequireSignedIn>{(user) => <DashboardBody user={user} />}</RequireSignedIn>;
}
