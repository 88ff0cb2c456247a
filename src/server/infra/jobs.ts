import { PgBoss, fromPglite, type Job, type SendOptions } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { sendAgainOnLostConnection } from '../db/lostConnection';

/**
 * Background jobs on pg-boss, in the same database as everything else: PGlite in-process by
 * default, PostgreSQL in production, where any number of worker processes can share the queue.
 */
export interface JobQueue {
  /** Enqueues a job; the queue is created on first use. Returns the job id. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /**
   * Enqueues jobs that each carry their own id, a statement per INSERT_BATCH of them: a job whose id
   * is queued already is skipped, not refused. Returns how many were queued.
   */
  sendEach<T extends object>(name: string, jobs: readonly KeyedJob<T>[], options?: { deadLetter?: string }): Promise<number>;
  /** Registers a handler; call only in processes with the worker role. */
  work<T>(name: string, handler: (job: Job<T>) => Promise<unknown>, options?: WorkOptions): Promise<void>;
  /** Sends `name` (with no data) on a UTC cron, kept in the database by pg-boss; null removes it. */
  schedule(name: string, cron: string | null): Promise<void>;
  /** The cron `name` is sent on, or null. */
  scheduleOf(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

/** A job of `sendEach`: its own id (one job per id in a queue), its data and its priority. */
export interface KeyedJob<T> {
  id: string;
  data: T;
  priority?: number;
}

export interface WorkOptions {
  /** Jobs this process runs at once (default 1). */
  concurrency?: number;
  /** Jobs of one send-time `group` running at once across every worker process (pg-boss tracks it in the database). */
  perGroup?: number;
  /** Seconds between a running job's heartbeats (default: half its `heartbeatSeconds`). */
  heartbeatRefreshSeconds?: number;
}

/**
 * How often a worker woken by NOTIFY still polls: for jobs nothing announces, a retry after its
 * delay (which then waits up to this much more) or a scheduled send.
 */
const NOTIFIED_POLLING_SECONDS = 5;

/**
 * Jobs per statement of `sendEach`: a sweep over a long history sends thousands, and one statement
 * each was a round trip each (decision 2819); a thousand keeps a statement's JSON to about 160 kB.
 */
const INSERT_BATCH = 1000;

/** How long stopping waits for running jobs to finish before pg-boss fails them back to the queue. */
const STOP_TIMEOUT_MS = 10_000;

export async function startJobQueue(database: DatabaseHandle, log: { error(obj: unknown, msg?: string): void }): Promise<JobQueue> {
  // Expired and heart-dead jobs are found on the monitor's pass, which waits for both timers: every
  // 5 s, not the default minute, so a killed worker's analysis is back within about 20 s (issue 25,
  // analysis/service.ts).
  const passes = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 };
  // On the embedded database every poll of every queue's worker waits its turn at the one session
  // with the members' reads (decision 3051): a new job wakes its workers by NOTIFY instead, and
  // polling is only the backstop. PostgreSQL keeps its pool's short polls.
  const embedded = database.kind === 'pglite';
  const boss = embedded
    ? new PgBoss({ db: fromPglite(database.pglite), useListenNotify: true, ...passes })
    : new PgBoss({ connectionString: database.connectionString, max: 4, ...passes });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const wakeWorkersOf = (name: string) => {
    for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
  };

  const created = new Set<string>();
  const worked = new Set<string>();
  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      // A job whose worker died (crash, deploy, restart) is retried rather than lost.
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 15 * 60,
      // A worker that stops beating (killed mid-job) hands its job back after a minute.
      heartbeatSeconds: 60,
      notify: embedded,
    });
    // A queue made before NOTIFY was used on this data folder is not changed by createQueue.
    if (embedded) await boss.updateQueue(name, { notify: true });
    created.add(name);
  }

  return {
    async send(name, data, options) {
      // A job's dead-letter queue must exist before the job names it (a foreign key in pg-boss).
      if (options?.deadLetter) await ensureQueue(options.deadLetter);
      await ensureQueue(name);
      // pg-boss queues no second job of an id, so a job with its own id is sent again when the
      // database cuts the connection under it: a retry that finds the job there finds the one the
      // cut sending queued. A first sending that finds it was refused: the job was there before.
      const ownId = options?.id;
      const id = ownId
        ? await sendAgainOnLostConnection(async (retried) => (await boss.send(name, data, options)) ?? (retried ? ownId : null))
        : await boss.send(name, data, options ?? {});
      if (!id) throw new Error(`Job ${name} was not queued`);
      return id;
    },
    async sendEach(name, jobs, options) {
      if (options?.deadLetter) await ensureQueue(options.deadLetter);
      await ensureQueue(name);
      let queued = 0;
      for (let from = 0; from < jobs.length; from += INSERT_BATCH) {
        const batch = jobs.slice(from, from + INSERT_BATCH).map((job) => ({ ...job, deadLetter: options?.deadLetter }));
        // pg-boss inserts them in one statement that skips an id already queued, and answers the ids it queued.
        queued += (await boss.insert(name, batch, { returnId: true }))?.length ?? 0;
      }
      return queued;
    },
    async work<T>(name: string, handler: (job: Job<T>) => Promise<unknown>, options?: WorkOptions) {
      await ensureQueue(name);
      worked.add(name);
      await boss.work<T>(
        name,
        {
          batchSize: 1,
          pollingIntervalSeconds: 0.5,
          // Used while NOTIFY is live (the embedded database).
          notifyPollingIntervalSeconds: NOTIFIED_POLLING_SECONDS,
          localConcurrency: options?.concurrency ?? 1,
          ...(options?.perGroup ? { groupConcurrency: options.perGroup } : {}),
          ...(options?.heartbeatRefreshSeconds ? { heartbeatRefreshSeconds: options.heartbeatRefreshSeconds } : {}),
        },
        async ([job]) => {
          try {
            return await handler(job!);
          } finally {
            // A job held back by this one (the member's next swing: one at a time per group) is
            // announced by nothing: the worker that ran it fetches again as soon as it is done.
            if (embedded) wakeWorkersOf(name);
          }
        },
      );
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      if (cron === null) await boss.unschedule(name);
      else await boss.schedule(name, cron, null, { tz: 'UTC' });
    },
    async scheduleOf(name) {
      const [found] = await boss.getSchedules(name);
      return found?.cron ?? null;
    },
    async stop() {
      // pg-boss's graceful stop looks every 500 ms for workers still stopping, and its first look
      // comes before even an idle worker has finished: every stop cost half a second of nothing.
      // Stopping our workers first (each as soon as its running job, if any, is done) leaves it none.
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await withinMs(Promise.allSettled([...worked].map((name) => boss.offWork(name, { wait: true }))), STOP_TIMEOUT_MS);
      await boss.stop({ graceful: true, timeout: Math.max(0, deadline - Date.now()) });
    },
  };
}

/** Waits for `work`, or for `ms` at most. */
async function withinMs(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
