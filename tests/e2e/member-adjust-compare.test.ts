import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysedUpload, earlierCopy, signedUpMember } from './analysedSwing';
import { saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 8 on a phone in a real browser: drag Top on the timeline of the fixture swing and see the
 * score and coaching measured again; restore the detected events; compare with the best swing
 * in one click and see the measurement table.
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
  // A second session a week earlier: the same recorded swing (one pose run is enough for a
  // browser test), stored as its own analysis with its own row.
  earlierId = await earlierCopy(harness.server, analysisId, 7);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

/** A full-page shot from the top, so the sticky navigation sits where a person sees it. */
async function snap(name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await saveScreenshot(page, name);
}

const score = () => page.getByTestId('overall-score').first().textContent();
/** The faults card: each fault's measured evidence, cue, drill and target. */
const coaching = () => page.getByRole('heading', { name: 'Faults and Drills' }).locator('xpath=..').textContent();

describe('moving an event and comparing on a phone', () => {
  it('drags Top to a later frame and shows the swing measured again, then restores it', async () => {
    await page.goto(`/analyses/${analysisId}`);
    const top = page.getByRole('button', { name: /^Go to Top \(/ });
    await top.waitFor();
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), SETTLE).toBeGreaterThan(0);
    const scoreBefore = await score();
    const coachingBefore = await coaching();
    await snap('adjust-before-phone');

    // Drag the chip sideways by about ten frames' worth of track.
    await top.scrollIntoViewIfNeeded();
    const box = (await top.boundingBox())!;
    const track = (await page.getByRole('slider', { name: 'Swing timeline' }).boundingBox())!;
    const duration = await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
    const pxPerFrame = track.width / (duration * 30);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step += 1) await page.mouse.move(x + (step * 10 * pxPerFrame) / 5, y);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/swing-analyses/${analysisId}/events`) && response.request().method() === 'PUT',
    );
    await page.mouse.up();
    expect((await saved).status()).toBe(200);

    const notice = page.getByRole('status').filter({ hasText: 'Adjusted by you' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Top from frame (\d+) to (\d+)/);
    await expect.poll(score, SETTLE).not.toBe(scoreBefore);
    expect(await coaching()).not.toBe(coachingBefore);
    await snap('adjust-after-drag-phone');

    // The history says so too.
    await page.goto('/dashboard?tab=history');
    await page.getByTestId('history-row').first().getByText('Adjusted by you').waitFor();

    await page.goto(`/analyses/${analysisId}`);
    await page.getByRole('button', { name: 'Restore detected events' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(score, SETTLE).toBe(scoreBefore);
  });

  it('sets Top on the paused frame with "Set Top here"', async () => {
    await page.goto(`/analyses/${analysisId}`);
    const top = page.getByRole('button', { name: /^Go to Top \(/ });
    await top.click();
    await page.getByRole('button', { name: 'Next frame' }).click();
    await page.getByRole('button', { name: 'Next frame' }).click();
    const setHere = page.getByRole('button', { name: 'Set Top here' });
    await expect.poll(() => setHere.isEnabled(), SETTLE).toBe(true);
    await setHere.click();
    const notice = page.getByRole('status').filter({ hasText: 'Adjusted by you' });
    await notice.waitFor();
    const [, from, to] = /Top from frame (\d+) to (\d+)/.exec((await notice.textContent()) ?? '') ?? [];
    expect(Number(to) - Number(from)).toBe(2);
    await snap('adjust-set-here-phone');
    // Back to the detected events: the two sessions then score the same and the newer is the best.
    await page.getByRole('button', { name: 'Restore detected events' }).click();
    await notice.waitFor({ state: 'detached' });
  });

  it('compares with the best swing in one click and shows the measurements side by side', async () => {
    await page.goto(`/analyses/${earlierId}`);
    await page.getByRole('link', { name: /^Compare with my best/ }).click();
    await page.waitForURL(`**/analyses/compare?a=${earlierId}&b=**`);
    await page.getByRole('heading', { name: 'Compare Swings' }).waitFor();
    await expect.poll(() => page.locator('video').count(), SETTLE).toBe(2);
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(5);
    expect(await table.textContent()).toMatch(/Tempo ratio/);
    // In the result page's words: no height in this profile, so distances are head-widths, never torso percentages.
    expect(await table.textContent()).toMatch(/head-width/);
    expect(await table.textContent()).not.toMatch(/torso|tour [<>\d]/);
    // Named the other way round, the earlier swing is still the left one, as the table's "Earlier" column.
    const laterId = new URL(page.url()).searchParams.get('b')!;
    await page.goto(`/analyses/compare?a=${laterId}&b=${earlierId}`);
    await expect.poll(() => page.locator('figcaption').count(), SETTLE).toBe(2);
    expect(await page.locator('figcaption').first().textContent()).toMatch(/^Earlier · /);
    expect(await page.locator('figure').first().locator('video').getAttribute('src')).toContain(earlierId);

    await page.getByRole('group', { name: 'Swing positions' }).getByRole('button', { name: 'Top', exact: true }).click();
    await page.getByLabel(/^Ghost:/).check();
    await page.waitForTimeout(500);
    await snap('compare-best-ghost-phone');
    // Each video draws its own swing's trace and the other's laid on the same feet (issue 28).
    expect(await page.getByTestId('trace-hands').count()).toBe(2);
    expect(await page.getByTestId('ghost-trace-hands').count()).toBe(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('group', { name: 'Swing positions' }).getByRole('button', { name: 'Top', exact: true }).click();
    await expect
      .poll(() => page.locator('video').evaluateAll((videos: HTMLVideoElement[]) => videos.some((video) => video.seeking || video.readyState < 2)), SETTLE)
      .toBe(false);
    await snap('compare-best-trace-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    // The page reflows after the resize (the players size their videos on a resize observer).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), SETTLE).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
