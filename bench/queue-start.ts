/**
 * How long a queued job waits for its worker on the embedded database (decision 3051):
 *   npx tsx bench/queue-start.ts
 * Opens an in-memory PGlite and the job queue as the server does, then (1) sends jobs one at a
 * time at irregular moments and times each from send to its handler's start, and (2) sends a
 * member's two jobs in one group (one at a time per group, as analyses run) and times the second
 * from the end of the first to its start. Prints one JSON object: p50 and max ms of each.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { startJobQueue } from '../src/server/infra/jobs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const HANDLER_MS = 300;

const database = await openDatabase({});
await migrateDatabase(database);
const jobs = await startJobQueue(database, { error: (obj, msg) => console.error(msg, obj) });

const started = new Map<string, number>();
const ended = new Map<string, number>();
const waiters = new Map<string, () => void>();
await jobs.work<{ key: string }>(
  'bench-start',
  async (job) => {
    started.set(job.data.key, performance.now());
    waiters.get(job.data.key)?.();
    await sleep(HANDLER_MS);
    ended.set(job.data.key, performance.now());
  },
  { concurrency: 2, perGroup: 1 },
);
const startOf = (key: string) => (started.has(key) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(key, resolve)));

const single: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  await sleep(700 + Math.random() * 1500);
  const key = `single-${round}`;
  const sent = performance.now();
  await jobs.send('bench-start', { key });
  await startOf(key);
  single.push(started.get(key)! - sent);
}

const next: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  await sleep(700 + Math.random() * 1500);
  const [first, second] = [`first-${round}`, `second-${round}`];
  await jobs.send('bench-start', { key: first }, { group: { id: `member-${round}` } });
  await jobs.send('bench-start', { key: second }, { group: { id: `member-${round}` } });
  await startOf(second);
  next.push(started.get(second)! - ended.get(first)!);
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)]!), maxMs: Math.round(sorted.at(-1)!) };
};
console.log(
  JSON.stringify(
    { rounds: ROUNDS, loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10), sendToStart: summary(single), groupNextAfterEnd: summary(next) },
    null,
    2,
  ),
);
await jobs.stop();
await database.close();
