import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { Spinner } from '../../components/ui/Spinner';
import { isLeftByLogout, useCurrentUser } from '../../lib/session';
import type { PublicUser } from '../../../shared/auth';
import { useMembership } from '../billing/api';
import { subscribeReturnPath } from '../billing/subscribeParams';

/**
 * Members-only pages: a logged-out visitor is sent to /login (spec §2 dashboard). The page is
 * given the signed-in user, so it never has to handle "nobody".
 */
export function RequireSignedIn({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  if (isLoading) return <Spinner />;
  if (user) return children(user);
  return isLeftByLogout(pathname) ? null : <Navigate to={ROUTES.login.path} replace />;
}

/**
 * Where a signed-in member belongs: the dashboard with premium access; without it, the plans
 * (back to the plan they were choosing when they came from /subscribe).
 */
function MemberDestination() {
  const membership = useMembership(true);
  const [params] = useSearchParams();
  if (membership.isLoading) return <Spinner />;
  const to = membership.data?.active ? ROUTES.dashboard.path : subscribeReturnPath(params.get('next'));
  return <Navigate to={to} replace />;
}

/**
 * Login and register: a signed-in member goes straight on (spec §2), a new one to the plans, an
 * administrator to the admin dashboard (their work; they have no golf of their own to set up).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return children;
  return user.role === 'admin' ? <Navigate to={ROUTES.admin.path} replace /> : <MemberDestination />;
}
