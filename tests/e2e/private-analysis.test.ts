import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, startBrowserHarness, type BrowserHarness } from './browser';
import { analyseOnDeviceInPage, eventFrames, trackOf } from './private-analysis-flow';

/**
 * Private analysis in a real Chromium: "Analyse on this device" runs MoveNet and the tracker in
 * the page on the fixture swing; only the keypoint track goes to the server, which runs the swing
 * engine on it and stores the result. No request of the page carries the video's bytes, and the
 * player plays the member's own file. (How close it comes to the server's analysis of the same
 * clip is measured by bench/private-analysis.ts: decision 1605.)
 */

const FIXTURES_DIR = process.env.SWING_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures/swings');
const SWING = path.join(FIXTURES_DIR, 'golfdb-test-swing.mp4');

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('private analysis on the device', () => {
  it('analyses the fixture in the page, stores the result and track, and never sends the video', async () => {
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
    // The same swing as the labels (tests/fixtures/labels): address 47, top 117, impact 143.
    const events = eventFrames(detail);
    expect(Math.abs(events.top! - 117)).toBeLessThanOrEqual(2);
    expect(Math.abs(events.impact! - 143)).toBeLessThanOrEqual(4);
    expect(detail.overallScore).toBeGreaterThan(0);
    expect((await context.request.get(`/api/swing-analyses/${detail.id}/video`)).status()).toBe(404);

    // The player plays the member's own file, held by the page.
    const player = page.locator('video').first();
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.src.startsWith('blob:'))).toBe(true);
    await saveScreenshot(page, 'private-analysis-result-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });
});
