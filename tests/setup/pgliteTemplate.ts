import { cpSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { PGLITE_MIGRATED_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from '../api/pgliteTemplateEnv';

/**
 * PGlite runs initdb whenever it opens an empty folder: seconds of CPU per test server, with the
 * same result every time. This makes one empty cluster per run, the way the server opens its
 * own, and a copy of it with the committed migrations applied by the server's own migrator
 * (decisions 1023, 1024). Each test server starts from a copy of the migrated one: its own
 * migrator finds nothing left to do, and it seeds the database itself. The empty one serves the
 * tests of the migrations themselves. Made fresh every run and removed after it, so nothing
 * carries over from an earlier run.
 */
export default async function setup() {
  // On PostgreSQL there is no cluster to make; the api and e2e projects share one template.
  if (process.env.TEST_DATABASE_URL || process.env[PGLITE_TEMPLATE_ENV]) return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-pglite-template-'));
  const cluster = path.join(dir, 'pglite');
  const database = await openDatabase({ pgliteDir: cluster });
  await database.close();
  const migrated = path.join(dir, 'pglite-migrated');
  cpSync(cluster, migrated, { recursive: true });
  const migrating = await openDatabase({ pgliteDir: migrated });
  await migrateDatabase(migrating);
  await migrating.close();
  // Read by startTestServer in the test workers, which Vitest starts with this process's env.
  process.env[PGLITE_TEMPLATE_ENV] = cluster;
  process.env[PGLITE_MIGRATED_TEMPLATE_ENV] = migrated;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[PGLITE_MIGRATED_TEMPLATE_ENV];
    await fs.rm(dir, { recursive: true, force: true });
  };
}
