import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { modelSwings, swingAnalyses } from '../../db/schema';

/** The model-swing module's queries; rules live in the service. */

export interface ModelSwingRecord {
  analysisId: string;
  markedAt: Date;
  overallScore: number | null;
  createdAt: Date;
}

export async function modelSwingOf(db: Database, userId: string): Promise<ModelSwingRecord | undefined> {
  const [row] = await db
    .select({
      analysisId: modelSwings.analysisId,
      markedAt: modelSwings.markedAt,
      overallScore: swingAnalyses.overallScore,
      createdAt: swingAnalyses.createdAt,
    })
    .from(modelSwings)
    .innerJoin(swingAnalyses, eq(swingAnalyses.id, modelSwings.analysisId))
    .where(eq(modelSwings.userId, userId));
  return row;
}

/** One model per member: a new one replaces the one before in the same row. */
export async function keepModelSwing(db: Database, userId: string, analysisId: string): Promise<void> {
  const markedAt = new Date();
  await db.insert(modelSwings).values({ userId, analysisId, markedAt }).onConflictDoUpdate({ target: modelSwings.userId, set: { analysisId, markedAt } });
}

export async function forgetModelSwing(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(modelSwings).where(eq(modelSwings.userId, userId)).returning({ userId: modelSwings.userId });
  return rows.length > 0;
}
