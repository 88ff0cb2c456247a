import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { ARTIFACTS_DIR, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 26 items 6 and 7 on the fixture swing, in a real browser at 390 px and 1440 px: the results
 * in a golfer's words (inches from the profile height, no "% of torso", no "Tour range", no frame
 * numbers, no power score on a slow-motion clip, no position above the overall score) and the
 * timeline's chips in at most two rows that the coach button never covers.
 */

let harness: BrowserHarness;
let analysisId: string;
let account: { email: string; password: string };

beforeAll(async () => {
  harness = await startBrowserHarness();
  const context = await harness.newContext('phone');
  const member = await signedUpMember(harness, await context.newPage());
  await context.close();
  account = member.account;
  expect((await member.api.put(`/api/users/${member.user.id}/profile`, { height: 180 })).status).toBe(200);
  analysisId = (await analysedUpload(member.api, { fields: {} })).id;
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

async function openResult(width: number): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: { width, height: 844 } });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  // Every shape the player is painted in and every place its chips are painted at (px from the
  // video's corner), from the page's first frame on.
  await page.addInitScript(() => {
    const shapes = new Set<number>();
    const chipLayouts = new Set<string>();
    Object.assign(window, { playerShapes: shapes, chipLayouts });
    const record = () => {
      const video = document.querySelector('video')?.getBoundingClientRect();
      if (video && video.width > 0 && video.height > 0) {
        shapes.add(Math.round((100 * video.width) / video.height) / 100);
        const chips = [...document.querySelectorAll('[data-testid=event-marker]')].map((chip) => chip.getBoundingClientRect());
        if (chips.length > 0) chipLayouts.add(JSON.stringify(chips.map((chip) => [chip.x - video.x, chip.y - video.y])));
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.goto(`/analyses/${analysisId}`);
  await page.getByTestId('event-marker').first().waitFor();
  // The profile's height arrives after the analysis: wait for the inches.
  await page.getByTestId('measurement').filter({ hasText: ' in (' }).first().waitFor(SETTLE);
  // The player takes the clip's shape once its pose track arrives (a wide box until then, then a
  // portrait one here), and the chips move with it: wait for the shape the video itself reports.
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      if (!video || video.videoWidth === 0) return false;
      const box = video.getBoundingClientRect();
      return Math.abs(box.width / box.height - video.videoWidth / video.videoHeight) < 0.01;
    },
    undefined,
    SETTLE,
  );
  return { context, page, problems };
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each([390, 1440])('the result page at %i px', (width) => {
  it("says the results in a golfer's words", async () => {
    const { context, page, problems } = await openResult(width);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const engineering of ['% of torso', 'Tour range', 'Revolutionary', '(frame ', 'frame by frame']) expect(text).not.toContain(engineering);
    expect(text).toContain('What to Watch on Your Video');
    const measurements = await page.getByTestId('measurement').allTextContents();
    expect(measurements.some((line) => / in \(\d+ cm\)/.test(line))).toBe(true);
    expect(measurements.every((line) => line.includes('Good: '))).toBe(true);
    // The fixture plays slowed (about 3×): its hand speed cannot be timed, so power gets no score.
    expect(await page.getByTestId('key-metric-power').textContent()).toContain('Not measured');
    const overall = Number(await page.getByTestId('overall-score').locator('span').first().textContent());
    const positions = await page
      .getByRole('heading', { name: 'Position Details' })
      .locator('xpath=..')
      .getByText(/^\d+\/100$/)
      .allTextContents();
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions) expect(Number(position.split('/')[0])).toBeLessThanOrEqual(overall);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await saveScreenshot(page, `result-page-${width}`);
    for (const card of ['Your Measurements', 'Position Details', 'Key Metrics']) {
      const name = card.toLowerCase().replaceAll(' ', '-');
      await page
        .getByRole('heading', { name: card })
        .locator('xpath=..')
        .screenshot({ path: path.join(ARTIFACTS_DIR, `result-${name}-${width}.png`) });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens the player in the clip's shape with the chips in their places, not moved when the track and the video arrive", async () => {
    const { context, page, problems } = await openResult(width);
    const painted = await page.evaluate(() => {
      const video = document.querySelector('video')!;
      const { playerShapes, chipLayouts } = window as unknown as { playerShapes: Set<number>; chipLayouts: Set<string> };
      return {
        clip: Math.round((100 * video.videoWidth) / video.videoHeight) / 100,
        shapes: [...playerShapes],
        chipLayouts: [...chipLayouts].map((layout) => JSON.parse(layout) as [number, number][]),
      };
    });
    expect(painted.shapes).toEqual([painted.clip]);
    // The length the analysis recorded and the one the video reads differ by a fraction of a frame.
    const last = painted.chipLayouts.at(-1)!;
    const moved = painted.chipLayouts.flatMap((layout) => layout.map(([x, y], k) => Math.hypot(x - last[k]![0], y - last[k]![1])));
    expect(Math.max(...moved)).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the timeline chips in two rows, apart, and clear of the coach button', async () => {
    const { context, page, problems } = await openResult(width);
    const markers = page.getByTestId('event-marker');
    // All chips from one layout, read at once.
    const boxes: Box[] = await markers.evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect().toJSON() as Box));
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBeLessThanOrEqual(2);
    for (const [k, a] of boxes.entries()) for (const b of boxes.slice(k + 1)) expect(overlap(a, b)).toBe(false);

    // Bring the chips to the bottom right corner of the screen, where the coach button floats.
    await markers.first().evaluate((chip) => chip.scrollIntoView({ block: 'end', behavior: 'instant' }));
    // What the golfer sees there: the screen with the chips at its bottom.
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `result-timeline-${width}.png`) });
    const coach = page.getByRole('button', { name: 'Open AI Golf Coach' });
    await expect
      .poll(async () => {
        const button = (await coach.isVisible()) ? await coach.boundingBox() : null;
        if (!button) return 'clear';
        const now: Box[] = [];
        for (const marker of await markers.all()) now.push((await marker.boundingBox())!);
        return now.some((box) => overlap(box, button)) ? 'covered' : 'clear';
      }, SETTLE)
      .toBe('clear');
    expect(problems).toEqual([]);
    await context.close();
  });
});
