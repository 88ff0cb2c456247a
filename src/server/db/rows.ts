import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a hand-written query (window functions and aggregates the query builder does not
 * spell). Both drivers, pg and PGlite, answer with `rows`; the caller names their shape.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
