import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, type DecodedFrame } from '../../src/media';
import type { ApiClient } from '../api/client';
import { poseAtFrame } from '../../src/server/modules/swingExport/overlaySvg';
import { drawsPlane, planeLine, runsUpTo, swingTrace } from '../../src/shared/swingTrace';
import { unpackTrack } from '../../src/shared/trackCodec';
import type { AnalysisResults } from '../../src/shared/analysis';
import type { PoseTrack } from '../../src/shared/poseTrack';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { ARTIFACTS_DIR, saveScreenshot, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 33's export in a real browser on the fixture swing: the member makes the MP4 from the
 * result page (progress bar, then a download) and the frame at impact of the downloaded file,
 * DECODED, shows the overlay where it was drawn (the member's line and the skeleton's joints differ
 * from the same frame of the plain video) and not where nothing was drawn; the summary card
 * downloads as a PNG; the card is looked at on a phone (390 px) and a wide screen (1440 px).
 */

const EXPORT_TIMEOUT_MS = 240_000;
/** The member's line at impact, across the frame at mid-height. */
const LINE_Y = 0.5;

let harness: BrowserHarness;
let page: Page;
let problems: string[];
let api: ApiClient;
let analysisId: string;
let workDir: string;

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-export-e2e-'));
  harness = await startBrowserHarness();
  const context = await harness.newContext('phone');
  page = await context.newPage();
  problems = watchPageProblems(page);
  ({ api } = await signedUpMember(harness, page));
  analysisId = (await analysedUpload(api)).id;
  const line = {
    kind: 'line',
    points: [
      { x: 0.05, y: LINE_Y },
      { x: 0.95, y: LINE_Y },
    ],
  };
  expect((await api.post(`/api/swing-analyses/${analysisId}/drawings`, { event: 'impact', shape: line, label: 'Belt line' })).status).toBe(201);
}, 420_000);

afterAll(async () => {
  await harness?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

const card = () => page.getByRole('region', { name: 'Export this swing' });

async function frameOf(file: string, index: number): Promise<DecodedFrame> {
  for await (const frame of decodeFrames(file, { maxSide: 4096, frames: [index], maxDurationMs: Number.POSITIVE_INFINITY })) return frame;
  throw new Error(`no frame ${index} in ${file}`);
}

/** The largest difference of any channel in the (2r+1)² patch around (x, y). */
function patchDifference(a: DecodedFrame, b: DecodedFrame, x: number, y: number, r: number): number {
  let largest = 0;
  for (let row = Math.max(0, Math.round(y) - r); row <= Math.min(a.height - 1, Math.round(y) + r); row += 1) {
    for (let col = Math.max(0, Math.round(x) - r); col <= Math.min(a.width - 1, Math.round(x) + r); col += 1) {
      const at = (row * a.width + col) * 3;
      for (let channel = 0; channel < 3; channel += 1) largest = Math.max(largest, Math.abs(a.data[at + channel]! - b.data[at + channel]!));
    }
  }
  return largest;
}

/** The mean difference over the (2r+1)² patch: what the encoders alone change. */
function meanDifference(a: DecodedFrame, b: DecodedFrame, x: number, y: number, r: number): number {
  let sum = 0;
  let count = 0;
  for (let row = Math.round(y) - r; row <= Math.round(y) + r; row += 1) {
    for (let col = Math.round(x) - r; col <= Math.round(x) + r; col += 1) {
      const at = (row * a.width + col) * 3;
      for (let channel = 0; channel < 3; channel += 1) sum += Math.abs(a.data[at + channel]! - b.data[at + channel]!);
      count += 3;
    }
  }
  return sum / count;
}

/**
 * The trace the export draws up to `frame`, as points of the frame (0..1): the club's and the
 * hands' paths, and the plane line every twentieth of its length.
 */
function tracedUpTo(track: PoseTrack, results: AnalysisResults, frame: number): Array<{ x: number; y: number }> {
  const trace = swingTrace(track, results.events);
  const paths = [...runsUpTo(trace.club, frame), ...runsUpTo(trace.hands, frame)].flatMap((run) => run.points);
  if (!drawsPlane(trace, results.view)) return paths;
  const { from, to } = planeLine(trace.addressShaft);
  const plane = Array.from({ length: 21 }, (_, step) => ({ x: from.x + ((to.x - from.x) * step) / 20, y: from.y + ((to.y - from.y) * step) / 20 }));
  return [...paths, ...plane];
}

describe('exporting my swing', () => {
  it(
    'makes the MP4 from the result page, and its impact frame, decoded, carries the overlay',
    async () => {
      await page.goto(`/analyses/${analysisId}`);
      await card().scrollIntoViewIfNeeded();
      await card().getByRole('button', { name: 'Make the video (MP4)' }).click();
      await card().getByTestId('export-progress').or(card().getByTestId('export-download')).waitFor();
      await fs.mkdir(ARTIFACTS_DIR, { recursive: true });
      await card().screenshot({ path: path.join(ARTIFACTS_DIR, 'export-card-making-phone.png') });
      const download = card().getByTestId('export-download');
      await download.waitFor({ timeout: EXPORT_TIMEOUT_MS });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^swing-\d{4}-\d{2}-\d{2}\.mp4$/);
      const exported = path.join(workDir, 'export.mp4');
      await file.saveAs(exported);

      // The plain video of the same swing, as the player plays it.
      const response = await fetch(`${harness.baseUrl}/api/swing-analyses/${analysisId}/video`, { headers: { cookie: api.cookieHeader() } });
      const plainFile = path.join(workDir, 'plain.mp4');
      await fs.writeFile(plainFile, Buffer.from(await response.arrayBuffer()));

      const detail = (await api.get(`/api/swing-analyses/${analysisId}`)).body;
      const impact = detail.analysis.analysisResults.events.find((event: { name: string }) => event.name === 'impact').frame as number;
      const [withOverlay, plain] = [await frameOf(exported, impact), await frameOf(plainFile, impact)];
      expect([withOverlay.width, withOverlay.height]).toEqual([plain.width, plain.height]);
      const { width, height } = plain;

      // The member's line: white on a dark edge, all along y = LINE_Y.
      const alongLine = [0.15, 0.3, 0.45, 0.6, 0.75, 0.85].map((x) => patchDifference(withOverlay, plain, x * width, LINE_Y * height, 1));
      expect(Math.min(...alongLine), alongLine.join(',')).toBeGreaterThan(40);

      // The skeleton's joints at impact, where the export draws them.
      const track = unpackTrack((await api.get(`/api/swing-analyses/${analysisId}/track`)).body);
      const pose = poseAtFrame(track, impact)!;
      const joints = [5, 6, 7, 8, 11, 12, 13, 14].map((keypoint) => pose[keypoint]!);
      const seen = joints.filter((joint) => joint.score >= 0.25 && Math.abs(joint.y - LINE_Y) > 0.03);
      expect(seen.length).toBeGreaterThanOrEqual(4);
      const atJoints = seen.map((joint) => patchDifference(withOverlay, plain, joint.x * width, joint.y * height, 2));
      expect(atJoints.filter((difference) => difference > 40).length, atJoints.join(',')).toBeGreaterThanOrEqual(Math.ceil(seen.length / 2));

      // Far from the golfer, the trace, the line and the position's name (top left): the same
      // picture, up to the encoders. The corner farthest from what is drawn.
      const drawn = [...joints, ...tracedUpTo(track, detail.analysis.analysisResults, impact)].map((point) => ({ x: point.x * width, y: point.y * height }));
      const clearance = (at: { x: number; y: number }) => Math.min(...drawn.map((point) => Math.hypot(point.x - at.x, point.y - at.y)));
      const corners = [
        { x: width - 12, y: 12 },
        { x: 12, y: height - 12 },
        { x: width - 12, y: height - 12 },
      ];
      const quiet = corners.reduce((best, corner) => (clearance(corner) > clearance(best) ? corner : best));
      expect(clearance(quiet)).toBeGreaterThan(40);
      expect(meanDifference(withOverlay, plain, quiet.x, quiet.y, 4)).toBeLessThan(12);
    },
    EXPORT_TIMEOUT_MS + 60_000,
  );

  it('downloads the summary card, and the card reads on a phone and a wide screen', async () => {
    await page.goto(`/analyses/${analysisId}`);
    const [file] = await Promise.all([page.waitForEvent('download'), card().getByRole('link', { name: 'Download the summary card (PNG)' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^swing-\d{4}-\d{2}-\d{2}\.png$/);
    const saved = path.join(workDir, 'card.png');
    await file.saveAs(saved);
    const meta = await sharp(saved).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1350]);
    await fs.copyFile(saved, path.join(ARTIFACTS_DIR, 'summary-card.png'));

    await card().scrollIntoViewIfNeeded();
    await card().getByTestId('export-download').waitFor();
    await card().screenshot({ path: path.join(ARTIFACTS_DIR, 'export-card-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await card().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'export-card-wide', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
