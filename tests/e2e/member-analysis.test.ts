import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwingAnalysisDetail, SwingEventName } from '../../src/shared/analysis';
import { MESSAGES, TOASTS } from '../../src/shared/texts';
import { fixturePath } from '../api/analysis-helpers';
import {
  axeViolations,
  newAccount,
  paintedPixels,
  registerThroughForm,
  saveScreenshot,
  startBrowserHarness,
  watchPageProblems,
  type BrowserHarness,
} from './browser';

/**
 * A new member's whole analysis journey in a real browser against the real server and the real
 * fixture swing: upload → progress → result with the skeleton over the playing video → history,
 * stat tiles, the analysis page, a side-by-side comparison and deletion; at desktop and phone width.
 */

const SWING = fixturePath();
const ANALYSIS_TIMEOUT_MS = 180_000;

let harness: BrowserHarness;
let desktop: BrowserContext;
let page: Page;
let problems: string[];
let account: ReturnType<typeof newAccount>;
const analysisIds: string[] = [];
let videoHost: http.Server;
/** Temporary folders of generated media, removed at the end. */
const scratchDirs: string[] = [];

function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  if (!fs.existsSync(SWING)) throw new Error(`The fixture swing is missing: ${SWING} (set SWING_FIXTURES_DIR).`);
  // The video-link test fetches the fixture from a server on this machine.
  harness = await startBrowserHarness({ ALLOW_PRIVATE_VIDEO_URLS: 'true' });
  videoHost = await serveFixture();
  desktop = await harness.newContext('desktop');
  page = await desktop.newPage();
  problems = watchPageProblems(page);
  account = await registerThroughForm(page);
});

afterAll(async () => {
  await harness?.close();
  videoHost?.close();
  for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A plain HTTP server on 127.0.0.1 offering the fixture swing, for the video-link path. */
function serveFixture(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/golfdb-test-swing.mp4') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': fs.statSync(SWING).size });
    fs.createReadStream(SWING).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A full-page screenshot from the top, so the sticky navigation sits where a person sees it. */
async function snap(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Nothing may be wider than the screen (a phone would scroll sideways).
  expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await saveScreenshot(p, name);
  expect(await axeViolations(p), `${name}: accessibility`).toEqual([]);
}

const tile = (p: Page, label: string) => p.getByTestId('stat-tile').filter({ hasText: label }).locator('dd');
const openTab = (p: Page, name: string) => p.getByRole('tab', { name }).click();

/** Uploads the fixture through the widget and waits for 'AI Analysis Complete'; returns the new analysis id. */
async function analyseFixture(p: Page, { throttleUpload = false, file = SWING } = {}): Promise<string> {
  // Progress must arrive over the /ws socket (polling is only the fallback).
  const progressMessages: string[] = [];
  const onSocket = (socket: WebSocket) => {
    if (!socket.url().endsWith('/ws')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"analysis_progress"')) progressMessages.push(payload);
    });
  };
  p.on('websocket', onSocket);
  await openTab(p, 'Swing Analyzer');
  await p.getByLabel('Swing video or photo').setInputFiles(file);
  await p.getByRole('status').filter({ hasText: TOASTS.videoFileReady.title }).waitFor();
  await p.getByLabel('Club used').selectOption('Driver');
  await p.getByLabel('Swing length').selectOption('Full swing');
  await p.getByLabel('Practice type').selectOption('Driving range');
  const accepted = p.waitForResponse((response) => response.url().endsWith('/api/swing-analyses') && response.request().method() === 'POST');
  // On localhost the file leaves in an instant; a slow uplink (as on a phone) shows the bar moving.
  const network = throttleUpload ? await p.context().newCDPSession(p) : null;
  await network?.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
  await p.getByRole('button', { name: 'Analyze Swing' }).click();
  await p.getByText('Analyzing Swing...').waitFor();
  if (network) {
    const bar = p.getByRole('progressbar', { name: 'Upload progress' });
    await p.waitForFunction(() => {
      const value = Number(document.querySelector('[aria-label="Upload progress"]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await snap(p, 'member-upload-progress-desktop');
  }
  const response = await accepted;
  await network?.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await network?.detach();
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await p.getByRole('progressbar', { name: 'Analysis progress' }).waitFor();
  await p.getByRole('status').filter({ hasText: TOASTS.analysisComplete.title }).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
  p.off('websocket', onSocket);
  const stages = progressMessages.map((message) => (JSON.parse(message) as { data: { id: string; stage: string } }).data).filter((data) => data.id === id);
  expect(stages.map((data) => data.stage)).toContain('pose');
  return id;
}

/** How many pixels of the skeleton canvas are painted. */
const skeletonPixels = (p: Page) => paintedPixels(p.getByTestId('skeleton-canvas').first());

const videoTime = (p: Page, nth = 0) =>
  p
    .locator('video')
    .nth(nth)
    .evaluate((video: HTMLVideoElement) => video.currentTime);

/** A still of the fixture at the top of the backswing, and a plain green picture with nobody in it. */
async function makeStills(): Promise<{ swingStill: string; noGolfer: string }> {
  const dir = scratchDir('fairway-stills-');
  const swingStill = path.join(dir, 'top-of-backswing.jpg');
  execFileSync(ffmpeg.path, ['-loglevel', 'error', '-ss', '3.9', '-i', SWING, '-frames:v', '1', swingStill]);
  const noGolfer = path.join(dir, 'lawn.png');
  await sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 60, g: 130, b: 70 } } })
    .png()
    .toFile(noGolfer);
  return { swingStill, noGolfer };
}

/** The fixture slowed down to 1.4× its length (no sound), written to a temporary folder. */
function makeSlowSwing(): string {
  const file = path.join(scratchDir('fairway-slow-'), 'slow-swing.mp4');
  execFileSync(ffmpeg.path, ['-loglevel', 'error', '-i', SWING, '-filter:v', 'setpts=1.4*PTS', '-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
  return file;
}

/** The event times (seconds) of one analysis, as the server detected them. */
async function eventSeconds(p: Page, id: string): Promise<Partial<Record<SwingEventName, number>>> {
  const detail = (await (await p.request.get(`/api/swing-analyses/${id}`)).json()) as SwingAnalysisDetail;
  return Object.fromEntries((detail.analysis?.analysisResults.events ?? []).map((event) => [event.name, event.timeMs / 1000]));
}

describe('member swing analysis in a real browser', () => {
  it('starts a new member with empty tiles and the empty history', async () => {
    await page.getByRole('heading', { name: 'VIP Dashboard' }).waitFor();
    await page.getByText('Premium Member · Unlimited analyses').waitFor();
    // The tiles show '…' until the member's analyses have loaded.
    await expect.poll(() => tile(page, 'Analyses This Month').textContent(), { timeout: 15_000 }).toBe('0');
    expect(await tile(page, 'Average Score').textContent()).toBe('—');
    expect(await tile(page, 'Improvement').textContent()).toBe('—');
    const thisMonth = new Date().toLocaleDateString('en-GB', { month: 'short', year: 'numeric' });
    expect(await tile(page, 'Member Since').textContent()).toBe(thisMonth);
    expect(await page.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/community');
    expect(await page.getByRole('link', { name: 'View Stats' }).getAttribute('href')).toBe('/performance');
    expect(await page.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/subscribe');
    await snap(page, 'member-dashboard-empty-desktop');

    await openTab(page, 'Analysis History');
    await page.getByText(MESSAGES.noAnalysesYet).waitFor();
    await openTab(page, 'Live Analysis');
    await page.getByRole('button', { name: 'Start Camera' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Live Analysis' }).isDisabled()).toBe(true);
  });

  it(
    'uploads the fixture, follows the progress and shows the result with the skeleton over the playing video',
    async () => {
      analysisIds.push(await analyseFixture(page, { throttleUpload: true }));

      const score = Number(await page.getByTestId('overall-score').locator('span').first().textContent());
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(100);
      const label = await page.getByTestId('score-label').textContent();
      expect(label).toBe(score >= 80 ? 'Excellent' : score >= 70 ? 'Good' : 'Needs Improvement');
      await page.getByRole('heading', { name: 'Key Metrics' }).waitFor();
      await page.getByRole('heading', { name: 'Faults and Drills' }).waitFor();

      // Events on the timeline (the player may render after the panels) and the key-position strip.
      await page.getByTestId('event-marker').first().waitFor();
      expect(await page.getByTestId('event-marker').count()).toBeGreaterThanOrEqual(5);
      expect(await page.getByTestId('key-frame').count()).toBeGreaterThanOrEqual(5);

      // The video plays and the skeleton is drawn over it.
      const video = page.locator('video').first();
      await video.evaluate((element: HTMLVideoElement) =>
        element.readyState >= 2 ? undefined : new Promise((resolve) => element.addEventListener('loadeddata', resolve, { once: true })),
      );
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
      expect(await skeletonPixels(page)).toBeGreaterThan(500);
      await snap(page, 'member-result-playing-desktop');
      await page.getByRole('button', { name: 'Pause', exact: true }).click();

      // Steps land on frame middles, and paused playback can be anywhere inside a frame: step once
      // to stand on a frame middle, then one more step is exactly one frame (1/29.97 s) later.
      const stepForward = async () => {
        const from = await videoTime(page);
        await page.getByRole('button', { name: 'Next frame' }).click();
        await page.waitForFunction((t) => (document.querySelector('video')?.currentTime ?? t) !== t, from);
        return videoTime(page);
      };
      const before = await stepForward();
      const stepped = (await stepForward()) - before;
      expect(Math.abs(stepped - 1 / 29.97)).toBeLessThan(0.25 / 29.97);
      // ← on the focused player steps back the same frame.
      const afterStep = await videoTime(page);
      await page.getByLabel(/^Swing player/).focus();
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((t) => (document.querySelector('video')?.currentTime ?? t) !== t, afterStep);
      expect(Math.abs((await videoTime(page)) - before)).toBeLessThan(0.5 / 29.97);

      // A key position seeks the video to its event.
      const impact = page.getByTestId('key-frame').filter({ hasText: 'Impact' });
      const impactSeconds = Number((await impact.locator('span').last().textContent())!.replace(' s', ''));
      await impact.click();
      // Seeks land in the middle of the event's frame: within one frame of the event time.
      await page.waitForFunction((t) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - t) < 1 / 29.97, impactSeconds);
      expect(await skeletonPixels(page)).toBeGreaterThan(500);
      await snap(page, 'member-result-impact-desktop');
    },
    ANALYSIS_TIMEOUT_MS + 60_000,
  );

  it('counts the analysis in the stat tiles and lists it in the history', async () => {
    const score = await page.getByTestId('overall-score').locator('span').first().textContent();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'VIP Dashboard' }).waitFor();
    await expectText(tile(page, 'Analyses This Month'), '1');
    await expectText(tile(page, 'Average Score'), score!);
    expect(await tile(page, 'Improvement').textContent()).toBe('—');

    await openTab(page, 'Analysis History');
    const rows = page.getByTestId('history-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.textContent()).toContain(`${score}/100`);
    expect(await row.textContent()).toMatch(/Main fault: |No faults found/);
    expect(await row.textContent()).toContain('Driver · Full swing · Driving range');
    expect(await row.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await snap(page, 'member-history-desktop');

    await row.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`**/analyses/${analysisIds[0]}`);
    await page.getByRole('heading', { name: 'Swing Analysis' }).waitFor();
    expect(await page.title()).toBe('Swing Analysis | Fairway Coach');
    await page.getByTestId('event-marker').first().waitFor();
    await page
      .locator('video')
      .first()
      .evaluate((element: HTMLVideoElement) =>
        element.readyState >= 2 ? undefined : new Promise((resolve) => element.addEventListener('loadeddata', resolve, { once: true })),
      );
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="skeleton-canvas"]');
      const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      return Boolean(data && data.some((value, index) => index % 4 === 3 && value > 0));
    });
    await snap(page, 'member-analysis-page-desktop');

    // A position's "Show on video" seeks the player to that position's event.
    const impactSeconds = Number((await page.getByTestId('key-frame').filter({ hasText: 'Impact' }).locator('span').last().textContent())!.replace(' s', ''));
    await page
      .locator('li')
      .filter({ hasText: /^Impact/ })
      .getByRole('button', { name: 'Show on video' })
      .click();
    await page.waitForFunction((t) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - t) < 1 / 29.97, impactSeconds);

    // A detail set afterwards coaches the swing again; set back, it reads as before.
    const setLength = async (length: string, line: string) => {
      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByLabel('Swing length').selectOption(length);
      await page.getByRole('button', { name: 'Save details' }).click();
      await page.getByText(line, { exact: true }).waitFor();
    };
    await setLength('Three-quarter swing', 'Driver · Three-quarter swing · Driving range');
    expect(await page.locator('main').textContent()).toContain('three-quarter swing with the driver');
    await setLength('Full swing', 'Driver · Full swing · Driving range');
    expect(await page.locator('main').textContent()).not.toContain('three-quarter');
  });

  it(
    'compares two swings side by side, synchronised at their events',
    async () => {
      // The second swing is the fixture slowed to 1.4× its length: every phase takes longer, so
      // keeping the two in step needs the event-to-event time map, not a plain offset.
      const slowSwing = makeSlowSwing();
      await page.goto('/dashboard');
      analysisIds.push(await analyseFixture(page, { file: slowSwing }));
      await openTab(page, 'Analysis History');
      const rows = page.getByTestId('history-row');
      await expectCount(rows, 2);
      // Newest first: pick the original (second row) first so it is the left-hand clip.
      await rows.nth(1).getByLabel('Compare').check();
      await rows.nth(0).getByLabel('Compare').check();
      await page.getByRole('link', { name: 'Compare selected' }).click();
      await page.waitForURL(`**/analyses/compare?a=${analysisIds[0]}&b=${analysisIds[1]}`);
      await page.getByRole('heading', { name: 'Compare Swings' }).waitFor();
      await expect.poll(() => page.locator('video').count(), { timeout: 30_000 }).toBe(2);

      const eventsA = await eventSeconds(page, analysisIds[0]!);
      const eventsB = await eventSeconds(page, analysisIds[1]!);
      const positions = page.getByRole('group', { name: 'Swing positions' });
      for (const name of ['Top', 'Impact'] as const) {
        const key = name.toLowerCase() as 'top' | 'impact';
        await positions.getByRole('button', { name, exact: true }).click();
        // Each clip lands on its own moment of that position (within about a frame).
        await page.waitForFunction(
          ([a, b]) => {
            const [first, second] = [...document.querySelectorAll('video')];
            return Math.abs(first!.currentTime - a!) < 0.05 && Math.abs(second!.currentTime - b!) < 0.06;
          },
          [eventsA[key]!, eventsB[key]!],
        );
      }
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="skeleton-canvas"]')].every((canvas) => {
          const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
          return Boolean(data && data.some((value, index) => index % 4 === 3 && value > 0));
        }),
      );
      await snap(page, 'member-compare-desktop');

      // Playing from the top: between top and impact the second clip runs at the ratio of the two
      // downswings, so it stays where the first clip's moment maps to.
      await positions.getByRole('button', { name: 'Top', exact: true }).click();
      await page.waitForFunction((t) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - t) < 0.05, eventsA.top!);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForFunction((t) => (document.querySelector('video')?.currentTime ?? 0) > t + 0.25, eventsA.top!);
      const sample = await page.evaluate(() => {
        const [a, b] = [...document.querySelectorAll('video')];
        return { a: a!.currentTime, b: b!.currentTime, secondPlaying: !b!.paused };
      });
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      expect(sample.secondPlaying).toBe(true);
      expect(sample.a).toBeLessThan(eventsA.impact!);
      const expectedB = eventsB.top! + ((sample.a - eventsA.top!) * (eventsB.impact! - eventsB.top!)) / (eventsA.impact! - eventsA.top!);
      expect(Math.abs(sample.b - expectedB)).toBeLessThan(0.15);
    },
    ANALYSIS_TIMEOUT_MS + 60_000,
  );

  it('looks right on a phone: dashboard, history, analysis and comparison', async () => {
    const phone = await harness.newContext('phone');
    const phonePage = await phone.newPage();
    const phoneProblems = watchPageProblems(phonePage);
    await phonePage.goto('/login');
    await phonePage.getByLabel('Email', { exact: true }).fill(account.email);
    await phonePage.getByLabel('Password', { exact: true }).fill(account.password);
    await phonePage.getByRole('button', { name: 'Sign In' }).click();
    await phonePage.waitForURL('**/dashboard');
    await expectText(tile(phonePage, 'Analyses This Month'), '2');
    await phonePage.getByRole('button', { name: 'Record', exact: true }).waitFor();
    await snap(phonePage, 'member-dashboard-phone');

    await openTab(phonePage, 'Analysis History');
    await expectCount(phonePage.getByTestId('history-row'), 2);
    await snap(phonePage, 'member-history-phone');

    await phonePage.goto(`/analyses/${analysisIds[0]}`);
    await phonePage.getByTestId('event-marker').first().waitFor();
    await phonePage.getByTestId('key-frame').filter({ hasText: 'Top' }).click();
    await phonePage.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    await snap(phonePage, 'member-analysis-page-phone');

    await phonePage.goto(`/analyses/compare?a=${analysisIds[0]}&b=${analysisIds[1]}`);
    await phonePage.getByRole('group', { name: 'Swing positions' }).getByRole('button', { name: 'Impact' }).click();
    await phonePage.waitForFunction(() => [...document.querySelectorAll('video')].every((video) => video.currentTime > 0));
    await snap(phonePage, 'member-compare-phone');

    expect(phoneProblems).toEqual([]);
    await phone.close();
  });

  it("refuses another member the first member's analysis", async () => {
    const other = await harness.newContext('desktop');
    const otherPage = await other.newPage();
    await registerThroughForm(otherPage);
    // The same answer as for an analysis that does not exist: the id confirms nothing.
    const reply = await otherPage.request.get(`/api/swing-analyses/${analysisIds[0]}`);
    expect(reply.status()).toBe(404);
    await otherPage.goto(`/analyses/${analysisIds[0]}`);
    await otherPage.getByText('This swing analysis does not exist (it may have been deleted).').waitFor();
    expect(await otherPage.locator('video').count()).toBe(0);
    await other.close();
  });

  it('deletes an analysis after confirmation', async () => {
    await page.goto('/dashboard?tab=history');
    const rows = page.getByTestId('history-row');
    await expectCount(rows, 2);
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await rows.first().getByText('Delete this analysis for good?').waitFor();
    await rows.first().getByRole('button', { name: 'Cancel' }).click();
    expect(await rows.count()).toBe(2);
    await rows.first().getByRole('button', { name: 'Delete' }).click();
    await rows.first().getByRole('button', { name: 'Yes, delete' }).click();
    await expectCount(rows, 1);
    await expectText(tile(page, 'Analyses This Month'), '1');
    expect(problems).toEqual([]);
  });
});

/** Waits (up to 10 s) for the locator's text to become exactly `text`. */
describe('photos and video links in the swing analyzer', () => {
  it(
    'analyses a swing from a video link (the URL variant of the API)',
    async () => {
      const context = await harness.newContext('desktop');
      const linkPage = await context.newPage();
      await registerThroughForm(linkPage);
      const { port } = videoHost.address() as AddressInfo;
      await linkPage.getByLabel('Video URL').fill(`http://127.0.0.1:${port}/golfdb-test-swing.mp4`);
      await linkPage.getByLabel('Club used').selectOption('7 Iron');
      const accepted = linkPage.waitForResponse((response) => response.url().endsWith('/api/swing-analyses') && response.request().method() === 'POST');
      await linkPage.getByRole('button', { name: 'Analyze Swing' }).click();
      const response = await accepted;
      expect(response.status()).toBe(202);
      expect(response.request().headers()['content-type']).toContain('application/json');
      expect(JSON.parse(response.request().postData()!)).toMatchObject({ clubUsed: '7 Iron' });
      await linkPage.getByRole('status').filter({ hasText: TOASTS.analysisComplete.title }).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
      // The player and its markers render after the finished analysis is fetched, a moment after the toast.
      await linkPage.getByTestId('event-marker').first().waitFor();
      expect(await linkPage.getByTestId('event-marker').count()).toBeGreaterThanOrEqual(5);
      await linkPage.goto('/dashboard?tab=history');
      await expectCount(linkPage.getByTestId('history-row'), 1);
      expect(await linkPage.getByTestId('history-row').textContent()).toContain('7 Iron');
      await context.close();
    },
    ANALYSIS_TIMEOUT_MS + 60_000,
  );

  it(
    "analyses a photo with the skeleton drawn on it, and refuses a picture without a golfer as 'Golf Content Required'",
    async () => {
      const { swingStill, noGolfer } = await makeStills();
      const context = await harness.newContext('desktop');
      const photoPage = await context.newPage();
      const photoProblems = watchPageProblems(photoPage);
      await registerThroughForm(photoPage);

      await photoPage.getByLabel('Swing video or photo').setInputFiles(swingStill);
      await photoPage.getByRole('status').filter({ hasText: TOASTS.imageFileReady.title }).waitFor();
      await photoPage.getByRole('button', { name: 'Analyze Swing' }).click();
      await photoPage.getByRole('status').filter({ hasText: TOASTS.analysisComplete.title }).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
      await photoPage.getByAltText('Your swing photo').waitFor();
      expect(await photoPage.locator('video').count()).toBe(0);
      await expect.poll(() => skeletonPixels(photoPage), { timeout: 10_000 }).toBeGreaterThan(500);
      await snap(photoPage, 'member-photo-result-desktop');

      await photoPage.getByRole('button', { name: 'Analyze another swing' }).click();
      await photoPage.getByLabel('Swing video or photo').setInputFiles(noGolfer);
      await photoPage.getByRole('button', { name: 'Analyze Swing' }).click();
      const refusal = photoPage.getByRole('status').filter({ hasText: TOASTS.golfContentRequired.title });
      await refusal.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
      expect(await refusal.getAttribute('data-variant')).toBe('destructive');
      expect(await refusal.textContent()).toContain(TOASTS.golfContentRequired.description);
      // Back to choosing: the member can pick another file at once.
      await photoPage.getByRole('button', { name: 'Analyze Swing' }).waitFor();
      expect(photoProblems).toEqual([]);
      await context.close();
    },
    ANALYSIS_TIMEOUT_MS * 2,
  );
});

async function expectText(locator: Locator, text: string) {
  await expect.poll(() => locator.textContent(), { timeout: 10_000 }).toBe(text);
}

async function expectCount(locator: Locator, count: number) {
  try {
    await expect.poll(() => locator.count(), { timeout: 30_000 }).toBe(count);
  } catch (error) {
    // Say what the page showed instead (a spinner, an error…), not only the count.
    throw new Error(`expected ${count} rows; the page reads: ${await locator.page().locator('main').innerText()}`, { cause: error });
  }
}
