import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { attachInbox, outboxInbox } from './inbox';
import { startProcess, type ServerProcess } from './processes';

/** How long a process may take to start on a machine busy with other test runs. */
export const START_MS = 180_000;

export interface Roles {
  web: ServerProcess;
  worker: ServerProcess;
  baseUrl: string;
  /** The installation's settings and data folder, for starting more processes of it. */
  env: Record<string, string>;
  dataDir: string;
  stop(): Promise<void>;
}

/** A fresh installation on its own PostgreSQL database: one web and one worker process of the real entry point. */
export async function startRoles(database: { url: string | undefined }, env: Record<string, string>): Promise<Roles> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-roles-'));
  const roleEnv = { DATABASE_URL: database.url!, ...env };
  const web = startProcess(['--role=web'], dataDir, roleEnv);
  const baseUrl = (await web.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, START_MS))[1]!;
  const worker = startProcess(['--role=worker'], dataDir, roleEnv);
  await worker.waitFor(/"roles":\["worker"\]/, START_MS);
  // The processes keep mail in their outbox table: the tests read it like the in-process harness.
  const mailReader = new pg.Pool({ connectionString: database.url!, max: 1 });
  // A test may cut this pool's connections too; an idle client's error must not end the test run.
  mailReader.on('error', () => undefined);
  const detachInbox = attachInbox(baseUrl, outboxInbox(drizzle(mailReader)));
  return {
    web,
    worker,
    baseUrl,
    env: roleEnv,
    dataDir,
    async stop() {
      detachInbox();
      await mailReader.end();
      for (const proc of [web, worker]) {
        if (proc.child.exitCode === null && proc.child.signalCode === null) {
          proc.child.kill('SIGTERM');
          await proc.exited;
        }
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
