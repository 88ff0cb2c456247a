/**
 * The everyday reads under load (issue 15):
 *   npm run bench:api                      # embedded PGlite
 *   DATABASE_URL=postgres://… npm run bench:api   # PGlite, then PostgreSQL (a fresh database per run)
 * For each database it starts the real server (a temporary data folder; the worker role only sends
 * the sign-up mail), signs up
 * two paying members, one with 4 finished analyses and one with 500, then runs autocannon (50
 * connections, BENCH_SECONDS each, default 5) on every read of the table, each right after a
 * bare Fastify route measured in the same run as the ceiling. autocannon runs in its own worker
 * thread, so the load generator does not share the server's event loop. Prints one JSON object:
 * req/s, p99 latency and the share of the ceiling for every read and member.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { swingAnalysisSchema } from '../src/shared/analysis';
import { analyzeSwing } from '../src/swing';
import { syntheticGolfer } from '../src/swing/syntheticGolfer';
import { loadConfig } from '../src/server/config';
import { swingAnalyses } from '../src/server/db/schema';
import { startServer, type RunningServer } from '../src/server/start';
import { attachInbox, outboxInbox } from '../tests/api/inbox';
import { client, uniqueEmail } from '../tests/api/client';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  /** The bare route's req/s measured just before this read, and this read's share of it. */
  ceilingRequestsPerSecond?: number;
  ofCeiling?: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  // Warm-up: the first requests compile routes and fill caches; they are not what a member waits for.
  await autocannon({ url, connections: 10, amount: 200, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, workers: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The bare ceiling: Fastify answering a small JSON object, nothing else. It is measured again
 * right before every read, so each ratio compares two runs under the same load on a shared machine.
 */
async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => bare.close() };
}

/** One realistic finished analysis: the engine's result and keypoint track of the modelled golfer. */
function realisticAnalysis() {
  const { track } = syntheticGolfer({ view: 'down-the-line', earlyExtension: 10, headLift: 6, seed: 7 });
  const outcome = analyzeSwing(track, { club: '7 Iron' });
  if (outcome.kind !== 'swing') throw new Error('the modelled swing was not analysed');
  return { track, analysis: swingAnalysisSchema.parse(outcome.analysis) };
}

/** A paying member with `count` finished analyses spread over the last year; returns the cookie, id and one analysis id. */
async function memberWithAnalyses(server: RunningServer, count: number) {
  const api = client(server.baseUrl!);
  const user = await api.registerMember({ firstName: 'Bench', lastName: 'Golfer', email: uniqueEmail('bench'), password: 'bench password for fairways' });
  const { track, analysis } = realisticAnalysis();
  const now = Date.now();
  const ids: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const rows = Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
      const index = start + offset;
      const score = 50 + ((index * 37) % 45);
      const createdAt = new Date(now - (count - index) * ((365 * 24 * 3600 * 1000) / (count + 1)));
      return {
        userId: user.id,
        status: 'done' as const,
        stage: 'done' as const,
        stageFraction: 1,
        sourceKind: 'video' as const,
        originalKey: `analyses/bench-${index}/original.mp4`,
        originalMime: 'video/mp4',
        originalSize: 2_000_000,
        originalSha256: `${index}`.padStart(64, '0'),
        playbackKey: `analyses/bench-${index}/playback.mp4`,
        thumbnails: { address: `analyses/bench-${index}/thumbnails/frame-10.jpg` },
        track,
        analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, overallScore: score } },
        overallScore: score,
        clubUsed: '7 Iron' as const,
        createdAt,
        updatedAt: createdAt,
        completedAt: createdAt,
      };
    });
    ids.push(...(await server.ctx.db.insert(swingAnalyses).values(rows).returning({ id: swingAnalyses.id })).map((row) => row.id));
  }
  return { cookie: api.cookieHeader(), userId: user.id, analysisId: ids.at(-1)! };
}

async function benchDatabase(bareUrl: string, databaseUrl: string | undefined) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-bench-api-'));
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    pino({ level: 'silent' }),
  );
  attachInbox(server.baseUrl!, outboxInbox(server.ctx.db));
  try {
    const members = { with4: await memberWithAnalyses(server, 4), with500: await memberWithAnalyses(server, 500) };
    const results: Record<string, Record<string, Measured>> = {};
    for (const [name, member] of Object.entries(members)) {
      const reads = {
        'GET /api/auth/me': '/api/auth/me',
        'GET /api/swing-analyses': '/api/swing-analyses',
        'GET /api/performance-metrics/{id}/trends': `/api/performance-metrics/${member.userId}/trends`,
        'GET /api/performance-metrics/{id}/trends?days=365': `/api/performance-metrics/${member.userId}/trends?days=365`,
        'GET /api/swing-analyses/{id}': `/api/swing-analyses/${member.analysisId}`,
      };
      results[name] = {};
      for (const [read, urlPath] of Object.entries(reads)) {
        const ceiling = await measure(bareUrl);
        const measured = await measure(server.baseUrl + urlPath, { cookie: member.cookie });
        measured.ceilingRequestsPerSecond = ceiling.requestsPerSecond;
        measured.ofCeiling = Math.round((1000 * measured.requestsPerSecond) / ceiling.requestsPerSecond) / 1000;
        results[name][read] = measured;
      }
    }
    return results;
  } finally {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `fc_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const bare = await startBare();
try {
  const report: Record<string, unknown> = {
    connections: CONNECTIONS,
    secondsPerRead: SECONDS,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
    bareFastifyCeiling: await measure(bare.url),
    pglite: await benchDatabase(bare.url, undefined),
  };
  if (process.env.DATABASE_URL) report.postgres = await withFreshPostgres(process.env.DATABASE_URL, (url) => benchDatabase(bare.url, url));
  console.log(JSON.stringify(report, null, 2));
} finally {
  await bare.close();
}
