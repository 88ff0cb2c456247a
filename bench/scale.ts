import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { client, uniqueEmail, type ApiClient } from '../tests/api/client';
import { uploadClip } from './benchUpload';
import { startStack } from './soak/stack';

/**
 * `npm run bench:scale`: does adding processes add throughput? On real processes behind the
 * cluster's proxy (PostgreSQL, a Redis of its own, the S3 double), for 1, 2 and 4 worker
 * processes: UPLOADS members each upload the reference clip at once, and the analyses finished per
 * minute are counted until all are done (or WINDOW_MS passes). Before the uploads, with 1 and with
 * 2 web processes, autocannon reads a member's history page through the proxy for READ_SECONDS.
 * Prints JSON, with the machine's load: on a shared machine the numbers say as much about the
 * neighbours as about us.
 */
const UPLOADS = 8;
const WINDOW_MS = 150_000;
const READ_SECONDS = 10;
const clip = path.resolve(import.meta.dirname, '../../shared/fixtures/swings/golfdb-test-swing.mp4');

async function readsPerSecond(url: string, member: ApiClient) {
  const target = `${url}/api/swing-analyses?limit=5`;
  const headers = { cookie: member.cookieHeader() };
  await autocannon({ url: target, connections: 10, amount: 200, headers });
  const result = await autocannon({ url: target, connections: 20, duration: READ_SECONDS, headers, workers: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function measure(web: number, workers: number, data: Buffer) {
  const stack = await startStack({ web, workers });
  try {
    const url = stack.cluster.url;
    const members: ApiClient[] = [];
    for (let i = 0; i < UPLOADS; i += 1) {
      const member = client(url);
      await member.registerMember({ email: uniqueEmail(`scale-${i}`) });
      members.push(member);
    }
    const loadBefore = os.loadavg()[0]!;
    const reads = await readsPerSecond(url, members[0]!);
    // One upload per member: a member's analyses run one at a time across all workers (decision 1509).
    const started = Date.now();
    await Promise.all(members.map((member) => uploadClip(member, data, clip)));
    let finished = 0;
    while (Date.now() - started < WINDOW_MS) {
      const { rows } = await stack.reader.query("select count(*)::int as n from swing_analyses where status in ('done', 'failed')");
      finished = rows[0].n as number;
      if (finished >= UPLOADS) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const minutes = (Date.now() - started) / 60_000;
    return {
      web,
      workers,
      reads,
      uploads: UPLOADS,
      analysed: finished,
      seconds: Math.round(minutes * 60),
      analysedPerMinute: Math.round((finished / minutes) * 10) / 10,
      loadAverage: [loadBefore, os.loadavg()[0]!].map((value) => Math.round(value * 10) / 10),
    };
  } finally {
    await stack.close();
  }
}

const data = await fs.readFile(clip);
const runs = [];
for (const [web, workers] of [
  [1, 1],
  [2, 2],
  [1, 4],
] as const) {
  runs.push(await measure(web, workers, data));
}
const one = runs[0]!.analysedPerMinute;
console.log(
  JSON.stringify(
    {
      cores: os.cpus().length,
      runs,
      analysedPerMinuteRatioToOneWorker: Object.fromEntries(runs.map((run) => [run.workers, Math.round((run.analysedPerMinute / one) * 100) / 100])),
      readsPerSecondOneWeb: runs[0]!.reads.requestsPerSecond,
      readsPerSecondTwoWeb: runs[1]!.reads.requestsPerSecond,
    },
    null,
    2,
  ),
);
