import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analysisExports, type AnalysisExportRow } from '../../db/schema';

/** The export module's queries; rules live in the service and the job. */

export async function insertExport(db: Database, values: Pick<AnalysisExportRow, 'analysisId' | 'overlays'>): Promise<AnalysisExportRow> {
  const [row] = await db.insert(analysisExports).values(values).returning();
  return row!;
}

export async function deleteExport(db: Database, id: string): Promise<void> {
  await db.delete(analysisExports).where(eq(analysisExports.id, id));
}

/** The newest exports of an analysis first; a page shows only the last few. */
export async function exportsOf(db: Database, analysisId: string, limit = 5): Promise<AnalysisExportRow[]> {
  return db.select().from(analysisExports).where(eq(analysisExports.analysisId, analysisId)).orderBy(desc(analysisExports.createdAt)).limit(limit);
}

export async function findExport(db: Database, id: string): Promise<AnalysisExportRow | undefined> {
  const [row] = await db.select().from(analysisExports).where(eq(analysisExports.id, id)).limit(1);
  return row;
}

/** Exports of the analysis still queued or rendering that were written to since `since` (older ones were abandoned). */
export async function countUnfinished(db: Database, analysisId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(analysisExports)
    .where(and(eq(analysisExports.analysisId, analysisId), inArray(analysisExports.status, ['queued', 'rendering']), gt(analysisExports.updatedAt, since)));
  return row?.total ?? 0;
}

/** Updates an export; false when it is gone (its analysis was deleted meanwhile). */
export async function updateExport(db: Database, id: string, patch: Partial<Omit<AnalysisExportRow, 'id' | 'analysisId' | 'createdAt'>>): Promise<boolean> {
  const rows = await db
    .update(analysisExports)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(analysisExports.id, id))
    .returning({ id: analysisExports.id });
  return rows.length > 0;
}
