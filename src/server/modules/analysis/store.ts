import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { swingAnalyses, type SwingAnalysisRow } from '../../db/schema';

/** Queries of the swing_analyses table; no rules here (those are in service.ts and job.ts). */

export type NewAnalysisRow = typeof swingAnalyses.$inferInsert;
export type AnalysisPatch = Partial<Omit<NewAnalysisRow, 'id' | 'userId' | 'createdAt'>>;

/** A row without the heavy keypoint track, for lists and status checks. */
export type AnalysisSummaryRow = Omit<SwingAnalysisRow, 'track'>;

const { track: _track, ...summaryColumns } = getTableColumns(swingAnalyses);

export async function insertAnalysis(db: Database, values: NewAnalysisRow): Promise<SwingAnalysisRow> {
  const [row] = await db.insert(swingAnalyses).values(values).returning();
  return row!;
}

export async function findAnalysis(db: Database, id: string): Promise<SwingAnalysisRow | undefined> {
  const [row] = await db.select().from(swingAnalyses).where(eq(swingAnalyses.id, id));
  return row;
}

export async function findAnalysisSummary(db: Database, id: string): Promise<AnalysisSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(swingAnalyses).where(eq(swingAnalyses.id, id));
  return row;
}

/** A member's analyses, newest first. */
export async function listAnalysesOf(db: Database, userId: string): Promise<AnalysisSummaryRow[]> {
  return db.select(summaryColumns).from(swingAnalyses).where(eq(swingAnalyses.userId, userId)).orderBy(desc(swingAnalyses.createdAt), desc(swingAnalyses.id));
}

/** Updates a row; returns false when it is gone (deleted while the job ran). */
export async function updateAnalysis(db: Database, id: string, patch: AnalysisPatch): Promise<boolean> {
  const rows = await db
    .update(swingAnalyses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(swingAnalyses.id, id))
    .returning({ id: swingAnalyses.id });
  return rows.length > 0;
}

/**
 * Marks the start of a job run on a row that is not finished yet, counting the attempt.
 * Returns the row, or undefined when it is gone or already finished (a repeated job is a no-op).
 */
export async function startAttempt(db: Database, id: string): Promise<SwingAnalysisRow | undefined> {
  const [row] = await db
    .update(swingAnalyses)
    .set({ status: 'processing', attempts: sql`${swingAnalyses.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(swingAnalyses.id, id), inArray(swingAnalyses.status, ['queued', 'processing'])))
    .returning();
  return row;
}

export async function deleteAnalysisRow(db: Database, id: string): Promise<void> {
  await db.delete(swingAnalyses).where(eq(swingAnalyses.id, id));
}

/** Rows still waiting for their first run that were created before `before`. */
export async function findQueuedBefore(db: Database, before: Date): Promise<Array<{ id: string }>> {
  return db
    .select({ id: swingAnalyses.id })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.status, 'queued'), lt(swingAnalyses.createdAt, before)));
}

/** Rows marked processing whose run has not touched them since `before`. */
export async function findProcessingIdleSince(db: Database, before: Date): Promise<Array<{ id: string; userId: string }>> {
  return db
    .select({ id: swingAnalyses.id, userId: swingAnalyses.userId })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.status, 'processing'), lt(swingAnalyses.updatedAt, before)));
}
