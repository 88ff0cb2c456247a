import { describe, expect, it } from 'vitest';
import { formatPlanPrice, isPlanKey, LANDING_PLAN_KEYS, PLANS, SUBSCRIBE_PLAN_KEYS, yearlyCostPence } from './plans';

describe('plan catalog', () => {
  it('prices the plans as spec §9 says', () => {
    expect(formatPlanPrice(PLANS.starter_weekly)).toBe('£6.99/week');
    expect(formatPlanPrice(PLANS.starter)).toBe('£25.99/month');
    expect(formatPlanPrice(PLANS.starter_annual)).toBe('£330/year');
    expect(formatPlanPrice(PLANS.individual)).toBe('£65/month');
    expect(formatPlanPrice(PLANS.club_starter)).toBe('£127/month');
    expect(formatPlanPrice(PLANS.club)).toBe('£497/month');
    expect(formatPlanPrice(PLANS.lifetime)).toBe('£497 one-time');
  });

  it('marks starter popular and only lifetime as lifetime', () => {
    expect(
      Object.values(PLANS)
        .filter((plan) => plan.popular)
        .map((plan) => plan.key),
    ).toEqual(['starter']);
    expect(
      Object.values(PLANS)
        .filter((plan) => plan.isLifetime)
        .map((plan) => plan.key),
    ).toEqual(['lifetime']);
  });

  it('shows five plans on the landing page and six on the subscribe page', () => {
    expect(LANDING_PLAN_KEYS).toEqual(['starter_weekly', 'starter', 'individual', 'club_starter', 'lifetime']);
    expect(SUBSCRIBE_PLAN_KEYS).toHaveLength(6);
    expect(SUBSCRIBE_PLAN_KEYS).not.toContain('lifetime');
  });

  it('recognises plan keys', () => {
    expect(isPlanKey('club')).toBe(true);
    expect(isPlanKey('enterprise')).toBe(false);
  });

  it('claims for the annual plan only the saving the prices give', () => {
    const annual = yearlyCostPence(PLANS.starter_annual);
    // The year costs more than twelve months of Starter, so no saving against monthly is claimed.
    expect(annual).toBeGreaterThan(yearlyCostPence(PLANS.starter));
    expect(PLANS.starter_annual.savings).not.toMatch(/monthly/i);
    const claimed = Number(/£(\d+)/.exec(PLANS.starter_annual.savings ?? '')?.[1]);
    const actual = (yearlyCostPence(PLANS.starter_weekly) - annual) / 100;
    expect(claimed).toBeLessThanOrEqual(actual);
    expect(actual - claimed).toBeLessThan(1);
  });
});
