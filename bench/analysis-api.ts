/**
 * The swing analysis through the real HTTP API, as a member's browser drives it:
 *   npx tsx bench/analysis-api.ts [video]
 * Starts the server (web + worker, embedded PGlite, a temporary data folder), uploads the clip by
 * the multipart route and by the spec's data-URL route, and prints one JSON object: the time to
 * the 202 (receive + sniff + probe + store + queue), upload → done, upload → the club traced over
 * the swing (read after the result by a job of its own, decision 2817), the job's own steps (from its log line), the
 * spec route's round trip, and peak memory. The first job's tracking thread was started
 * with the server and may still be loading its model (decision 3117).
 * For scale it also times, in the same run, decoding every frame and running MoveNet Lightning on
 * each (`everyFrameBaselineMs`): the warm upload → done should stay under 0.6 of it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackVideoFile } from '../src/pose/node';
import { client, type ApiResponse } from '../tests/api/client';
import { analysedLog, startBenchServer } from './benchServer';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures/swings');
const video = process.argv[2] ?? path.join(fixturesDir, 'golfdb-test-swing.mp4');

// The job logs one 'swing analysed' line per analysis with its step times; keep those.
const { logger, analysed: jobLines } = analysedLog();

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

// Registering follows the e-mailed confirmation link, read from this process's outbox.
const bench = await startBenchServer('analysis', {}, logger);
const base = bench.baseUrl;

/** Fails the benchmark loudly on any refusal: a number measured on an error page means nothing. */
async function ok(pending: Promise<ApiResponse>): Promise<any> {
  const response = await pending;
  if (response.status >= 400) throw new Error(`${response.status} ${response.text}`);
  return response.body;
}
const ms = (from: number) => Math.round(performance.now() - from);

/** Polls an analysis's detail until `until` holds, and gives that detail. */
async function waitFor(id: string, until: (detail: any) => boolean): Promise<any> {
  for (;;) {
    const detail = await ok(api.get(`/api/swing-analyses/${id}`));
    if (until(detail)) return detail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The analysis once the club read its run goes on to after the result is over (decision 2816):
 * the next upload, and the baseline, must not share the CPU with it.
 */
const clubRead = (id: string) => waitFor(id, (detail) => detail.clubTrace !== 'tracing');

// A member who bought the monthly plan through the test-mode checkout, as the analyser requires.
const api = client(base);
try {
  await api.registerMember({ firstName: 'Bench', lastName: 'Golfer', email: `bench-${Date.now()}@example.com`, password: 'bench password for fairways' });
  const clip = await fs.readFile(video);

  const uploads = [];
  for (const run of ['first', 'warm']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(clip)]), path.basename(video));
    const started = performance.now();
    const accepted = await ok(api.post('/api/swing-analyses', form));
    const acceptedMs = ms(started);
    let detail = await waitFor(accepted.id, (read) => read.status === 'done' || read.status === 'failed');
    const uploadToDoneMs = ms(started);
    const job = jobLines.at(-1);
    detail = await clubRead(accepted.id);
    uploads.push({ run, status: detail.status, acceptedMs, uploadToDoneMs, clubTrace: detail.clubTrace, uploadToClubTracedMs: ms(started), job });
  }

  const started = performance.now();
  const reply = await ok(api.post('/api/swing-analysis', { imageData: `data:video/mp4;base64,${clip.toString('base64')}` }));
  const specRoute = { success: reply.success, roundTripMs: ms(started), job: jobLines.at(-1) };
  await clubRead(reply.analysisId);

  const baselineStarted = performance.now();
  await trackVideoFile(video, { allFrames: true, model: 'lightning' });
  const everyFrameBaselineMs = ms(baselineStarted);
  const warm = uploads.at(-1)!.uploadToDoneMs;

  console.log(
    JSON.stringify(
      {
        video,
        bytes: clip.length,
        multipart: uploads,
        specRouteDataUrl: specRoute,
        everyFrameBaselineMs,
        warmUploadToDoneOverBaseline: Math.round((100 * warm) / everyFrameBaselineMs) / 100,
        peakRssMb: Math.round(peakRss / 1024 / 1024),
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
} finally {
  clearInterval(sampler);
  await bench.close();
}
