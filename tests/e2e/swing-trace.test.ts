import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../api/analysis-helpers';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { ARTIFACTS_DIR, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 28 in a real browser, at 390 px and 1440 px, on a down-the-line and a face-on swing: the
 * player draws the swing trace over the video by phase, with its switches, and the plane line on the
 * down-the-line swing; screenshots of the
 * player go to tests/e2e/.artifacts/trace-<view>-<width>.png for people to look at.
 */

const SWINGS = { 'down-the-line': 'golfdb-test-swing.mp4', 'face-on': 'faceon-pro-long-iron-30fps.mp4' } as const;

let harness: BrowserHarness;
let account: { email: string; password: string };
const analyses: Record<string, string> = {};

beforeAll(async () => {
  harness = await startBrowserHarness();
  const context = await harness.newContext('phone');
  const member = await signedUpMember(harness, await context.newPage());
  await context.close();
  account = member.account;
  for (const [view, file] of Object.entries(SWINGS)) analyses[view] = (await analysedUpload(member.api, { file: fixturePath(file), fields: {} })).id;
}, 600_000);

afterAll(async () => {
  await harness?.close();
});

describe.each([390, 1440])('the swing trace at %i px', (width) => {
  it.each(Object.keys(SWINGS))('draws the %s swing’s trace by phase over the video, with its switches', async (view) => {
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: { width, height: 844 } });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`/analyses/${analyses[view]}`);

    // Paused, the trace is whole: the hands' path in all three phases.
    const hands = page.getByTestId('trace-hands');
    await expect
      .poll(async () => hands.locator('[data-phase]').evaluateAll((runs) => [...new Set(runs.map((run) => run.getAttribute('data-phase')))]), SETTLE)
      .toEqual(['backswing', 'downswing', 'followThrough']);
    const panel = page.getByTestId('trace-panel');
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Hand path' }).isChecked()).toBe(true);
    expect(await panel.getByRole('checkbox', { name: 'Plane' }).count()).toBe(view === 'down-the-line' ? 1 : 0);
    // The plane line from the club at rest at address (tracking reads it on the still posed frames).
    await expect.poll(() => page.getByTestId('trace-plane').count(), SETTLE).toBe(view === 'down-the-line' ? 1 : 0);
    if (view === 'down-the-line') await expect.poll(() => panel.textContent(), SETTLE).toContain('The plane line is your shaft as the club rested at address.');

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
});
