/**
 * What a worker's start pays to queue the club read of a long history of swings (decision 2819):
 *   npx tsx bench/keyed-sends.ts            (embedded PGlite, in memory)
 *   DATABASE_URL=postgres://… npx tsx bench/keyed-sends.ts
 * Queues JOBS jobs that each carry their own id, as the sweep does, two ways on fresh queues: one
 * `send` per job, and `sendEach` (a statement per thousand); then each way again over the same ids,
 * as every later start does until the swings are read (every job is then skipped). Prints one JSON
 * object: the wall time of each in milliseconds and how many jobs each queued. Its queues are
 * deleted at the end, so a PostgreSQL database keeps nothing of the run.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { startJobQueue, type JobQueue, type KeyedJob } from '../src/server/infra/jobs';

const JOBS = Number(process.env.BENCH_JOBS ?? 3000);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await migrateDatabase(database);
const jobs = await startJobQueue(database, { error: (obj, msg) => console.error(msg, obj) });

const keyed = (): KeyedJob<{ analysisId: string }>[] =>
  Array.from({ length: JOBS }, () => {
    const id = crypto.randomUUID();
    return { id, data: { analysisId: id }, priority: -1 };
  });

/** One `send` per job, as the sweep did: a job queued already is refused, and the refusal caught. */
async function sendOneByOne(queue: JobQueue, name: string, batch: KeyedJob<{ analysisId: string }>[]): Promise<number> {
  let queued = 0;
  for (const job of batch) {
    try {
      await queue.send(name, job.data, { id: job.id, priority: job.priority, deadLetter: `${name}-dead` });
      queued += 1;
    } catch {
      // Queued already.
    }
  }
  return queued;
}

async function timed(run: () => Promise<number>): Promise<{ ms: number; queued: number }> {
  const started = performance.now();
  const queued = await run();
  return { ms: Math.round(performance.now() - started), queued };
}

const suffix = Date.now().toString(36);
const [one, each] = [`bench-one-${suffix}`, `bench-each-${suffix}`];
const [oneJobs, eachJobs] = [keyed(), keyed()];
const result = {
  database: database.kind,
  jobs: JOBS,
  oneSendEach: { first: await timed(() => sendOneByOne(jobs, one, oneJobs)), again: await timed(() => sendOneByOne(jobs, one, oneJobs)) },
  sendEach: {
    first: await timed(() => jobs.sendEach(each, eachJobs, { deadLetter: `${each}-dead` })),
    again: await timed(() => jobs.sendEach(each, eachJobs, { deadLetter: `${each}-dead` })),
  },
  loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
};
console.log(JSON.stringify(result, null, 2));
await jobs.stop();
// A dead-letter queue goes after the queue whose jobs name it.
for (const name of [one, each, `${one}-dead`, `${each}-dead`]) await database.db.execute(sql`select pgboss.delete_queue(${name})`);
await database.close();
