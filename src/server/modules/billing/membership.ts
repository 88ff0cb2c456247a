import type { Membership } from '../../../shared/billing';
import { hasFoundingBadge } from '../../../shared/entitlements';
import type { SubscriptionRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { activeClubPlan } from '../clubs/service';
import { planAccess, planKeyAt } from '../subscriptions/access';
import { hasGrant, subscriptionsOf, subscriptionsOfMembers, type Db } from './store';

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
  const fromPlan = ownPlanMembership(await subscriptionsOf(db, user.id), now, graceDays);
  if (fromPlan.active) return fromPlan;
  if (user.role === 'admin') return { ...fromPlan, active: true, source: 'admin', entitledAs: FULL_PERSONAL_ACCESS };
  if (await hasGrant(db, user.id)) return { ...fromPlan, active: true, source: 'grant', entitledAs: FULL_PERSONAL_ACCESS };
  const clubPlan = await activeClubPlan(db, user.id, graceDays);
  if (clubPlan) return { ...fromPlan, active: true, source: 'club', entitledAs: clubPlan };
  return fromPlan;
}

/**
 * Which of these members wear the founding member badge (decision 2710): the same reading of each
 * member's own plans as membershipOf, in one query for a page of chat messages.
 */
export async function foundingMembersAmong(db: Db, userIds: string[], graceDays: number, now = new Date()): Promise<Set<string>> {
  const plansByMember = new Map<string, SubscriptionRow[]>();
  for (const plan of await subscriptionsOfMembers(db, [...new Set(userIds)])) {
    plansByMember.set(plan.userId, [...(plansByMember.get(plan.userId) ?? []), plan]);
  }
  const founding = new Set<string>();
  for (const [userId, plans] of plansByMember) if (hasFoundingBadge(ownPlanMembership(plans, now, graceDays))) founding.add(userId);
  return founding;
}

/** What the member's own plans give, before administrators, grants and clubs are considered. */
function ownPlanMembership(plans: SubscriptionRow[], now: Date, graceDays: number): Membership {
  const current = pickCurrentPlan(plans, now, graceDays);
  return current ? describePlan(current, now, graceDays) : NONE;
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
