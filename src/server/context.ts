import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from './db/client';
import { startJobQueue, type JobQueue } from './infra/jobs';
import { createMailer, type Mailer } from './infra/mail';
import { createPayments, type PaymentsPort } from './infra/payments';
import { createRealtime, inProcessBus, postgresBus, redisBus, type Realtime } from './infra/realtime';
import { createStorage, type FileStorage } from './infra/storage';
import { memberAnswerCache, type MemberAnswerCache } from './http/memberAnswerCache';

/** Everything a route, service or job handler needs from the outside world, built once per process. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jobs: JobQueue;
  realtime: Realtime;
  storage: FileStorage;
  mail: Mailer;
  payments: PaymentsPort;
  /** Members' read answers, serialized, keyed by their data version (decision 1507). */
  memberAnswers: MemberAnswerCache;
  log: FastifyBaseLogger;
  close(): Promise<void>;
}

export async function createContext(config: Config, log: FastifyBaseLogger): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    onConnectionError: (error) => log.warn({ err: error }, 'lost an idle database connection'),
  });
  await migrateDatabase(database);

  const jobs = await startJobQueue(database, log);
  const bus = config.redisUrl
    ? redisBus(config.redisUrl, log)
    : database.kind === 'postgres'
      ? postgresBus(database.connectionString, database.pool, log)
      : inProcessBus();
  const realtime = await createRealtime(bus, log);
  const mail = createMailer(config, database.db, log);
  const storage = createStorage(config);

  return {
    config,
    database,
    db: database.db,
    jobs,
    realtime,
    storage,
    mail,
    payments: createPayments(config),
    memberAnswers: memberAnswerCache(config.analysis.answerCacheBytes),
    log,
    async close() {
      // Jobs first (they finish or hand back their work), the database last.
      await jobs.stop();
      await realtime.close();
      await mail.close();
      await database.close();
    },
  };
}
