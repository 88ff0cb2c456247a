import type { Membership } from '../../../shared/billing';
import { linesAdded } from '../../../shared/entitlements';
import { PLANS, pricePence, type PlanKey } from '../../../shared/plans';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { periodEnd, planAccess, planKeyAt } from '../subscriptions/access';
import { membershipOf } from './membership';
import * as store from './store';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config'>;

const REFUSED = {
  none: 'You have no renewing plan to change. Choose a plan at /subscribe.',
  failing: 'Your last payment failed. Once your card is updated you can change your plan.',
  notPersonal: 'Club plans and Lifetime are not switched here: a club plan changes with our team, and Lifetime is bought once from /subscribe.',
  same: (name: string) => `You are already on ${name}.`,
  stripeInterval: 'A plan billed over another period cannot wait for your renewal: cancel your plan now and choose the new one when your paid period ends.',
} as const;

/** The member's renewing personal plan that gives access now, if any. */
async function renewingPlan(deps: Deps, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  const plans = await store.subscriptionsOf(deps.db, userId);
  return plans.find((row) => !row.lifetime && planAccess(row, now, deps.config.billing.graceDays).active);
}

/** A personal recurring plan: the ones a member moves between here. */
function isPersonalRecurring(key: PlanKey): boolean {
  return PLANS[key].planType === 'individual';
}

/**
 * POST /api/membership/plan (decision 2703). A plan that opens something the current one does not
 * is an upgrade: it is charged pro rata at once (Stripe invoices the difference) and opens at
 * once. Any other move is a downgrade: the member keeps what they paid for until the period ends,
 * and the provider bills the new price from the renewal. Choosing the current plan again takes
 * back a waiting downgrade.
 */
export async function changePlan(deps: Deps, user: SessionUser, target: PlanKey): Promise<Membership> {
  const now = new Date();
  const plan = await renewingPlan(deps, user.id, now);
  if (!plan) throw httpError(404, REFUSED.none);
  if (plan.status !== 'active') throw httpError(409, REFUSED.failing);
  const current = planKeyAt(plan, now);
  if (!isPersonalRecurring(current) || !isPersonalRecurring(target)) throw httpError(400, REFUSED.notPersonal);
  if (target === current && !plan.pendingPlanKey) throw httpError(409, REFUSED.same(PLANS[target].name));

  const price = { amount: pricePence(PLANS[target]), period: PLANS[target].period };
  const stripeId = plan.providerSubscriptionId;
  if (target === current) {
    // Taking back a waiting downgrade: the renewal bills the current plan's price again.
    if (stripeId) await deps.payments.changePlan(stripeId, price, 'renewal');
    await store.updateSubscription(deps.db, plan.id, { pendingPlanKey: null, pendingPlanFrom: null });
  } else if (linesAdded(current, target).length > 0) {
    const answer = stripeId ? await deps.payments.changePlan(stripeId, price, 'now') : { currentPeriodEnd: null };
    const periodChanges = price.period !== PLANS[current].period;
    await store.updateSubscription(deps.db, plan.id, {
      planKey: target,
      pendingPlanKey: null,
      pendingPlanFrom: null,
      cancelAtPeriodEnd: false,
      // A new billing period starts now when the period's length changes, as Stripe does it.
      currentPeriodEnd: answer.currentPeriodEnd ?? (periodChanges ? periodEnd(now, price.period) : plan.currentPeriodEnd),
    });
  } else {
    // Stripe would restart the billing cycle at once on another interval, charging before the paid period ends.
    if (stripeId && price.period !== PLANS[current].period) throw httpError(409, REFUSED.stripeInterval);
    if (stripeId) await deps.payments.changePlan(stripeId, price, 'renewal');
    await store.updateSubscription(deps.db, plan.id, { pendingPlanKey: target, pendingPlanFrom: plan.currentPeriodEnd ?? now, cancelAtPeriodEnd: false });
  }
  return membershipOf(deps.db, user, deps.config.billing.graceDays);
}
