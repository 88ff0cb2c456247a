import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { startJobQueue } from './jobs';

const silent = { error: () => undefined };

describe('stopping the job queue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

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
