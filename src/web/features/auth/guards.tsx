import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { Spinner } from '../../components/ui/Spinner';
import type { PublicUser } from '../../../shared/auth';
import { useCurrentUser } from './useCurrentUser';

/**
 * Members-only pages: a logged-out visitor is sent to /login (spec §2 dashboard). The page is
 * given the signed-in user, so it never has to handle "nobody".
 */
export function RequireSignedIn({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  return user ? children(user) : <Navigate to={ROUTES.login.path} replace />;
}

/** Login and register: a signed-in member goes straight to the dashboard (spec §2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  return user ? <Navigate to={ROUTES.dashboard.path} replace /> : children;
}
