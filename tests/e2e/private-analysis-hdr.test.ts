import fs from 'node:fs';
import path from 'node:path';
import { decodeFrames, probeVideo } from '../../src/media';
import { hdrHevcCopy } from '../../src/media/phoneMedia';
import { fixtureVideo, tempDir } from '../../src/media/testMedia';
import { browserHdrCopy } from '../../src/pose/yuv/hdrTestMedia';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwingAnalysisDetail } from '../../src/shared/analysis';
import { registerThroughForm, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';
import { analyseOnDeviceInPage, eventFrames, serverAnalysisOf, trackOf } from './private-analysis-flow';

/**
 * Private analysis of HDR footage in a real Chromium (issue 31, decision 3120). An HLG copy of the
 * fixture swing in VP9 profile 2, which Chromium decodes itself, is tone-mapped by the page as the
 * server's ffmpeg tone-maps it: the page's analysis gives the server's events (each within a frame,
 * as for SDR clips) and no request carries the video. HDR HEVC, what iPhones record, has no decoder
 * in this Chromium: the page says so at once and the upload stays.
 */

/** How far apart two decodes of one clip may measure the same thing: a degree and a half, or 1.5 % of torso. */
const MEASUREMENT_NOISE = 1.5;

const faultCodes = (detail: SwingAnalysisDetail) => (detail.analysis?.analysisResults.faults ?? []).map((fault) => fault.code).sort();
const sameFaults = (a: SwingAnalysisDetail, b: SwingAnalysisDetail) => faultCodes(a).join() === faultCodes(b).join();

/**
 * The faults found by one analysis and not the other whose measurement the two do not agree on
 * within MEASUREMENT_NOISE: a fault can differ only where both measured it at its limit. A fault's
 * evidence starts with its measurement's label.
 */
function faultsAtTheirLimitOnly(a: SwingAnalysisDetail, b: SwingAnalysisDetail): string[] {
  const metricsOf = (detail: SwingAnalysisDetail) => new Map((detail.analysis?.analysisResults.metrics ?? []).map((metric) => [metric.label, metric.value]));
  const [inA, inB] = [metricsOf(a), metricsOf(b)];
  const onlyIn = (x: SwingAnalysisDetail, y: SwingAnalysisDetail) =>
    (x.analysis?.analysisResults.faults ?? []).filter((fault) => !faultCodes(y).includes(fault.code));
  return [...onlyIn(a, b), ...onlyIn(b, a)].flatMap((fault) => {
    const label = fault.evidence.split(':')[0]!;
    const [valueA, valueB] = [inA.get(label), inB.get(label)];
    return valueA !== undefined && valueB !== undefined && Math.abs(valueA - valueB) <= MEASUREMENT_NOISE ? [] : [`${fault.code}: ${fault.evidence}`];
  });
}

let harness: BrowserHarness;
let dir: string;
beforeAll(async () => {
  [harness, dir] = await Promise.all([startBrowserHarness(), tempDir()]);
});
afterAll(async () => {
  await harness?.close();
});

describe('private analysis of HDR footage', () => {
  it('analyses an HLG clip in the page as the server does and never sends the video', async () => {
    const clip = await browserHdrCopy(fixtureVideo(), path.join(dir, 'hlg.mp4'), 'hlg');
    expect(await probeVideo(clip)).toMatchObject({ hdr: 'hlg', codec: 'vp9', pixelFormat: 'yuv420p10le' });
    const video = fs.readFileSync(clip);
    const context = await harness.newContext('desktop');
    const { detail, problems, sentBodies } = await analyseOnDeviceInPage(context, clip);
    // Any request carrying the video would carry this slice from the middle of the file.
    const probe = video.subarray(video.length >> 1, (video.length >> 1) + 512);
    expect(sentBodies.length).toBeGreaterThan(0);
    expect(sentBodies.some((body) => body.includes(probe))).toBe(false);
    expect(detail).toMatchObject({ status: 'done', sourceKind: 'device', videoUrl: null });

    const server = await serverAnalysisOf(context.request, video);
    expect(server.status).toBe('done');
    // Its replay came from the tracker's own decoding (decision 3115): SDR H.264, every frame there.
    const replay = path.join(dir, 'server-replay.mp4');
    fs.writeFileSync(replay, await (await context.request.get(server.videoUrl!)).body());
    expect(await probeVideo(replay)).toMatchObject({ codec: 'h264', hdr: null, colour: { matrix: 'bt709' } });
    let replayFrames = 0;
    for await (const frame of decodeFrames(replay, { maxSide: 64 })) replayFrames += frame.data.length > 0 ? 1 : 0;
    expect(replayFrames).toBe((await trackOf(context.request, server))!.frameCount);
    const device = eventFrames(detail);
    const reference = eventFrames(server);
    expect(Object.keys(device).sort()).toEqual(Object.keys(reference).sort());
    for (const [name, frame] of Object.entries(reference)) expect(Math.abs(device[name]! - frame), name).toBeLessThanOrEqual(1);
    // The page tone-maps within a few pixels of ffmpeg, so each measurement agrees closely; a fault
    // whose measurement sits at its limit can still be found by one and not the other (a spine
    // change of -7.1° against -8.2°, limit -8°, was), and then the scores differ by its cost.
    expect(faultsAtTheirLimitOnly(detail, server)).toEqual([]);
    if (sameFaults(detail, server)) expect(Math.abs(detail.overallScore! - server.overallScore!)).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
    await context.close();
  }, 400_000);

  it('says when an HDR HEVC file is chosen that this browser cannot read it, and keeps the upload', async () => {
    const clip = await hdrHevcCopy(fixtureVideo(), path.join(dir, 'hevc-hlg.mp4'), 1);
    const context = await harness.newContext('phone');
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await registerThroughForm(page);
    await page.goto('/dashboard?tab=analyzer');
    await page.getByLabel('Swing video or photo').setInputFiles(clip);
    // Said in place of the button once the file is chosen: no analysis starts.
    const unavailable = page.getByTestId('device-analysis-unavailable');
    await expect
      .poll(() => unavailable.textContent(), SETTLE)
      .toMatch(/cannot read HDR video in HEVC, the format iPhones record.*uploads it to our server instead/);
    expect(await page.getByRole('button', { name: 'Analyse on this device' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Analyze Swing' }).isEnabled()).toBe(true);
    await unavailable.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'private-analysis-hdr-hevc-phone', { fullPage: false });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
