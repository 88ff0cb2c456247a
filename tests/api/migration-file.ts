import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * Runs one migration's SQL again on a database that already has it, statement by statement as
 * drizzle's migrator splits it: a data migration's test stages rows from before it, then runs it.
 */
export async function runMigrationFile(db: Database, file: string): Promise<void> {
  const text = await fs.readFile(path.resolve(import.meta.dirname, '../../src/server/db/migrations', file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
