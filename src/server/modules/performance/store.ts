import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { KeyMetrics } from '../../../shared/analysis';
import type { Club, FocusArea, PracticeType } from '../../../shared/swingLabels';
import type { Database } from '../../db/client';
import { swingAnalyses } from '../../db/schema';
import type { StoredFault } from './faultAreas';

/** What the performance and progress pages read of one finished analysis; the heavy parts stay in the row. */
export interface FinishedAnalysisRow {
  id: string;
  createdAt: Date;
  overallScore: number;
  keyMetrics: Partial<KeyMetrics> | null;
  faults: StoredFault[] | null;
  clubUsed: Club | null;
  practiceType: PracticeType | null;
  focusArea: FocusArea | null;
}

/** A member's finished analyses, oldest first. Only the JSON paths needed are pulled out of `analysis`. */
export async function listFinishedAnalyses(db: Database, userId: string): Promise<FinishedAnalysisRow[]> {
  const rows = await db
    .select({
      id: swingAnalyses.id,
      createdAt: swingAnalyses.createdAt,
      overallScore: swingAnalyses.overallScore,
      keyMetrics: sql<Partial<KeyMetrics> | null>`${swingAnalyses.analysis} -> 'analysisResults' -> 'keyMetrics'`,
      faults: sql<StoredFault[] | null>`${swingAnalyses.analysis} -> 'analysisResults' -> 'faults'`,
      clubUsed: swingAnalyses.clubUsed,
      practiceType: swingAnalyses.practiceType,
      focusArea: swingAnalyses.focusArea,
    })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.userId, userId), eq(swingAnalyses.status, 'done'), isNotNull(swingAnalyses.overallScore)))
    .orderBy(asc(swingAnalyses.createdAt), asc(swingAnalyses.id));
  return rows.map((row) => ({ ...row, overallScore: row.overallScore! }));
}
