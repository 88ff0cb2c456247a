import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream, LevelWithSilent } from 'pino';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { createLogger } from '../../src/server/infra/log';
import { startServer } from '../../src/server/start';
import { attachInbox, outboxInbox } from './inbox';
import { PGLITE_MIGRATED_TEMPLATE_ENV } from './pgliteTemplateEnv';

export const TEST_ADMIN = { email: 'admin@test.fairwaycoach.local', password: 'admin-password-for-tests' };

export interface TestServer {
  baseUrl: string;
  ctx: AppContext;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set
 * (CI runs the API suite that way too), otherwise PGlite in a temporary folder.
 */
export async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `fc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Closed pools finish hanging up asynchronously; forcing the drop while they do would send
      // them a termination they report as an error. Wait for them, then force what is left.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestServerOptions {
  /** Receives the server's log (JSON lines, level info) so a test can read what it logged. */
  logTo?: DestinationStream;
}

/**
 * Starts the real server (web and worker roles) on 127.0.0.1 and a random port. Passing
 * DATABASE_URL in env joins an existing database (a second process of the same installation).
 */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-test-'));
  const database = env.DATABASE_URL ? { url: undefined, drop: async () => undefined } : await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_PASSWORD: 'demo-password-for-tests',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    HOST: '127.0.0.1',
    PORT: '0',
    // The coach's streamed words without the reading pace: tests read replies, not watch them.
    COACH_WORD_DELAY_MS: '0',
    ...env,
  });
  // PGlite's cluster, made and migrated once per run (tests/setup/pgliteTemplate.ts) instead of
  // by initdb and the migrator here; the server seeds it as it would a new installation. Copied
  // synchronously: fs.cp's promise per file took two to three times as long for its 1,200 files.
  const template = process.env[PGLITE_MIGRATED_TEMPLATE_ENV];
  if (template && !config.databaseUrl && config.dataDir === dataDir) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const level = options.logTo ? 'info' : ((process.env.TEST_LOG_LEVEL ?? 'silent') as LevelWithSilent);
  const log = createLogger(level, options.logTo);
  const server = await startServer(config, log);
  if (!server.app || !server.baseUrl) throw new Error('The test server has no HTTP app (is the web role off?)');
  // With SMTP_URL the mail leaves the server: the test attaches its SMTP double's inbox instead.
  const detachInbox = config.smtpUrl ? () => undefined : attachInbox(server.baseUrl, outboxInbox(server.ctx.db));

  return {
    baseUrl: server.baseUrl,
    ctx: server.ctx,
    app: server.app,
    async close() {
      detachInbox();
      await server.close();
      await database.drop();
      // Retried: on a loaded machine one teardown met ENOTEMPTY, a file landing in the folder
      // while it was being emptied (the server had closed; what wrote it was not found).
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
