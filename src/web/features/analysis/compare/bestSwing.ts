import type { SwingAnalysisSummary } from '../../../../shared/analysis';

/**
 * The member's best swing: the highest-scoring finished swing with a video to play, the more
 * recent of equal scores. A posture check (a still) is stored without a score, so it never counts.
 */
export function bestSwing(analyses: readonly SwingAnalysisSummary[]): SwingAnalysisSummary | null {
  let best: (SwingAnalysisSummary & { overallScore: number }) | null = null;
  for (const analysis of analyses) {
    const { overallScore } = analysis;
    if (analysis.status !== 'done' || analysis.mediaKind !== 'video' || overallScore === null) continue;
    if (!best || overallScore > best.overallScore || (overallScore === best.overallScore && analysis.createdAt > best.createdAt)) {
      best = { ...analysis, overallScore };
    }
  }
  return best;
}
