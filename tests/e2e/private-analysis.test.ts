import fs from 'node:fs';
import path from 'node:path';
import { probeVideo } from '../../src/media';
import { androidSlowMotionCopy, phoneStyleCopy, tempDir } from '../../src/media/testMedia';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../api/analysis-helpers';
import { saveScreenshot, startBrowserHarness, type BrowserHarness } from './browser';
import { analyseOnDeviceInPage, eventFrames, serverAnalysisOf, trackOf } from './private-analysis-flow';

/**
 * Private analysis in a real Chromium: "Analyse on this device" runs MoveNet and the tracker in
 * the page on the fixture swing; only the keypoint track goes to the server, which runs the swing
 * engine on it and stores the result. It gives the server's own analysis of the same upload
 * (every event within a frame, the score within 2: decisions 1605 and 1606), no request of the
 * page carries the video's bytes, and the player plays the member's own file. A clip over 960 px,
 * which both sides shrink with the same scaler, gives exactly the server's track (decision 1609), and
 * so does a phone-style clip stored sideways with a rotation, whose planes both sides turn upright,
 * and an Android slow-motion file, whose stated capture rate both sides read (decision 3112).
 */

const SWING = fixturePath();
/** 1280×720, full range: both sides shrink it with the shared 4:2:0 scaler (decision 1609). */
const LARGE_SWING = fixturePath('faceon-pro-long-iron-30fps.mp4');

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('private analysis on the device', () => {
  it('analyses the fixture in the page as the server does, stores the result and track, and never sends the video', async () => {
    const video = fs.readFileSync(SWING);
    const context = await harness.newContext('desktop');
    const { page, problems, detail, sentBodies } = await analyseOnDeviceInPage(context, SWING);
    // Any request carrying the video would carry this slice from the middle of the file.
    const probe = video.subarray(video.length >> 1, (video.length >> 1) + 512);
    expect(sentBodies.length).toBeGreaterThan(0);
    expect(sentBodies.some((body) => body.includes(probe))).toBe(false);

    expect(detail.status).toBe('done');
    expect(detail.sourceKind).toBe('device');
    expect(detail.videoUrl).toBeNull();
    expect((await trackOf(context.request, detail))?.frameCount).toBe(264);
    // The server's analysis of the same file, uploaded by the same member.
    const server = await serverAnalysisOf(context.request, video);
    expect(server.status).toBe('done');
    const device = eventFrames(detail);
    const reference = eventFrames(server);
    expect(Object.keys(device).sort()).toEqual(Object.keys(reference).sort());
    for (const [name, frame] of Object.entries(reference)) expect(Math.abs(device[name]! - frame), name).toBeLessThanOrEqual(1);
    expect(Math.abs(detail.overallScore! - server.overallScore!)).toBeLessThanOrEqual(2);
    expect((await context.request.get(`/api/swing-analyses/${detail.id}/video`)).status()).toBe(404);

    // The player plays the member's own file, held by the page.
    const player = page.locator('video').first();
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.src.startsWith('blob:'))).toBe(true);
    await saveScreenshot(page, 'private-analysis-result-desktop');
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it('poses a clip over 960 px on the frames the server poses: the same track, events and score', async () => {
    await expectDeviceToEqualServer(LARGE_SWING);
  }, 300_000);

  it('poses a clip stored sideways with a rotation on the frames the server poses: the same track, events and score', async () => {
    const rotated = await phoneStyleCopy(SWING, path.join(await tempDir(), 'phone.mp4'), { seconds: 10, codec: 'libx264' });
    expect(await probeVideo(rotated)).toMatchObject({ rotation: 90, codedWidth: 492, codedHeight: 354 });
    const { deviceTrack, serverTrack } = await expectDeviceToEqualServer(rotated);
    // Both report the upright size.
    expect([deviceTrack?.width, deviceTrack?.height]).toEqual([354, 492]);
    expect([serverTrack?.width, serverTrack?.height]).toEqual([354, 492]);
  }, 300_000);

  it('takes the slow motion an Android file states, on the device as on the server, and times the swing as in real time', async () => {
    // A real-time swing stored as a phone stores 4× slow motion: 30 frames a second captured, 7.5 played.
    const slowMotion = await androidSlowMotionCopy(LARGE_SWING, path.join(await tempDir(), 'slow-motion.mp4'), { times: 4, capturedAt: 30 });
    const { deviceTrack, serverTrack, device, server, context } = await expectDeviceToEqualServer(slowMotion, { keepOpen: true });
    expect(deviceTrack?.captureFps).toBe(30);
    expect(serverTrack?.captureFps).toBe(30);
    const realTime = await serverAnalysisOf(context.request, fs.readFileSync(LARGE_SWING));
    await context.close();
    const metric = (detail: typeof device, key: string) => detail.analysis!.analysisResults.metrics.find((m) => m.key === key)?.value;
    for (const detail of [device, server]) {
      expect(detail.analysis!.analysisResults.timing).toEqual({ slowMotionFactor: 4, stated: true });
      // The downswing is read from the same top and impact: within two frames of the real-time clip's.
      expect(Math.abs(metric(detail, 'downswingTime')! - metric(realTime, 'downswingTime')!)).toBeLessThanOrEqual(2 / 30);
      expect(metric(detail, 'backswingTime')).toBeDefined();
      expect(metric(detail, 'peakHandSpeed')).toBeDefined();
    }
  }, 400_000);
});

/**
 * Analyses `clip` on the device and on the server and expects the same track, events and score.
 * The member's browser context is closed after, unless the caller keeps it open for more requests.
 */
async function expectDeviceToEqualServer(clip: string, { keepOpen = false } = {}) {
  const context = await harness.newContext('desktop');
  const { detail, problems } = await analyseOnDeviceInPage(context, clip);
  const server = await serverAnalysisOf(context.request, fs.readFileSync(clip));
  expect(server.status).toBe('done');
  const [deviceTrack, serverTrack] = await Promise.all([trackOf(context.request, detail), trackOf(context.request, server)]);
  expect(deviceTrack?.frames.length).toBeGreaterThan(0);
  expect(deviceTrack?.frames).toEqual(serverTrack?.frames);
  expect(deviceTrack?.motion).toEqual(serverTrack?.motion);
  // The club at rest, read from the same decoded frames: the same plane line on both.
  expect(deviceTrack?.stillClub).toEqual(serverTrack?.stillClub);
  expect(eventFrames(detail)).toEqual(eventFrames(server));
  expect(detail.overallScore).toBe(server.overallScore);
  expect(problems).toEqual([]);
  if (!keepOpen) await context.close();
  return { deviceTrack, serverTrack, device: detail, server, context };
}
