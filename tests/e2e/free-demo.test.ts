import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingOf, tempDir } from '../../src/media/testMedia';
import { STALL_BOUND_MS } from '../../src/pose/browser/stallBound';
import { notGolfMessage } from '../../src/shared/notGolf';
import { fixturePath } from '../api/analysis-helpers';
import { attachInbox, inboxOf } from '../api/inbox';
import { axeViolations, registerThroughForm, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';
import { eventFrames, serverAnalysisOf } from './private-analysis-flow';

/**
 * The free demo (issue 26) in a real Chromium: a visitor with no account picks their own swing
 * video on /demo, and the pose model and the swing engine both run in the page. Its key positions
 * are the server's analysis of the same clip (every event within a frame), and no request the
 * page makes carries the video. A page on a plain-http address, where the browser withholds
 * WebCodecs (and which is not cross-origin isolated), is told why before anything starts, on the
 * demo and on the member's "Analyse on this device", instead of sitting at 0 %; and a run that
 * stalls (the model's file never answered) ends with a message at the stall bound.
 */

const SWING = fixturePath();
/** A name that is not localhost: Chromium treats http://insecure.test as an insecure origin. */
const INSECURE_HOST = 'insecure.test';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness({}, [`--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`]);
});
afterAll(async () => {
  await harness?.close();
});

const insecureBaseUrl = () => `http://${INSECURE_HOST}:${new URL(harness.baseUrl).port}`;

describe('the free demo', () => {
  it('analyses a visitor’s own swing in the page as the server does, sends no video, and offers a plan', async () => {
    const video = fs.readFileSync(SWING);
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: { width: 1440, height: 900 } });
    // Every request the page (and any worker of it) makes, with its body.
    const requests: { method: string; url: string; body: Buffer | null }[] = [];
    context.on('request', (request) => requests.push({ method: request.method(), url: request.url(), body: request.postDataBuffer() }));
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto('/demo');
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
    await page.getByLabel('Your swing video').setInputFiles(SWING);
    await page.getByRole('button', { name: 'Analyse my swing' }).click();
    const failed = page.getByRole('alert');
    await page.getByRole('heading', { name: 'Keep your swings' }).or(failed).first().waitFor({ timeout: 240_000 });
    expect(await failed.count()).toBe(0);

    // The score, the key positions on the visitor's own video, one fault with its drill, the offer.
    const demoScore = Number.parseInt((await page.getByTestId('overall-score').textContent()) ?? '', 10);
    await expect
      .poll(
        () =>
          page
            .locator('video')
            .first()
            .evaluate((element: HTMLVideoElement) => element.src.startsWith('blob:')),
        SETTLE,
      )
      .toBe(true);
    await page.getByRole('heading', { name: 'Faults and Drills' }).waitFor();
    expect(await page.getByText('Drill:').count()).toBeLessThanOrEqual(1);
    expect(await page.getByRole('link', { name: 'Subscribe to keep your swings' }).getAttribute('href')).toBe('/subscribe');
    const positions = page.getByTestId('key-frame');
    const demoEvents = Object.fromEntries(
      await positions.evaluateAll((buttons) => buttons.map((button) => [button.getAttribute('data-event')!, Number(button.getAttribute('data-frame'))])),
    ) as Record<string, number>;

    // Nothing of the video left the page: no upload, and no request body carries any of its bytes.
    const probe = video.subarray(video.length >> 1, (video.length >> 1) + 512);
    expect(requests.filter((request) => request.body?.includes(probe))).toEqual([]);
    expect(requests.filter((request) => request.method !== 'GET').map((request) => request.url)).toEqual([]);

    // Stills of the visitor's own video at the key positions, drawn in the page.
    await page.getByRole('img', { name: 'Finish position' }).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'free-demo-result-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'free-demo-result-390');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    // The server's analysis of the same clip, uploaded by a member.
    const member = await harness.newContext('desktop');
    await registerThroughForm(await member.newPage());
    const server = await serverAnalysisOf(member.request, video);
    expect(server.status).toBe('done');
    const reference = eventFrames(server);
    expect(Object.keys(demoEvents).sort()).toEqual(Object.keys(reference).sort());
    for (const [name, frame] of Object.entries(reference)) expect(Math.abs(demoEvents[name]! - frame), name).toBeLessThanOrEqual(1);
    expect(Math.abs(demoScore - server.overallScore!)).toBeLessThanOrEqual(2);
    await member.close();
    await context.close();
  }, 360_000);

  it('tells a visitor whose clip holds no swing what to film, in a golfer’s words', async () => {
    // The fixture's first 1.4 s: the golfer stands over the ball and the club has not moved yet.
    const clip = await openingOf(SWING, path.join(await tempDir(), 'address-only.mp4'), 1.4);
    const context = await harness.newContext('phone');
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto('/demo');
    await page.getByLabel('Your swing video').setInputFiles(clip);
    await page.getByRole('button', { name: 'Analyse my swing' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 120_000 });
    expect(await alert.textContent()).toBe(notGolfMessage('no_swing', 'video'));
    await alert.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'free-demo-no-swing-390', { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('ends with a message, not a page stuck at 0 %, when the model never arrives', async () => {
    // Service workers blocked so that the held request is the page's own.
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl, serviceWorkers: 'block' });
    // The page's clock runs at real speed until the test moves it on: the stall bound is reached by
    // jumping over it, not by sitting through 45 seconds of wall time.
    await context.clock.install();
    const page = await context.newPage();
    // The model's file is asked for and never answered, as on a connection that hangs.
    await page.route('**/movenet-lightning.json', () => {});
    const asked = page.waitForRequest('**/movenet-lightning.json');
    await page.goto('/demo');
    await page.getByLabel('Your swing video').setInputFiles(SWING);
    await page.getByRole('button', { name: 'Analyse my swing' }).click();
    await page.getByRole('status').getByText('0%').waitFor();
    await asked;
    const alert = page.getByRole('alert');
    expect(await alert.count()).toBe(0);
    await page.clock.fastForward(STALL_BOUND_MS);
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Analysis on this device stopped: nothing moved for 45 seconds.');
    expect(await alert.textContent()).toContain('Members can upload the video instead');
    // The visitor can choose again.
    expect(await page.getByRole('button', { name: 'Analyse my swing' }).isEnabled()).toBe(true);
    await context.close();
  }, 180_000);

  it('tells a visitor on a plain-http page why the demo cannot run there, before they choose a video', async () => {
    const context = await harness.browser.newContext({ baseURL: insecureBaseUrl(), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/demo');
    expect(await page.evaluate(() => ({ secure: isSecureContext, isolated: crossOriginIsolated }))).toEqual({ secure: false, isolated: false });
    const notice = page.getByTestId('demo-unavailable');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('not on a secure (https) address');
    expect(await notice.textContent()).toContain('Members can upload the video instead');
    expect(await page.getByLabel('Your swing video').count()).toBe(0);
    await context.close();
  });
});

describe('analysis on the device on a page that cannot run it', () => {
  it('says why and leaves the upload, instead of starting and sitting at 0 %', async () => {
    const detach = attachInbox(insecureBaseUrl(), inboxOf(harness.baseUrl));
    try {
      const context = await harness.browser.newContext({ baseURL: insecureBaseUrl() });
      const page = await context.newPage();
      await registerThroughForm(page);
      await page.goto('/dashboard?tab=analyzer');
      await page.getByLabel('Swing video or photo').setInputFiles(SWING);
      const notice = page.getByTestId('device-analysis-unavailable');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('not on a secure (https) address');
      expect(await notice.textContent()).toContain('“Analyze Swing” uploads it to our server instead.');
      expect(await page.getByRole('button', { name: 'Analyse on this device' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Analyze Swing' }).isEnabled()).toBe(true);
      await context.close();
    } finally {
      detach();
    }
  }, 120_000);
});
