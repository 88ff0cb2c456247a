import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERFORMANCE_EMPTY } from '../../src/web/features/performance/texts';
import { axeViolations, newAccount, registerThroughForm, saveScreenshot, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** Both widths a golfer reads the page at; the phone last, then back to the desktop. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreenshot(page, `${name}-desktop`);
  expect(await axeViolations(page), name).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('plans in a real browser (issue 27)', () => {
  it('shows a Starter Weekly member the upgrade card for a Pro feature, upgrades in test mode, opens it at once, and keeps it after a downgrade', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await registerThroughForm(page, newAccount(), { plan: 'starter_weekly' });

    // The community and the live tab are Starter's: the page shows the card before any refusal.
    await page.goto('/community');
    await page.getByLabel('Upgrade to Starter').getByText('The community is part of Starter and above.').waitFor();
    await shootBoth(page, 'plan-upgrade-community');
    await page.goto('/dashboard?tab=live');
    await page.getByLabel('Upgrade to Starter').getByText('Live analysis is part of Starter and above.').waitFor();
    expect(await page.getByRole('button', { name: 'Start Camera' }).count()).toBe(0);

    // A year of trends is Individual Pro's: the page says what Pro adds, not an error.
    await page.goto('/performance?days=365');
    const card = page.getByLabel('Upgrade to Individual Pro');
    await card.getByText('Trends over a year is part of Individual Pro and above.').waitFor();
    await card.getByText('Priority place in the analysis queue when it is busy').waitFor();
    expect(await card.getByText('Score, measurements and coaching for every swing').count()).toBe(0);
    await shootBoth(page, 'plan-upgrade-card');

    await card.getByRole('link', { name: 'Upgrade to Individual Pro' }).click();
    await page.waitForURL('**/subscribe?plan=individual');
    await shootBoth(page, 'plan-change-upgrade');
    await page.getByRole('button', { name: 'Upgrade to Individual Pro' }).click();
    await page.getByLabel('Your membership').getByText('Individual Pro').waitFor();

    // Used at once: the year's range opens (this new member has no swings yet, so the page says so).
    await page.goto('/performance?days=365');
    await page.getByRole('heading', { name: PERFORMANCE_EMPTY.noDataTitle }).waitFor();
    expect(await page.getByLabel('Upgrade to Individual Pro').count()).toBe(0);
    await page.goto('/community');
    await page.getByRole('heading', { name: 'Community' }).waitFor();
    expect(await page.getByLabel('Upgrade to Starter').count()).toBe(0);

    // A downgrade keeps what was paid for until the period's end.
    await page.goto('/subscribe?plan=starter');
    await page.getByRole('button', { name: 'Switch to Starter at period end' }).click();
    await page
      .getByLabel('Your membership')
      .getByText(/Moves to Starter on/)
      .waitFor();
    await shootBoth(page, 'plan-change-downgrade-booked');
    await page.goto('/performance?days=365');
    await page.getByRole('heading', { name: PERFORMANCE_EMPTY.noDataTitle }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
