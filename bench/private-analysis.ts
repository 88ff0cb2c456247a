/**
 * Private analysis in a real Chromium, compared with the server's analysis of the same clip:
 *   npx tsx bench/private-analysis.ts [video ...]
 * Builds the web app if stale, starts the server and a headless Chromium (tests/e2e harness). For
 * each clip (default: every labelled clip of ../shared/fixtures/swings, labels-next.json included) a new member clicks
 * "Analyse on this device", then uploads the same file for the server's analysis. Prints JSON per
 * clip: the on-device time (click → result), frames posed, whether the two keypoint tracks are
 * equal, both analyses' event frames and scores and their differences, and the load average
 * (decisions 1605 and 1606).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { labelledClips } from '../scripts/eval/labelSets';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startBrowserHarness, type BrowserHarness } from '../tests/e2e/browser';
import { analyseOnDeviceInPage, eventFrames, serverAnalysisOf, trackOf } from '../tests/e2e/private-analysis-flow';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures/swings');
const labelled = () => Object.keys(labelledClips(fixturesDir, 'all'));
const videos = process.argv.length > 2 ? process.argv.slice(2) : labelled().map((clip) => path.join(fixturesDir, clip));

async function compare(harness: BrowserHarness, video: string) {
  const context = await harness.newContext('desktop');
  try {
    const { detail, onDeviceMs } = await analyseOnDeviceInPage(context, video);
    const started = performance.now();
    const server = await serverAnalysisOf(context.request, fs.readFileSync(video));
    const serverMs = Math.round(performance.now() - started);
    const [deviceTrack, serverTrack] = await Promise.all([trackOf(context.request, detail), trackOf(context.request, server)]);
    const device = eventFrames(detail);
    const reference = eventFrames(server);
    const eventDifference = Object.fromEntries(Object.entries(reference).map(([name, frame]) => [name, (device[name] ?? NaN) - frame]));
    return {
      onDeviceMs,
      serverUploadToDoneMs: serverMs,
      framesPosed: { device: deviceTrack?.frames.length, server: serverTrack?.frames.length },
      sameTrack:
        JSON.stringify(deviceTrack?.frames) === JSON.stringify(serverTrack?.frames) &&
        JSON.stringify(deviceTrack?.motion) === JSON.stringify(serverTrack?.motion),
      events: { device, server: reference },
      eventDifference,
      worstEventDifference: Math.max(...Object.values(eventDifference).map(Math.abs)),
      score: { device: detail.overallScore, server: server.overallScore },
      scoreDifference: (detail.overallScore ?? NaN) - (server.overallScore ?? NaN),
    };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await context.close();
  }
}

await ensureWebBuild({ log: () => undefined });
const harness = await startBrowserHarness();
try {
  const clips: Record<string, unknown> = {};
  for (const video of videos)
    clips[path.basename(video)] = { ...(await compare(harness, video)), loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10) };
  console.log(JSON.stringify({ cpus: os.cpus().length, clips }, null, 2));
} finally {
  await harness.close();
}
