import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysedUpload, earlierCopy, signedUpMember } from './analysedSwing';
import { axeViolations, paintedPixels, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 33 in a real browser: a member holds their swing (the fixture clip, posed by the real
 * pipeline) against the modelled swing, sees both skeletons and hands' paths over their video and
 * the differences in numbers; keeps an earlier swing as their model and compares with it. Looked
 * at on a phone (390 px) and a wide screen (1440 px).
 */

let harness: BrowserHarness;
let page: Page;
let problems: string[];
let analysisId: string;
let earlierId: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  const context = await harness.newContext('phone');
  page = await context.newPage();
  problems = watchPageProblems(page);
  const { api } = await signedUpMember(harness, page);
  analysisId = (await analysedUpload(api)).id;
  // An earlier session of the same recorded swing (one pose run is enough for a browser test),
  // stored as its own analysis: the one the member keeps as their model.
  earlierId = await earlierCopy(harness.server, analysisId, 7);
}, 420_000);

afterAll(async () => {
  await harness?.close();
});

async function snap(name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await saveScreenshot(page, name);
}

/** Steps the player to a position and waits until the video is there and drawn. */
async function jumpTo(position: string) {
  await page.getByRole('group', { name: 'Swing positions' }).getByRole('button', { name: position, exact: true }).click();
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.seeking || video.readyState < 2), SETTLE).toBe(false);
}

const differences = () => page.getByTestId('model-differences');
/** How many drawn runs each swing's hands' path has over the video (the member's by phase, the model's dashed). */
const tracedRuns = async () => ({
  member: await page.getByTestId('trace-hands').locator('polyline').count(),
  model: await page.getByTestId('ghost-trace-hands').locator('polyline').count(),
});

describe('comparing my swing with a model swing', () => {
  it('holds the swing against the modelled swing: both skeletons, both hands’ paths, the differences in numbers', async () => {
    await page.goto(`/analyses/${analysisId}`);
    await page.getByRole('link', { name: 'Compare with a model swing' }).click();
    await page.getByRole('heading', { name: 'Compare With a Model Swing' }).waitFor();
    await page.getByRole('heading', { name: 'Modelled down-the-line swing, right-handed' }).waitFor();
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), SETTLE).toBeGreaterThan(0);

    await jumpTo('Top');
    // The skeletons (the member's gold, the model's white) and both swings' traces are drawn.
    await expect.poll(() => paintedPixels(page.getByTestId('skeleton-canvas')), SETTLE).toBeGreaterThan(500);
    await expect.poll(async () => Math.min(...Object.values(await tracedRuns())), SETTLE).toBeGreaterThan(0);
    // The swing was filmed down the line: the member's own plane line at address is drawn, with its switch.
    await expect.poll(() => page.getByTestId('trace-plane').count(), SETTLE).toBe(1);
    await page.getByRole('checkbox', { name: 'Your plane at address' }).uncheck();
    expect(await page.getByTestId('trace-plane').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Your plane at address' }).check();
    // Without the model's skeleton, fewer pixels are painted: the white one was there.
    const withModel = await paintedPixels(page.getByTestId('skeleton-canvas'));
    await page.getByRole('checkbox', { name: "The model's skeleton" }).uncheck();
    await expect.poll(() => paintedPixels(page.getByTestId('skeleton-canvas')), SETTLE).toBeLessThan(withModel);
    await page.getByRole('checkbox', { name: "The model's skeleton" }).check();

    // The fixture stands up through impact and is filmed in slow motion: the posture is named in
    // degrees, the tempo as two ratios, and no time is given (the clip has none to measure).
    const listed = differences();
    await expect.poll(() => listed.textContent(), SETTLE).toMatch(/By impact you stand up \d+° more than the model/);
    expect(await listed.textContent()).toMatch(/Tempo \d\.\d : 1 against the model's \d\.\d : 1/);
    expect(await listed.textContent()).not.toMatch(/Backswing \d/);
    // Without a height in the profile, distances are in head-widths.
    expect(await listed.textContent()).toMatch(/head-width/);
    await listed.getByRole('button', { name: 'See at Impact' }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Impact', exact: true }).getAttribute('class'), SETTLE).toContain('bg-gold-500');

    await jumpTo('Top');
    await snap('model-compare-modelled-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await jumpTo('Top');
    await snap('model-compare-modelled-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps an earlier swing as my model and compares with it', async () => {
    await page.goto(`/analyses/${earlierId}`);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/model-swing') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Keep as my model' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('button', { name: /Your model swing · Stop using it/ }).waitFor();
    await snap('model-keep-phone');

    await page.goto(`/analyses/${analysisId}/model?model=mine`);
    await page.getByRole('heading', { name: /^Your model swing \(\d+\/100\)$/ }).waitFor();
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), SETTLE).toBeGreaterThan(0);
    await jumpTo('Top');
    await expect.poll(async () => Math.min(...Object.values(await tracedRuns())), SETTLE).toBeGreaterThan(0);
    // The model is the same recorded swing: every measurement is the same as the model's.
    await page.getByText('About the same as the model:').waitFor();
    expect(await differences().count()).toBe(0);
    await snap('model-compare-mine-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await jumpTo('Top');
    await snap('model-compare-mine-wide');
    await page.setViewportSize({ width: 390, height: 844 });

    // On the model swing's own page, the compare says so rather than comparing it with itself.
    await page.goto(`/analyses/${earlierId}/model?model=mine`);
    await page.getByText('This is your model swing').waitFor();
    expect(problems).toEqual([]);
  });
});
