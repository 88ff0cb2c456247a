import type { SwingAnalysisDetail } from '../../shared/analysis';
import { analyzeSwing } from '../../swing';
import { syntheticGolfer, type GolferOptions } from '../../swing/syntheticGolfer';

/** A stored, finished analysis of a generated swing, as the detail route serves it; `extra` sets any field. */
export function syntheticDetail(id: string, createdAt: string, golfer: Partial<GolferOptions>, extra: Partial<SwingAnalysisDetail> = {}): SwingAnalysisDetail {
  const { track } = syntheticGolfer(golfer);
  const outcome = analyzeSwing(track);
  if (outcome.kind !== 'swing') throw new Error(outcome.reason);
  return {
    id,
    userId: 'member-1',
    status: 'done',
    stage: 'done',
    fraction: 1,
    error: null,
    sourceKind: 'video',
    mediaKind: 'video',
    clubUsed: null,
    practiceType: null,
    focusArea: null,
    swingLength: null,
    overallScore: outcome.analysis.analysisResults.overallScore,
    analysisResults: { overallScore: outcome.analysis.analysisResults.overallScore, analysisKind: 'swing', phase: 'finish', mainFault: null },
    thumbnailUrl: null,
    createdAt,
    completedAt: createdAt,
    analysis: outcome.analysis,
    trackUrl: null,
    thumbnails: {},
    videoUrl: null,
    ...extra,
  };
}
