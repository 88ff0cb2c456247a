import type { AnalysisProgress, AnalysisStage } from './analysis';

/**
 * Where each stage sits on one 0..1 scale across an analysis's run, from where the time goes on
 * phone clips (bench:phone): posing dominates, reading frames is interleaved with it, measuring is
 * quick, and the replay's encoding and the key positions' pictures are the coaching stage's wait.
 * The browser draws its bar with it and the server extrapolates the time left from it.
 */
const STAGE_SPANS: Record<Exclude<AnalysisStage, 'failed'>, [start: number, end: number]> = {
  upload: [0, 0],
  decode: [0, 0.1],
  pose: [0.1, 0.85],
  analysis: [0.85, 0.9],
  coaching: [0.9, 1],
  done: [1, 1],
};

/** 0..1 across the whole run (a failed one reads 0: nothing to show as done). */
export function runFraction(progress: Pick<AnalysisProgress, 'stage' | 'fraction' | 'status'>): number {
  if (progress.status === 'done') return 1;
  if (progress.stage === 'failed') return 0;
  const [start, end] = STAGE_SPANS[progress.stage];
  return start + (end - start) * Math.max(0, Math.min(1, progress.fraction));
}
