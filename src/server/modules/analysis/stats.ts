import { and, desc, eq, gte, isNotNull, ne, notLike, sql, count } from 'drizzle-orm';
import { improvementOfHalves, type AnalysisStats } from '../../../shared/memberStats';
import type { Database } from '../../db/client';
import { swingAnalyses } from '../../db/schema';
import { scoreHalves } from '../progress/figures';

/**
 * The dashboard's figures (spec §9 "Dashboard stats") from indexed columns (decision 1501): the
 * same numbers memberStats and bestSwing computed in the browser from every analysis.
 */
export async function analysisStats(db: Database, userId: string, monthStart: Date): Promise<AnalysisStats> {
  const [[month], halves, [best, runnerUp]] = await Promise.all([
    // A failed upload is not an analysis the member got; one still running already counts.
    db
      .select({ value: count() })
      .from(swingAnalyses)
      .where(and(eq(swingAnalyses.userId, userId), ne(swingAnalyses.status, 'failed'), gte(swingAnalyses.createdAt, monthStart))),
    scoreHalves(db, userId),
    db
      .select({ id: swingAnalyses.id, overallScore: sql<number>`${swingAnalyses.overallScore}` })
      .from(swingAnalyses)
      .where(
        and(
          eq(swingAnalyses.userId, userId),
          eq(swingAnalyses.status, 'done'),
          isNotNull(swingAnalyses.overallScore),
          notLike(swingAnalyses.originalMime, 'image/%'),
        ),
      )
      .orderBy(desc(swingAnalyses.overallScore), desc(swingAnalyses.createdAt))
      // A best needs another swing to be best against: the first upload is not "your best so far".
      .limit(2),
  ]);
  const scoreTotal = halves.olderSum + halves.newerSum;
  return {
    analysesThisMonth: month?.value ?? 0,
    averageScore: halves.count === 0 ? null : Math.round(scoreTotal / halves.count),
    improvementPercent: improvementOfHalves(halves),
    best: best && runnerUp ? best : null,
  };
}
