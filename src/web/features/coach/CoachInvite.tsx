import { Link } from 'react-router-dom';
import { COACH_VISITOR_GREETING } from '../../../shared/coach';
import { firstPlanWith, upgradeUrlFor } from '../../../shared/entitlements';
import { PLANS } from '../../../shared/plans';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { coachPanel } from './coachStore';

/** The cheapest plan with the coach (decision 2700). */
const COACH_PLAN = firstPlanWith((entitlements) => entitlements.coach);

/**
 * What visitors, members without a plan and members whose plan has no coach see instead of the
 * input: the coach reads members' own swings, so it comes with a plan that opens it.
 */
export function CoachInvite({ signedIn, upgrade = false }: { signedIn: boolean; upgrade?: boolean }) {
  return (
    <div className="space-y-3 bg-fairway-50 p-4 text-sm">
      <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white p-3 text-ink shadow-sm">{COACH_VISITOR_GREETING}</p>
      <div className="rounded-xl border border-fairway-100 bg-white p-4">
        <p className="font-semibold text-fairway-900">The coach comes with {PLANS[COACH_PLAN].name} and above</p>
        <p className="mt-1 text-ink/70">
          It answers from your own swing analyses: your scores, measurements and faults, with the drill that fits.
          {upgrade ? ' Upgrade to start asking.' : signedIn ? ' Choose a plan to start asking.' : ' Subscribe, or log in if you are a member.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={upgrade ? upgradeUrlFor(COACH_PLAN) : ROUTES.subscribe.path} onClick={coachPanel.close} className={buttonClasses('gold', 'sm')}>
            {upgrade ? `Upgrade to ${PLANS[COACH_PLAN].name}` : signedIn ? 'Choose Your Plan' : 'See plans'}
          </Link>
          {!signedIn && (
            <Link to={ROUTES.login.path} onClick={coachPanel.close} className={buttonClasses('outline', 'sm')}>
              Log in
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
