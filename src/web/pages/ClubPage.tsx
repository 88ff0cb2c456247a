import { Spinner } from '../components/ui/Spinner';
import { RequirePremium } from '../features/auth/RequirePremium';
import { useCheckoutWelcome } from '../features/billing/useCheckoutWelcome';
import { ClubHome } from '../features/clubs/ClubHome';
import { useMyClub } from '../lib/clubBranding';

function ClubBody() {
  useCheckoutWelcome('Your club plan is active. Invite your golfers from People.');
  const { club, isLoading } = useMyClub();
  return isLoading ? <Spinner label="Loading your club" /> : <ClubHome club={club} />;
}

/** /club — the team dashboard and club management (issue 17). */
export function ClubPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <RequirePremium>{() => <ClubBody />}</RequirePremium>
    </section>
  );
}
