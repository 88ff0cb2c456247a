/**
 * Where a read's time goes (issue 15):
 *   npx tsx bench/api-profile.ts [read-substring] [--member=4|500] [--seconds=5]
 *   DATABASE_URL=postgres://… npx tsx bench/api-profile.ts …   # on a fresh PostgreSQL database
 * Starts the real server with the benchmark's members (bench/api-members.ts), puts one read under
 * autocannon load (50 connections, in a worker thread) while V8's CPU profiler samples the server's
 * thread, and prints JSON: requests, per request the server thread's busy milliseconds (event-loop
 * utilisation) and CPU milliseconds, and PostgreSQL's backends' CPU milliseconds (CPU time does
 * not grow with the machine's other load, wall time does), database queries per request,
 * answer bytes, and the functions and packages with the most self time.
 */
import fs from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { RunningServer } from '../src/server/start';
import { recordStatements } from '../tests/api/statement-counter';
import { memberWithAnalyses, readsOf, withBenchServer, withFreshPostgres } from './api-members';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const readFilter = args.find((arg) => !arg.startsWith('--')) ?? '';
const memberSize = Number(option('member', '500'));
const seconds = Number(option('seconds', '5'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * CPU milliseconds (user + system) a process or thread has used, from /proc (Linux): the server's
 * main thread (its pid), or a PostgreSQL backend. Unlike wall time it does not grow with the load
 * other programs put on the machine. Clock ticks are 10 ms, plenty over thousands of requests.
 */
function cpuMsOf(statPath: string): number {
  try {
    const fields = fs.readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the app's pool (none on PGlite, whose work is on a thread of this process). */
async function postgresCpuMs(server: RunningServer): Promise<number> {
  const handle = server.ctx.database;
  if (handle.kind !== 'postgres') return 0;
  const { rows } = await handle.pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  return rows.reduce((total, row) => total + cpuMsOf(`/proc/${row.pid}/stat`), 0);
}

/** The status and body bytes as sent (compressed when asked for; fetch would decode them). */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

/** Where a frame's code lives: a package under node_modules, our source folder, or Node itself. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(src\/[^/]+\/[^/]+|bench)\//.exec(url);
  if (ours) return ours[1]!;
  return url.startsWith('node:') ? 'node' : url ? url : '(native/gc/idle)';
}

function summarise(nodes: ProfileNode[], samples: number, requests: number) {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const place = functionName === '(idle)' ? '(idle)' : functionName === '(garbage collector)' ? '(gc)' : placeOf(url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => ({ name, percent: Math.round((1000 * hits) / samples) / 10 }));
  return { samples, requests, topPlaces: top(byPlace, 20), topFunctions: top(byFunction, 30) };
}

async function profileRead(server: RunningServer, name: string, url: string, cookie: string) {
  await autocannon({ url, connections: 10, amount: 300, headers: { cookie } });
  const queries = recordStatements(server);
  const compressed = await bytesOnTheWire(url, { cookie, 'accept-encoding': 'br, gzip' });
  const plain = await bytesOnTheWire(url, { cookie });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  const queriesBefore = queries.count();
  const loopBefore = performance.eventLoopUtilization();
  const threadStat = `/proc/self/task/${process.pid}/stat`;
  const threadCpuBefore = cpuMsOf(threadStat);
  const postgresCpuBefore = await postgresCpuMs(server);
  await session.post('Profiler.start');
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: { cookie, 'accept-encoding': 'br, gzip' }, workers: 1 });
  const { profile } = await session.post('Profiler.stop');
  const loop = performance.eventLoopUtilization(loopBefore);
  const threadCpu = cpuMsOf(threadStat) - threadCpuBefore;
  const postgresCpu = (await postgresCpuMs(server)) - postgresCpuBefore;
  session.disconnect();
  const requests = result.requests.total;
  return {
    read: name,
    status: plain.status,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    serverThreadMsPerRequest: Math.round((1000 * loop.active) / requests) / 1000,
    serverThreadCpuMsPerRequest: Math.round((1000 * threadCpu) / requests) / 1000,
    postgresCpuMsPerRequest: Math.round((1000 * postgresCpu) / requests) / 1000,
    queriesPerRequest: Math.round((100 * (queries.count() - queriesBefore)) / requests) / 100,
    answerBytes: plain.bytes,
    compressedBytes: compressed.bytes,
    ...summarise(profile.nodes as ProfileNode[], profile.samples?.length ?? 0, requests),
  };
}

async function run(databaseUrl: string | undefined) {
  return withBenchServer(databaseUrl, async (server) => {
    const member = await memberWithAnalyses(server, memberSize);
    const out = [];
    for (const [name, path] of Object.entries(readsOf(member))) {
      if (!name.includes(readFilter)) continue;
      out.push(await profileRead(server, name, server.baseUrl + path, member.cookie));
    }
    return out;
  });
}

const report = process.env.DATABASE_URL ? await withFreshPostgres(process.env.DATABASE_URL, run) : await run(undefined);
console.log(JSON.stringify({ database: process.env.DATABASE_URL ? 'postgres' : 'pglite', member: memberSize, reads: report }, null, 2));
