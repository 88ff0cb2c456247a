import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { buttonClasses } from '../components/ui/Button';
import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { RequireSignedIn } from '../features/auth/guards';
import type { PublicUser } from '../../shared/auth';

function DashboardBody({ user }: { user: PublicUser }) {
  return (
    <PlaceholderPage heading="VIP Dashboard">
      <p>
        Welcome, {user.firstName}. This is your member dashboard: premium membership with unlimited
        analyses. Swing analysis, history and progress tracking arrive here next.
      </p>
      <Link to={ROUTES.profile.path} className={buttonClasses('gold', 'md', 'mt-8')}>
        Set Up Your Golf Profile
      </Link>
    </PlaceholderPage>
  );
}

export function DashboardPage() {
  return (
    <RequireSignedIn>{(user) => <DashboardBody user={user} />}</RequireSignedIn>
  );
}
