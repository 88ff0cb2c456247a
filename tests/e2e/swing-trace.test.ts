import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../api/analysis-helpers';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { ARTIFACTS_DIR, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 28 in a real browser, at 390 px and 1440 px, on a down-the-line and a face-on swing: the
 * player draws the swing trace over the video by phase (the hands, and the club through the
 * downswing where it was seen clearly), with its switches, and the plane line on the down-the-line
 * swing, on the member's page, in a compare of the two and on a shared link; screenshots go to
 * tests/e2e/.artifacts/trace-*.png for people to look at.
 */

const SWINGS = { 'down-the-line': 'golfdb-test-swing.mp4', 'face-on': 'faceon-pro-long-iron-30fps.mp4' } as const;

let harness: BrowserHarness;
let account: { email: string; password: string };
const analyses: Record<string, string> = {};
/** The down-the-line swing's read-only link, opened signed out. */
let sharedPath: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  const context = await harness.newContext('phone');
  const member = await signedUpMember(harness, await context.newPage());
  await context.close();
  account = member.account;
  for (const [view, file] of Object.entries(SWINGS)) analyses[view] = (await analysedUpload(member.api, { file: fixturePath(file), fields: {} })).id;
  const link = await member.api.post(`/api/swing-analyses/${analyses['down-the-line']}/share-links`, { drawingIds: [] });
  expect(link.status, link.text).toBe(201);
  sharedPath = link.body.path;
}, 600_000);

afterAll(async () => {
  await harness?.close();
});

/** A page at the width, signed in as the member when `signedIn`. */
async function pageAt(width: number, signedIn: boolean) {
  const context = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: { width, height: 844 } });
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  if (signedIn) {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  }
  return { context, page, problems };
}

/** Waits until every video on the page shows a frame, then takes the screenshot. */
async function snapWhenShown(page: Page, name: string) {
  await expect
    .poll(() => page.locator('video').evaluateAll((videos: HTMLVideoElement[]) => videos.every((video) => !video.seeking && video.readyState >= 2)), SETTLE)
    .toBe(true);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

describe.each([390, 1440])('the swing trace at %i px', (width) => {
  it.each(Object.keys(SWINGS))('draws the %s swing’s trace by phase over the video, with its switches', async (view) => {
    const { context, page, problems } = await pageAt(width, true);
    await page.goto(`/analyses/${analyses[view]}`);

    // Paused, the trace is whole: the hands' path in all three phases.
    const hands = page.getByTestId('trace-hands');
    await expect
      .poll(async () => hands.locator('[data-phase]').evaluateAll((runs) => [...new Set(runs.map((run) => run.getAttribute('data-phase')))]), SETTLE)
      .toEqual(['backswing', 'downswing', 'followThrough']);
    const panel = page.getByTestId('trace-panel');
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Hand path' }).isChecked()).toBe(true);
    expect(await panel.getByRole('checkbox', { name: 'Plane' }).count()).toBe(view === 'down-the-line' ? 1 : 0);
    // The plane line from the club seen at address.
    await expect.poll(() => page.getByTestId('trace-plane').count(), SETTLE).toBe(view === 'down-the-line' ? 1 : 0);
    // The club read after the result (decision 2816): its surest clubheads drawn, and how much of the downswing they cover said.
    await expect.poll(() => page.getByTestId('trace-club').locator('[data-phase]').count(), SETTLE).toBeGreaterThan(0);
    await expect.poll(() => panel.textContent(), SETTLE).toMatch(/The club was seen clearly on \d+ % of the downswing/);

    // What the golfer sees: the video (once its first frame is there) with its trace just under the
    // page's header; then the switches.
    const video = page.getByLabel('Your swing video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2), SETTLE).toBe(true);
    await video.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 72, behavior: 'instant' }));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `trace-${view}-${width}.png`) });
    // The switches can be brought into the window (a tall player column scrolls on its own).
    await panel.scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await panel.screenshot({ path: path.join(ARTIFACTS_DIR, `trace-switches-${view}-${width}.png`) });

    // Switched off, the path goes, and stays off on the next visit.
    await panel.getByRole('checkbox', { name: 'Hand path' }).click();
    await expect.poll(() => hands.count()).toBe(0);
    await page.reload();
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Hand path' }).isChecked(), SETTLE).toBe(false);
    expect(await hands.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the plane over the down-the-line swing only in a compare with the face-on one', async () => {
    const { context, page, problems } = await pageAt(width, true);
    await page.goto(`/analyses/compare?a=${analyses['down-the-line']}&b=${analyses['face-on']}`);
    await expect.poll(() => page.getByTestId('trace-hands').count(), SETTLE).toBe(2);
    await expect.poll(() => page.getByTestId('trace-plane').count(), SETTLE).toBe(1);
    expect(await page.locator('figure').first().getByTestId('trace-plane').count()).toBe(1);
    expect(await page.getByTestId('trace-panel').textContent()).toContain('The plane line over each down-the-line swing is its own shaft at address.');
    await page.locator('figure').first().scrollIntoViewIfNeeded();
    await snapWhenShown(page, `trace-compare-${width}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the plane on the down-the-line swing’s shared link, signed out', async () => {
    const { context, page, problems } = await pageAt(width, false);
    await page.goto(sharedPath);
    await expect.poll(() => page.getByTestId('trace-plane').count(), SETTLE).toBe(1);
    expect(await page.getByTestId('trace-panel').getByRole('checkbox', { name: 'Plane' }).isChecked()).toBe(true);
    await snapWhenShown(page, `trace-shared-${width}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
