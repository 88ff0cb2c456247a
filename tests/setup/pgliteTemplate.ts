import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { PGLITE_TEMPLATE_ENV } from '../api/pgliteTemplateEnv';

/**
 * PGlite runs initdb whenever it opens an empty folder: seconds of CPU per test server, with the
 * same result every time. This makes one empty cluster per run, the way the server opens its
 * own; each test server then starts from a copy and migrates and seeds it itself (decision 1023).
 * Made fresh every run and removed after it, so nothing carries over from an earlier run.
 */
export default async function setup() {
  // On PostgreSQL there is no cluster to make; the api and e2e projects share one template.
  if (process.env.TEST_DATABASE_URL || process.env[PGLITE_TEMPLATE_ENV]) return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-pglite-template-'));
  const cluster = path.join(dir, 'pglite');
  const database = await openDatabase({ pgliteDir: cluster });
  await database.close();
  // Read by startTestServer in the test workers, which Vitest starts with this process's env.
  process.env[PGLITE_TEMPLATE_ENV] = cluster;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await fs.rm(dir, { recursive: true, force: true });
  };
}
