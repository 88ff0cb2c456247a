import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '../../shared/auth';
import { displayName } from '../../shared/chat';
import { hasFoundingBadge } from '../../shared/entitlements';
import type { GolfProfileReply } from '../../shared/profile';
import { ROUTES } from '../../shared/routes';
import { FoundingMemberBadge } from '../components/FoundingMemberBadge';
import { Spinner } from '../components/ui/Spinner';
import { messageOf } from '../lib/api';
import { DeleteAccount } from '../features/account/DeleteAccount';
import { RequireSignedIn } from '../features/auth/guards';
import { useMembership } from '../features/billing/api';
import { formFromStored } from '../features/profile/profileForm';
import { profileQueryKey } from '../lib/golfProfile';
import { ProfileWizard } from '../features/profile/ProfileWizard';

function ProfileSetup({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const queryKey = profileQueryKey(user.id);
  const profile = useQuery<GolfProfileReply>({ queryKey });
  const membership = useMembership(true);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold text-fairway-900">Golf Profile Setup</h1>
      {membership.data && hasFoundingBadge(membership.data) && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-lg font-semibold text-fairway-900">
          {displayName(user)} <FoundingMemberBadge />
        </p>
      )}
      <p className="mt-3 text-lg text-ink/70">Tell us about your game so every analysis and drill fits you.</p>
      <div className="mt-8">
        {profile.isLoading ? (
          <Spinner label="Loading your profile" />
        ) : profile.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            We could not load your profile: {messageOf(profile.error)}
          </p>
        ) : (
          <ProfileWizard
            userId={user.id}
            initial={formFromStored(profile.data?.profile ?? null, user)}
            profileQueryKey={queryKey}
            onComplete={() => navigate(ROUTES.dashboard.path)}
          />
        )}
      </div>
      <DeleteAccount />
    </section>
  );
}

export function ProfilePage() {
  return <RequireSignedIn>{(user) => <ProfileSetup user={user} />}</RequireSignedIn>;
}
