import type { PlanKey, PlanPeriod } from '../../../shared/plans';
import type { SubscriptionRow } from '../../db/schema';

/**
 * What a subscription row gives, in time: billing sells and renews plans, clubs ask whether their
 * club plan is live, admin counts paying members. A module of its own below all three, so that
 * clubs need not import billing, which imports clubs (issue 30).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlanAccess {
  active: boolean;
  /** When the grace period of a failed renewal runs out; null when no payment is failing. */
  graceEndsAt: Date | null;
}

/** The plan a subscription gives now: a waiting downgrade counts once its date has come (decision 2703). */
export function planKeyAt(row: Pick<SubscriptionRow, 'planKey' | 'pendingPlanKey' | 'pendingPlanFrom'>, now: Date): PlanKey {
  return row.pendingPlanKey && row.pendingPlanFrom && row.pendingPlanFrom <= now ? row.pendingPlanKey : row.planKey;
}

type AccessFields = Pick<SubscriptionRow, 'lifetime' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'pastDueSince'>;

/**
 * Whether a paid plan gives access now (decision 0602):
 * - a lifetime purchase: until it is refunded;
 * - a recurring plan: while the provider says it is active; once cancelled, until the end of the
 *   period already paid for (cancel takes effect at period end);
 * - a failed renewal (past due): for `graceDays` after the first failure, while the card is retried.
 */
export function planAccess(row: AccessFields, now: Date, graceDays: number): PlanAccess {
  if (row.status === 'canceled') return { active: false, graceEndsAt: null };
  if (row.lifetime) return { active: row.status === 'active', graceEndsAt: null };
  if (row.status === 'past_due') {
    const graceEndsAt = new Date((row.pastDueSince ?? now).getTime() + graceDays * DAY_MS);
    return { active: graceEndsAt > now, graceEndsAt };
  }
  if (row.cancelAtPeriodEnd && row.currentPeriodEnd) return { active: row.currentPeriodEnd > now, graceEndsAt: null };
  return { active: true, graceEndsAt: null };
}

/** The end of the period a payment made at `from` pays for (test mode, where no provider says so). */
export function periodEnd(from: Date, period: PlanPeriod): Date | null {
  if (period === 'one-time') return null;
  if (period === 'week') return new Date(from.getTime() + 7 * DAY_MS);
  return addMonths(from, period === 'month' ? 1 : 12);
}

/** Calendar months; 31 January plus a month is the last day of February, as card billing does it. */
function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end;
}
