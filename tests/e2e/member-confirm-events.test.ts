import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwingEvent } from '../../src/shared/analysis';
import { unsureEvents } from '../../src/shared/eventConfirmation';
import { EVENT_LABELS } from '../../src/web/features/analysis/player/events';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { axeViolations, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 24 in a real browser: the fixture swing, as the engine reads it, has positions it is
 * unsure of. The member sees them marked on the timeline, on the key positions and in a card that
 * asks; confirms one ("Looks right"), reloads and it stays confirmed; moves another ("Move it").
 */

let harness: BrowserHarness;
let page: Page;
let problems: string[];
let analysisId: string;
let unsure: SwingEvent[];

beforeAll(async () => {
  harness = await startBrowserHarness();
  page = await (await harness.newContext('phone')).newPage();
  problems = watchPageProblems(page);
  const { api } = await signedUpMember(harness, page);
  const detail = await analysedUpload(api);
  analysisId = detail.id;
  // Read from the engine's own result, never set by the test.
  unsure = unsureEvents(detail.analysis!.analysisResults.events);
  expect(unsure.length, 'the fixture swing needs two unsure positions for this test').toBeGreaterThanOrEqual(2);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

async function snap(name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await saveScreenshot(page, name);
}

/** What the screen shows with the card that asks (or the timeline) in the middle: a full page is too long to read. */
async function snapCard(name: string, what = page.getByTestId('unsure-event').first()) {
  await what.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await saveScreenshot(page, name, { fullPage: false });
}

const asking = (event: SwingEvent) => page.getByTestId('unsure-event').and(page.locator(`[data-event="${event.name}"]`));
const flaggedChips = () => page.locator('[data-testid="event-marker"][data-unsure]');
const flaggedCards = () => page.getByTestId('key-frame-unsure');

async function openResult() {
  await page.goto(`/analyses/${analysisId}`);
  await page.getByRole('heading', { name: /^Check (this position|these \d positions)$/ }).waitFor();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), SETTLE).toBeGreaterThan(0);
}

describe('positions the engine is unsure of', () => {
  it('marks each on the timeline and the key positions and asks in a golfer\u2019s words, on a phone and a wide screen', async () => {
    await openResult();
    for (const event of unsure) {
      await expect.poll(() => asking(event).textContent(), SETTLE).toMatch(/^We're not sure this is .+ — check it\./);
      await page.getByRole('button', { name: new RegExp(`^Go to ${EVENT_LABELS[event.name]} \\(.+\\), not sure — check it$`) }).waitFor();
    }
    expect(await flaggedChips().count()).toBe(unsure.length);
    expect(await flaggedCards().count()).toBe(unsure.length);
    expect(await axeViolations(page), 'phone').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await snap('unsure-events-phone');
    await snapCard('unsure-events-card-phone');
    await snapCard('unsure-events-timeline-phone', page.getByRole('slider', { name: 'Swing timeline' }));

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('unsure-event').first().waitFor();
    expect(await axeViolations(page), 'wide').toEqual([]);
    await snap('unsure-events-1440');
    await snapCard('unsure-events-card-1440');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('"Looks right" takes the mark away, and it stays away after a reload', async () => {
    const [confirmed] = unsure;
    await openResult();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/swing-analyses/${analysisId}/events/${confirmed!.name}/confirmation`) && response.request().method() === 'PUT',
    );
    await asking(confirmed!).getByRole('button', { name: 'Looks right' }).click();
    expect((await saved).status()).toBe(200);
    await asking(confirmed!).waitFor({ state: 'detached' });

    await openResult();
    expect(await asking(confirmed!).count()).toBe(0);
    expect(await flaggedChips().count()).toBe(unsure.length - 1);
    expect(await flaggedCards().count()).toBe(unsure.length - 1);
  });

  it('"Move it" opens the marker move on that position; moved, it is the member\u2019s and no longer asked about', async () => {
    const moved = unsure[1]!;
    const label = EVENT_LABELS[moved.name];
    await openResult();
    await asking(moved).getByRole('button', { name: 'Move it' }).click();
    await asking(moved).getByText(`Drag the ${label} marker on the timeline`).waitFor();
    // The player is on the position and "Set … here" is set to it.
    expect(await page.getByRole('combobox', { name: 'Position' }).inputValue()).toBe(moved.name);
    // One frame earlier for a finish (the engine tends to read it late), one later otherwise.
    await page.getByRole('button', { name: moved.name === 'finish' ? 'Previous frame' : 'Next frame' }).click();
    const setHere = page.getByRole('button', { name: `Set ${label} here` });
    await expect.poll(() => setHere.isEnabled(), SETTLE).toBe(true);
    await snapCard('unsure-events-move-phone');
    await setHere.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Adjusted by you · ${label} from frame` })
      .waitFor();
    await asking(moved).waitFor({ state: 'detached' });
    expect(await flaggedChips().count()).toBe(unsure.length - 2);
    expect(problems).toEqual([]);
  });
});
