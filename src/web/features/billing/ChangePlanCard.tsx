import type { Membership } from '../../../shared/billing';
import { linesAdded } from '../../../shared/entitlements';
import { formatPlanPrice, PLANS, type PlanKey } from '../../../shared/plans';
import { Button } from '../../components/ui/Button';
import { TickList } from '../../components/ui/TickList';
import { useChangePlan } from './api';

const longDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) : 'the end of your period';

/**
 * The plan page's change of plan (decision 2703) for a member on a renewing personal plan: an
 * upgrade opens at once and is charged pro rata; a downgrade starts when the paid period ends.
 */
export function ChangePlanCard({ membership, planKey }: { membership: Membership; planKey: PlanKey }) {
  const change = useChangePlan();
  const current = membership.planKey!;
  const target = PLANS[planKey];
  if (target.planType !== 'individual') {
    return <p className="text-sm text-ink/70">Club plans and Lifetime are not switched from here: please contact us and we will move your plan.</p>;
  }
  if (planKey === current && !membership.pendingPlanKey) return <p className="text-sm text-ink/70">This is your plan.</p>;
  if (planKey === current) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-ink/70">
          You are moving to {PLANS[membership.pendingPlanKey!].name} on {longDate(membership.pendingPlanFrom)}. Keep {target.name} instead?
        </p>
        <Button variant="gold" className="w-full" disabled={change.isPending} onClick={() => change.mutate(planKey)}>
          Keep {target.name}
        </Button>
      </div>
    );
  }
  const adds = linesAdded(current, planKey);
  const upgrade = adds.length > 0;
  return (
    <div className="space-y-3">
      {upgrade ? (
        <>
          <p className="text-sm text-ink/70">
            {target.name} ({formatPlanPrice(target)}) opens at once. You pay the difference for the rest of this period.
          </p>
          <TickList items={adds} />
        </>
      ) : (
        <p className="text-sm text-ink/70">
          You keep {PLANS[current].name} until {longDate(membership.currentPeriodEnd)}; {target.name} ({formatPlanPrice(target)}) starts then.
        </p>
      )}
      <Button variant="gold" className="w-full" disabled={change.isPending} onClick={() => change.mutate(planKey)}>
        {upgrade ? `Upgrade to ${target.name}` : `Switch to ${target.name} at period end`}
      </Button>
    </div>
  );
}
