import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { retryReadsOnLostConnection } from './lostConnection';
import { openPgliteThread, type PgliteThread } from './pgliteThread';
import * as schema from './schema';

type Schema = typeof schema;
/** The drizzle instance, the same type whether PGlite or PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The database connection and what else needs the raw driver: pg-boss takes the embedded database
 * (PGlite in its own thread) or the connection string, and the realtime fan-out listens on a
 * PostgreSQL connection.
 */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PgliteThread; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; in memory when undefined. */
  pgliteDir?: string;
  /** Told when an idle PostgreSQL connection is lost (server restart, terminated backend). */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener a lost idle connection would crash the process; the pool replaces it
    // and the next query reconnects.
    pool.on('error', (error) => options.onConnectionError?.(error));
    retryReadsOnLostConnection(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { kind: 'postgres', db, pool, connectionString: options.databaseUrl, close: () => pool.end() };
  }
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const pglite = await openPgliteThread(options.pgliteDir);
  const db = drizzleOnThread(pglite, { schema }) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/** Drizzle's PGlite driver on the thread: it calls only `query` and `transaction`, which the thread answers as PGlite does. */
function drizzleOnThread(pglite: PgliteThread, config: { schema?: Schema } = {}) {
  return drizzlePglite(pglite as unknown as PGlite, config);
}

/** An arbitrary constant naming our start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK = 727_001;

/**
 * Applies the committed migrations; the same SQL serves both drivers. On PostgreSQL several
 * processes (web and worker roles) may start at once, so they take turns under an advisory lock.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzleOnThread(handle.pglite), { migrationsFolder });
    return;
  }
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await migratePg(drizzlePg(handle.pool), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    lockClient.release();
  }
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
