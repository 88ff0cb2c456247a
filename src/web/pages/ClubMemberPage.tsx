import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { RequirePremium } from '../features/auth/RequirePremium';
import { MemberSwings } from '../features/clubs/MemberSwings';

/** /club/members/:memberId — one golfer's swings, for the club's owner and coaches. */
export function ClubMemberPage() {
  const { memberId = '' } = useParams<{ memberId: string }>();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={ROUTES.club.path} className="text-sm font-semibold text-fairway-700 hover:underline">
        ← Team dashboard
      </Link>
      <RequirePremium>{() => <MemberSwings memberId={memberId} />}</RequirePremium>
    </section>
  );
}
