import { describe, expect, it } from 'vitest';
import { ENTITLEMENTS, entitlementLines, firstPlanWith, hasFoundingBadge, linesAdded, planFeatures, UPGRADE_ORDER } from './entitlements';
import { PLAN_KEYS, PLANS } from './plans';

/** Every line a plan's list shows that is about what it opens, with "Everything in X" expanded. */
function openedLines(plan: (typeof PLAN_KEYS)[number]): Set<string> {
  const lines = new Set<string>();
  for (const line of planFeatures(plan)) {
    const base = PLAN_KEYS.find((key) => line === `Everything in ${PLANS[key].name}`);
    if (base) for (const inherited of openedLines(base)) lines.add(inherited);
    else lines.add(line);
  }
  return lines;
}

describe('the entitlement table', () => {
  it('writes every plan’s feature list from its own row: all it opens, nothing it does not', () => {
    for (const plan of PLAN_KEYS) {
      const opened = entitlementLines(ENTITLEMENTS[plan]);
      const shown = openedLines(plan);
      for (const line of opened) expect(shown, `${plan}: ${line}`).toContain(line);
      // Anything else a list shows is about the purchase (its terms), never about access.
      const extra = [...shown].filter((line) => !opened.includes(line));
      for (const line of extra) expect(line, plan).toMatch(/^(Cancel anytime|One payment)/);
    }
  });

  it('keeps out the claims no code backs (issue 27)', () => {
    const everyLine = PLAN_KEYS.flatMap((plan) => planFeatures(plan)).join('\n');
    expect(everyLine).not.toMatch(/priority support|\bAR\b|partnership manager|future updates/i);
  });

  it('lists the founding member badge on Lifetime alone, and gives it only to a member’s own Lifetime plan', () => {
    const badged = PLAN_KEYS.filter((plan) => planFeatures(plan).some((line) => /founding member/i.test(line)));
    expect(badged).toEqual(['lifetime']);
    expect(hasFoundingBadge({ source: 'lifetime', planKey: 'lifetime' })).toBe(true);
    expect(hasFoundingBadge({ source: 'subscription', planKey: 'individual' })).toBe(false);
    // Administrators and granted accounts are entitled as Lifetime, but bought nothing.
    expect(hasFoundingBadge({ source: 'admin', planKey: null })).toBe(false);
    expect(hasFoundingBadge({ source: 'grant', planKey: 'lifetime' })).toBe(false);
    // A refunded Lifetime plan is still the member's latest plan, but gives no access and no badge.
    expect(hasFoundingBadge({ source: null, planKey: 'lifetime' })).toBe(false);
  });

  it('lists live analysis, the coach and the community only where the table opens them', () => {
    expect(planFeatures('starter_weekly').join('\n')).not.toMatch(/live|coach chat|community/i);
    expect(openedLines('starter')).toContain('Live camera check-ins every 0.5–2 seconds');
    expect(openedLines('individual')).toContain('Trends over a year');
    expect(openedLines('starter')).not.toContain('Trends over a year');
  });

  it('names the cheapest plan that opens a feature, personal plans before club plans', () => {
    expect(firstPlanWith((entitlements) => entitlements.liveAnalysis)).toBe('starter');
    expect(firstPlanWith((entitlements) => entitlements.performanceRanges.includes(365))).toBe('individual');
    expect(firstPlanWith((entitlements) => entitlements.api)).toBe('club');
    expect([...UPGRADE_ORDER].sort()).toEqual([...PLAN_KEYS].sort());
  });

  it('says what moving up adds, and that moving sideways adds nothing', () => {
    expect(linesAdded('starter_weekly', 'individual')).toEqual(
      expect.arrayContaining(['Live camera check-ins every 0.5–2 seconds', 'Priority place in the analysis queue when it is busy']),
    );
    expect(linesAdded('starter', 'starter_annual')).toEqual([]);
    expect(linesAdded('individual', 'starter')).toEqual([]);
  });
});
