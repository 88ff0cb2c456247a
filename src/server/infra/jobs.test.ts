import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { selectRows } from '../db/rows';
import { startJobQueue } from './jobs';

const silent = { error: () => undefined };

// One embedded database for the file: each test starts a queue of its own on it and stops it.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

describe('stopping the job queue', () => {
  it('lets a running job finish before it returns, and starts no other', async () => {
    const jobs = await startJobQueue(database, silent);
    const events: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await jobs.work<{ n: number }>('stop-test', async (job) => {
      events.push(`start ${job.data.n}`);
      started();
      await released;
      events.push(`end ${job.data.n}`);
    });
    await jobs.send('stop-test', { n: 1 });
    await running;
    await jobs.send('stop-test', { n: 2 });

    const stopped = jobs.stop().then(() => events.push('stopped'));
    // The stop waits on the running job: held for half a second, long enough for a stop that did
    // not wait to be done (it takes milliseconds), nothing has ended.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).toEqual(['start 1']);
    release();
    await stopped;
    expect(events).toEqual(['start 1', 'end 1', 'stopped']);
  });
});

describe('sending jobs that carry their own ids', () => {
  it('queues each id once, over more than one statement, skips the ids queued already, and keeps data, priority and dead letter', async () => {
    const jobs = await startJobQueue(database, silent);
    const keyed = (from: number, count: number) =>
      Array.from({ length: count }, (_, k) => {
        const id = crypto.randomUUID();
        return { id, data: { n: from + k }, priority: (from + k) % 2 ? -1 : 0 };
      });
    const first = keyed(0, 1001);
    const queuedJobs = () =>
      selectRows<{ id: string; data: { n: number }; priority: number; dead_letter: string | null }>(
        database.db,
        sql`select id, data, priority, dead_letter from pgboss.job where name = 'each-test' order by (data->>'n')::int`,
      );

    expect(await jobs.sendEach('each-test', first, { deadLetter: 'each-test-dead' })).toBe(1001);
    const again = [...first, ...keyed(1001, 2)];
    expect(await jobs.sendEach('each-test', again, { deadLetter: 'each-test-dead' })).toBe(2);
    expect(await jobs.sendEach('each-test', [])).toBe(0);

    const stored = await queuedJobs();
    expect(stored.map(({ id, data, priority }) => ({ id, data, priority }))).toEqual(again);
    expect(new Set(stored.map((job) => job.dead_letter))).toEqual(new Set(['each-test-dead']));
    await jobs.stop();
  });
});
