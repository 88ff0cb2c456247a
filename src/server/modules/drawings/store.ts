import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analysisDrawings, swingAnalyses, type AnalysisDrawingRow } from '../../db/schema';

/** The drawings module's queries; rules live in the service. */

type Db = Database;
export type NewDrawing = Pick<typeof analysisDrawings.$inferInsert, 'analysisId' | 'frame' | 'event' | 'shape' | 'label'>;
export type DrawingChange = Pick<NewDrawing, 'frame' | 'event' | 'shape' | 'label'>;

/** Frames in the analysis's video, read from its stored track without loading the track. */
export async function frameCountOf(db: Db, analysisId: string): Promise<number | null> {
  const [row] = await db
    .select({ frames: sql<number | null>`(${swingAnalyses.track}->>'frameCount')::int` })
    .from(swingAnalyses)
    .where(eq(swingAnalyses.id, analysisId))
    .limit(1);
  return row?.frames ?? null;
}

export async function drawingsOf(db: Db, analysisId: string): Promise<AnalysisDrawingRow[]> {
  return db
    .select()
    .from(analysisDrawings)
    .where(eq(analysisDrawings.analysisId, analysisId))
    .orderBy(asc(analysisDrawings.frame), asc(analysisDrawings.createdAt));
}

export async function countDrawings(db: Db, analysisId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(analysisDrawings).where(eq(analysisDrawings.analysisId, analysisId));
  return row?.total ?? 0;
}

export async function insertDrawing(db: Db, values: NewDrawing): Promise<AnalysisDrawingRow> {
  const [row] = await db.insert(analysisDrawings).values(values).returning();
  return row!;
}

export async function updateDrawing(db: Db, analysisId: string, id: string, change: DrawingChange): Promise<AnalysisDrawingRow | undefined> {
  const [row] = await db
    .update(analysisDrawings)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(analysisDrawings.analysisId, analysisId), eq(analysisDrawings.id, id)))
    .returning();
  return row;
}

export async function deleteDrawing(db: Db, analysisId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(analysisDrawings)
    .where(and(eq(analysisDrawings.analysisId, analysisId), eq(analysisDrawings.id, id)))
    .returning({ id: analysisDrawings.id });
  return rows.length > 0;
}
