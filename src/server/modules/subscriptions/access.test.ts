import { describe, expect, it } from 'vitest';
import { periodEnd, planAccess } from './access';

const now = new Date('2026-05-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
const base = { lifetime: false, status: 'active' as const, cancelAtPeriodEnd: false, currentPeriodEnd: days(20), pastDueSince: null };

describe('plan access', () => {
  it('gives access while a plan is active, and a cancelled plan until its period ends', () => {
    expect(planAccess(base, now, 7).active).toBe(true);
    expect(planAccess({ ...base, cancelAtPeriodEnd: true }, now, 7).active).toBe(true);
    expect(planAccess({ ...base, cancelAtPeriodEnd: true, currentPeriodEnd: days(-1) }, now, 7).active).toBe(false);
    expect(planAccess({ ...base, status: 'canceled' }, now, 7).active).toBe(false);
  });

  it('keeps a past-due member in for the grace period after the first failure', () => {
    const failing = { ...base, status: 'past_due' as const, pastDueSince: days(-3) };
    expect(planAccess(failing, now, 7)).toEqual({ active: true, graceEndsAt: days(4) });
    expect(planAccess({ ...failing, pastDueSince: days(-8) }, now, 7).active).toBe(false);
    expect(planAccess(failing, now, 0).active).toBe(false);
  });

  it('keeps lifetime access until it is refunded', () => {
    const lifetime = { ...base, lifetime: true, currentPeriodEnd: null };
    expect(planAccess(lifetime, now, 7).active).toBe(true);
    expect(planAccess({ ...lifetime, status: 'canceled' as const }, now, 7).active).toBe(false);
  });

  it('ends a paid period one week, month or year later', () => {
    expect(periodEnd(now, 'week')).toEqual(days(7));
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'month')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(periodEnd(now, 'year')?.toISOString()).toBe('2027-05-10T12:00:00.000Z');
    expect(periodEnd(now, 'one-time')).toBeNull();
  });
});
