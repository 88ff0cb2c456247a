import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatedClip, tempDir } from '../../src/media/testMedia';
import type { SwingAnalysisDetail } from '../../src/shared/analysis';
import { LEAD_IN_SECONDS } from '../../src/web/features/analysis/player/useOpenAtSwing';
import { fixturePath } from '../api/analysis-helpers';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { axeViolations, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 24 in a real browser: a clip of two swings (the fixture played twice over). The result
 * says the clip holds two, which one it measured (the player opens on it), and the member measures
 * the other; the page then shows that one, with its swing trace, and keeps it after a reload.
 */

let harness: BrowserHarness;
let page: Page;
let problems: string[];
let analysisId: string;
let measuredFirst: number;
/** Where the measured swing's address is in the clip, in seconds. */
let addressSeconds: number;

beforeAll(async () => {
  harness = await startBrowserHarness();
  page = await (await harness.newContext('phone')).newPage();
  problems = watchPageProblems(page);
  const { api } = await signedUpMember(harness, page);
  const clip = await repeatedClip(fixturePath(), path.join(await tempDir(), 'two-swings.mp4'), 2);
  const detail = await analysedUpload(api, { file: clip });
  analysisId = detail.id;
  measuredFirst = detail.analysis!.analysisResults.clipSwings!.analysed;
  addressSeconds = detail.analysis!.analysisResults.events.find((event) => event.name === 'address')!.timeMs / 1000;
}, 300_000);

afterAll(async () => {
  await harness?.close();
});

const swingRow = (swing: number) => page.getByTestId('clip-swing').nth(swing);
const videoTime = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function openResult() {
  await page.goto(`/analyses/${analysisId}`);
  await page.getByRole('heading', { name: 'This clip holds 2 swings' }).waitFor();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), SETTLE).toBeGreaterThan(0);
}

/** What the screen shows with the list of swings in the middle (a phone's page is too long to read whole). */
async function snapList(name: string) {
  await page
    .getByTestId('clip-swing')
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await saveScreenshot(page, name, { fullPage: false });
}

describe('a clip of two swings', () => {
  it('lists both and marks the one measured, on a phone and a wide screen', async () => {
    await openResult();
    await expect.poll(() => swingRow(measuredFirst).textContent(), SETTLE).toMatch(/^Show Swing \d · [\d.]+ sMeasured$/);
    await page.getByText(`Your score, faults and coaching are of swing ${measuredFirst + 1}.`, { exact: false }).waitFor();
    expect(await axeViolations(page), 'phone').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await snapList('several-swings-phone');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('clip-swing').first().waitFor();
    expect(await axeViolations(page), 'wide').toEqual([]);
    // The list sits under the player in the column that stays in view: the whole page shows both.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await saveScreenshot(page, 'several-swings-1440');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('opens the player a second before the address of the swing measured', async () => {
    await openResult();
    await expect.poll(() => videoTime(), SETTLE).toBeCloseTo(addressSeconds - LEAD_IN_SECONDS, 1);
  });

  it('"Show" puts the player on that swing', async () => {
    await openResult();
    const other = 1 - measuredFirst;
    await swingRow(other)
      .getByRole('button', { name: new RegExp(`^Show Swing ${other + 1} `) })
      .click();
    const shownS = Number((await swingRow(other).getByRole('button').first().textContent())!.match(/([\d.]+) s$/)![1]);
    await expect.poll(() => videoTime(), SETTLE).toBeCloseTo(shownS, 1);
  });

  it('measures the other swing when the member asks, and keeps it after a reload', async () => {
    await openResult();
    const other = 1 - measuredFirst;
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/swing-analyses/${analysisId}/swing`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: `Measure swing ${other + 1}` }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const picked = (await response.json()) as SwingAnalysisDetail;
    const pickedAddressSeconds = picked.analysis!.analysisResults.events.find((event) => event.name === 'address')!.timeMs / 1000;
    await expect.poll(() => swingRow(other).textContent(), SETTLE).toMatch(/Measured$/);
    await page.getByRole('button', { name: `Measure swing ${measuredFirst + 1}` }).waitFor();

    await openResult();
    await expect.poll(() => swingRow(other).textContent(), SETTLE).toMatch(/Measured$/);
    await page.getByText(`Your score, faults and coaching are of swing ${other + 1}.`, { exact: false }).waitFor();
    // The player opens on the swing now measured.
    await expect.poll(() => videoTime(), SETTLE).toBeCloseTo(pickedAddressSeconds - LEAD_IN_SECONDS, 1);
    // Its trace is there too: the club was read over both swings (decision 2818).
    await expect.poll(() => page.getByTestId('trace-club').locator('[data-phase]').count(), SETTLE).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('trace-panel').textContent(), SETTLE).toMatch(/The club was seen clearly on \d+ % of the downswing/);
    const video = page.getByLabel('Your swing video');
    await video.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 72, behavior: 'instant' }));
    await saveScreenshot(page, 'several-swings-picked-trace-phone', { fullPage: false });
    expect(problems).toEqual([]);
  });
});
