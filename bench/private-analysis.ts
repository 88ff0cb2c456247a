/**
 * Private analysis timed in a real Chromium, and compared with the server's analysis of the same clip:
 *   npx tsx bench/private-analysis.ts [video]
 * Builds the web app if stale, starts the server and a headless Chromium (tests/e2e harness), a new
 * member clicks "Analyse on this device" on the clip, then the same member uploads it for the
 * server's analysis. Prints JSON: the on-device time (click → result), both analyses' event frames
 * and scores, and the differences (decision 1605).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startBrowserHarness } from '../tests/e2e/browser';
import { analyseOnDeviceInPage, eventFrames, serverAnalysisOf, trackOf } from '../tests/e2e/private-analysis-flow';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures/swings');
const video = process.argv[2] ?? path.join(fixturesDir, 'golfdb-test-swing.mp4');

await ensureWebBuild({ log: () => undefined });
const harness = await startBrowserHarness();
try {
  const context = await harness.newContext('desktop');
  const { detail, onDeviceMs } = await analyseOnDeviceInPage(context, video);
  const started = performance.now();
  const server = await serverAnalysisOf(context.request, fs.readFileSync(video));
  const serverMs = Math.round(performance.now() - started);
  const device = eventFrames(detail);
  const reference = eventFrames(server);
  console.log(
    JSON.stringify(
      {
        video: path.basename(video),
        onDeviceMs,
        serverUploadToDoneMs: serverMs,
        framesPosed: { device: (await trackOf(context.request, detail))?.frames.length, server: (await trackOf(context.request, server))?.frames.length },
        events: { device, server: reference },
        eventDifference: Object.fromEntries(Object.entries(reference).map(([name, frame]) => [name, (device[name] ?? NaN) - frame])),
        score: { device: detail.overallScore, server: server.overallScore },
      },
      null,
      2,
    ),
  );
} finally {
  await harness.close();
}
