import type { ReactNode } from 'react';
import type { PublicUser } from '../../../shared/auth';
import { Spinner } from '../../components/ui/Spinner';
import { useMembership } from '../billing/api';
import { MembershipRequired } from '../billing/MembershipRequired';
import { RequireSignedIn } from './guards';

function PremiumGate({ user, children }: { user: PublicUser; children: (user: PublicUser) => ReactNode }) {
  const membership = useMembership(true);
  if (membership.isLoading) return <Spinner />;
  return membership.data?.active ? children(user) : <MembershipRequired />;
}

/**
 * Premium pages: logged out goes to /login; signed in without access sees the way to /subscribe
 * (the server refuses the page's data with 402 anyway, so this is for the person, not security).
 */
export function RequirePremium({ children }: { children: (user: PublicUser) => ReactNode }) {
  return <RequireSignedIn>{(user) => <PremiumGate user={user}>{children}</PremiumGate>}</RequireSignedIn>;
}
