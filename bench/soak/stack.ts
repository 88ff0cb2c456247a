import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { attachInbox, outboxInbox } from '../../tests/api/inbox';
import { startS3Double, type S3Double } from '../../tests/doubles/s3Server';
import { freePort, startCluster, type RunningCluster } from '../../scripts/cluster/supervisor';
import { createDatabase, startRedis, type SoakDatabase, type SoakRedis } from './services';

/**
 * A whole installation for a bench on real processes: a fresh database on the PostgreSQL server
 * (TEST_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/postgres), a Redis of its own, the S3 double, and the cluster
 * (web and worker processes behind the proxy) on them. `close` takes all of it away again.
 */
export interface Stack {
  cluster: RunningCluster;
  database: SoakDatabase;
  redis: SoakRedis;
  s3: S3Double;
  /** A small pool on the stack's database, for the bench's own checks (it survives cut connections). */
  reader: pg.Pool;
  close(): Promise<void>;
}

const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function startStack(options: { web: number; workers: number; onLine?: (name: string, line: string) => void }): Promise<Stack> {
  const s3 = await startS3Double();
  const redis = await startRedis();
  const database = await createDatabase(serverUrl());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-stack-'));
  const port = await freePort();
  const reader = new pg.Pool({ connectionString: database.url, max: 2 });
  reader.on('error', () => undefined);
  const teardown = async () => {
    await reader.end();
    await database.drop().catch((error: unknown) => console.error('could not drop the bench database', error));
    await redis.stop();
    await s3.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  let cluster: RunningCluster;
  try {
    cluster = await startCluster({
      web: options.web,
      workers: options.workers,
      host: '127.0.0.1',
      port,
      onLine: options.onLine,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        S3_BUCKET: 'bench',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'bench',
        S3_SECRET_ACCESS_KEY: 'bench',
        S3_FORCE_PATH_STYLE: 'true',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'bench-admin-password',
        DEMO_PASSWORD: 'bench-demo-password',
        COACH_WORD_DELAY_MS: '0',
      },
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  // Sign-up reads the confirmation mail from the outbox table, as the API tests do.
  const detachInbox = attachInbox(cluster.url, outboxInbox(drizzle(reader)));
  return {
    cluster,
    database,
    redis,
    s3,
    reader,
    async close() {
      detachInbox();
      await cluster.stop();
      await teardown();
    },
  };
}
