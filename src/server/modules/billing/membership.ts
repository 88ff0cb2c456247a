import type { Membership } from '../../../shared/billing';
import type { SubscriptionRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { activeClubPlan } from '../clubs/service';
import { planAccess, planKeyAt } from '../subscriptions/access';
import { hasGrant, subscriptionsOf, type Db } from './store';

const NONE: Membership = {
  active: false,
  source: null,
  planKey: null,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  provider: null,
  entitledAs: null,
  pendingPlanKey: null,
  pendingPlanFrom: null,
};

/** Administrators and granted accounts get every personal feature: what lifetime opens (decision 2700). */
const FULL_PERSONAL_ACCESS = 'lifetime' as const;

/** What a member's premium access rests on, if anything; the one answer the server and the client use. */
export async function membershipOf(db: Db, user: Pick<SessionUser, 'id' | 'role'>, graceDays: number, now = new Date()): Promise<Membership> {
  const plans = await subscriptionsOf(db, user.id);
  const current = pickCurrentPlan(plans, now, graceDays);
  const fromPlan = current ? describePlan(current, now, graceDays) : NONE;
  if (fromPlan.active) return fromPlan;
  if (user.role === 'admin') return { ...fromPlan, active: true, source: 'admin', entitledAs: FULL_PERSONAL_ACCESS };
  if (await hasGrant(db, user.id)) return { ...fromPlan, active: true, source: 'grant', entitledAs: FULL_PERSONAL_ACCESS };
  const clubPlan = await activeClubPlan(db, user.id, graceDays);
  if (clubPlan) return { ...fromPlan, active: true, source: 'club', entitledAs: clubPlan };
  return fromPlan;
}

/** The plan that gives access now, else the latest one (so a lapsed member sees what lapsed). */
function pickCurrentPlan(plans: SubscriptionRow[], now: Date, graceDays: number): SubscriptionRow | undefined {
  return plans.find((plan) => planAccess(plan, now, graceDays).active) ?? plans[0];
}

function describePlan(plan: SubscriptionRow, now: Date, graceDays: number): Membership {
  const access = planAccess(plan, now, graceDays);
  const planKey = planKeyAt(plan, now);
  const waiting = plan.pendingPlanKey !== null && planKey !== plan.pendingPlanKey;
  return {
    active: access.active,
    source: access.active ? (plan.lifetime ? 'lifetime' : 'subscription') : null,
    planKey,
    status: plan.status,
    currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    graceEndsAt: access.graceEndsAt?.toISOString() ?? null,
    provider: plan.provider,
    entitledAs: access.active ? planKey : null,
    pendingPlanKey: waiting ? plan.pendingPlanKey : null,
    pendingPlanFrom: waiting ? (plan.pendingPlanFrom?.toISOString() ?? null) : null,
  };
}
