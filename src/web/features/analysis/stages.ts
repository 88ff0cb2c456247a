import type { AnalysisProgress, AnalysisStage } from '../../../shared/analysis';

/**
 * How far an analysis is, for one progress bar across the server's stages. The weights follow
 * where the time goes on a typical clip: pose tracking dominates, decoding and scoring are quick.
 */
const STAGE_SPANS: Record<Exclude<AnalysisStage, 'failed'>, [start: number, end: number]> = {
  upload: [0, 0.05],
  decode: [0.05, 0.15],
  pose: [0.15, 0.85],
  analysis: [0.85, 1],
  done: [1, 1],
};

export const STAGE_LABELS: Record<AnalysisStage, string> = {
  upload: 'Waiting for the analysis to start',
  decode: 'Reading your video',
  pose: 'Tracking your body frame by frame',
  analysis: 'Measuring your swing and writing your coaching',
  done: 'Done',
  failed: 'Failed',
};

/** 0..100 across the whole analysis. */
export function overallPercent(progress: Pick<AnalysisProgress, 'stage' | 'fraction' | 'status'>): number {
  if (progress.status === 'done') return 100;
  if (progress.stage === 'failed') return 0;
  const [start, end] = STAGE_SPANS[progress.stage];
  return Math.round((start + (end - start) * progress.fraction) * 100);
}

/** The stages a member sees as steps, in order. */
export const VISIBLE_STAGES = ['decode', 'pose', 'analysis'] as const satisfies readonly AnalysisStage[];
