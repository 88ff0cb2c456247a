import { Link } from 'react-router-dom';
import { linesAdded, planFeatures } from '../../../shared/entitlements';
import { formatPlanPrice, PLANS } from '../../../shared/plans';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TickList } from '../../components/ui/TickList';
import { useMembership } from './api';
import type { PlanUpgrade } from './planUpgrade';

/**
 * What a member meets outside their plan: not an error, but what the plan that opens it adds and
 * the way to move to it (the plan page, where the change is confirmed).
 */
export function UpgradeCard({ upgrade }: { upgrade: PlanUpgrade }) {
  const membership = useMembership(true);
  const plan = PLANS[upgrade.requiredPlan];
  const current = membership.data?.entitledAs;
  const adds = current ? linesAdded(current, plan.key) : planFeatures(plan.key);
  return (
    <Card aria-label={`Upgrade to ${plan.name}`} className="border-gold-500/60">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-700">{plan.name}</p>
      <h2 className="mt-1 text-2xl font-semibold text-fairway-900">{upgrade.message.split('. ')[0]}.</h2>
      <p className="mt-3 text-ink/70">
        {current ? `What ${plan.name} adds to your ${PLANS[current].name} plan` : `What ${plan.name} includes`} ({formatPlanPrice(plan)}):
      </p>
      <TickList items={adds} className="mt-3" />
      <Link to={upgrade.upgradeUrl} className={buttonClasses('gold', 'md', 'mt-6')}>
        Upgrade to {plan.name}
      </Link>
    </Card>
  );
}
