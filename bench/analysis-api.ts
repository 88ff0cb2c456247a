/**
 * The swing analysis through the real HTTP API, as a member's browser drives it:
 *   npx tsx bench/analysis-api.ts [video]
 * Starts the server (web + worker, embedded PGlite, a temporary data folder), uploads the clip by
 * the multipart route and by the spec's data-URL route, and prints one JSON object: the time to
 * the 202 (receive + sniff + probe + store + queue), upload → done, the job's own steps (from its
 * log line), the spec route's round trip, and peak memory. The first job includes the model load.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { startWorkers } from '../src/server/modules/workers';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures/swings');
const video = process.argv[2] ?? path.join(fixturesDir, 'golfdb-test-swing.mp4');

// The job logs one 'swing analysed' line per analysis with its step times; keep those.
const jobLines: Array<{ ms: Record<string, number>; frames: number }> = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { msg?: string; ms?: Record<string, number>; frames?: number };
      if (entry.msg === 'swing analysed' && entry.ms) jobLines.push({ ms: entry.ms, frames: entry.frames ?? 0 });
    }
    done();
  },
});

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-bench-'));
const ctx = await createContext(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }), pino({ level: 'info' }, logSink));
await startWorkers(ctx);
const app = await buildApp(ctx);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

let cookie = '';
async function call(method: string, url: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(base + url, { method, body, headers: { origin: base, cookie, ...headers } });
  const setCookie = response.headers.getSetCookie()[0];
  if (setCookie) cookie = setCookie.split(';')[0]!;
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const ms = (from: number) => Math.round(performance.now() - from);
try {
  const password = 'bench-password-123';
  const registration = { firstName: 'Bench', lastName: 'Golfer', email: `bench-${Date.now()}@example.com`, password, confirmPassword: password };
  await call('POST', '/api/auth/register', JSON.stringify(registration), { 'content-type': 'application/json' });
  const clip = await fs.readFile(video);

  const uploads = [];
  for (const run of ['cold (model load)', 'warm']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(clip)]), path.basename(video));
    const started = performance.now();
    const accepted = await call('POST', '/api/swing-analyses', form);
    const acceptedMs = ms(started);
    let status = accepted.status;
    while (status !== 'done' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await call('GET', `/api/swing-analyses/${accepted.id}`)).status;
    }
    uploads.push({ run, status, acceptedMs, uploadToDoneMs: ms(started), job: jobLines.at(-1) });
  }

  const started = performance.now();
  const reply = await call('POST', '/api/swing-analysis', JSON.stringify({ imageData: `data:video/mp4;base64,${clip.toString('base64')}` }), {
    'content-type': 'application/json',
  });
  const specRoute = { success: reply.success, roundTripMs: ms(started), job: jobLines.at(-1) };

  console.log(
    JSON.stringify(
      { video, bytes: clip.length, multipart: uploads, specRouteDataUrl: specRoute, peakRssMb: Math.round(peakRss / 1024 / 1024), cpus: os.cpus().length },
      null,
      2,
    ),
  );
} finally {
  clearInterval(sampler);
  await app.close();
  await ctx.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
