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
 * req/s, p99 latency, the share of the ceiling, the server thread's (and PGlite's thread's) busy
 * milliseconds per request and the server's event-loop delay for every read and member, and for the member with 500 the cold read: the first one after a
 * write of their analyses, when the answer cache (decision 1507) has to compute it again.
 * `npx tsx bench/api-profile.ts` shows where that time goes.
 */
import os from 'node:os';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { RunningServer } from '../src/server/start';
import { memberWithAnalyses, readsOf, withBenchServer, withFreshPostgres, type BenchMember } from './api-members';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  /**
   * The milliseconds the server's thread was busy per request (event-loop utilisation; autocannon
   * runs in another thread). Neither PGlite's queries (its own thread, decision 3050) nor
   * PostgreSQL's count here.
   */
  serverThreadMsPerRequest: number;
  /** The same for PGlite's thread: what the database itself spent per request. */
  databaseThreadMsPerRequest?: number;
  /** How late the server thread's event loop ran at the 99th percentile: how long a ready request could wait for it. */
  eventLoopDelayP99Ms: number;
  /** The bare route's req/s measured just before this read, and this read's share of it. */
  ceilingRequestsPerSecond?: number;
  ofCeiling?: number;
}

/** A thread's busy time since `before`, as event-loop utilisation reports it. */
type Utilization = (before?: EventLoopUtilization) => EventLoopUtilization;

async function measure(url: string, headers: Record<string, string> = {}, databaseThread?: Utilization): Promise<Measured> {
  // Warm-up: the first requests compile routes and fill caches; they are not what a member waits for.
  await autocannon({ url, connections: 10, amount: 200, headers });
  const loopBefore = performance.eventLoopUtilization();
  const databaseBefore = databaseThread?.();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, workers: 1 });
  delay.disable();
  const loop = performance.eventLoopUtilization(loopBefore);
  const perRequest = (activeMs: number) => Math.round((1000 * activeMs) / Math.max(1, result.requests.total)) / 1000;
  return {
    serverThreadMsPerRequest: perRequest(loop.active),
    ...(databaseThread ? { databaseThreadMsPerRequest: perRequest(databaseThread(databaseBefore).active) } : {}),
    eventLoopDelayP99Ms: Math.round(delay.percentile(99) / 1e5) / 10,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const COLD_READS = 40;

/**
 * One request at a time, each right after a write that changes nothing but raises the member's
 * version (an update of one of their rows), so every read is a miss: milliseconds, median and worst.
 */
async function measureCold(server: RunningServer, member: BenchMember, urlPath: string) {
  const times: number[] = [];
  for (let index = 0; index < COLD_READS; index += 1) {
    await server.ctx.db.execute(sql`update swing_analyses set updated_at = updated_at where id = ${member.analysisId}`);
    const started = performance.now();
    const response = await fetch(server.baseUrl + urlPath, { headers: { cookie: member.cookie, 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${urlPath} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { reads: COLD_READS, p50Ms: Math.round(times[COLD_READS >> 1]! * 10) / 10, maxMs: Math.round(times.at(-1)! * 10) / 10 };
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

async function benchDatabase(bareUrl: string, databaseUrl: string | undefined) {
  return withBenchServer(databaseUrl, async (server) => {
    const members = { with4: await memberWithAnalyses(server, 4), with500: await memberWithAnalyses(server, 500) };
    const database = server.ctx.database;
    const databaseThread = database.kind === 'pglite' ? database.pglite.eventLoopUtilization : undefined;
    const results: Record<string, Record<string, Measured>> = {};
    for (const [name, member] of Object.entries(members)) {
      results[name] = {};
      for (const [read, urlPath] of Object.entries(readsOf(member))) {
        const ceiling = await measure(bareUrl);
        const measured = await measure(server.baseUrl + urlPath, { cookie: member.cookie }, databaseThread);
        measured.ceilingRequestsPerSecond = ceiling.requestsPerSecond;
        measured.ofCeiling = Math.round((1000 * measured.requestsPerSecond) / ceiling.requestsPerSecond) / 1000;
        results[name][read] = measured;
      }
    }
    const coldAfterWrite: Record<string, Awaited<ReturnType<typeof measureCold>>> = {};
    for (const [read, urlPath] of Object.entries(readsOf(members.with500))) {
      if (read !== 'GET /api/auth/me') coldAfterWrite[read] = await measureCold(server, members.with500, urlPath);
    }
    return { ...results, coldAfterWriteWith500: coldAfterWrite };
  });
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
