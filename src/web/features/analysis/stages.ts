import type { AnalysisEstimate, AnalysisProgress, AnalysisStage } from '../../../shared/analysis';
import { runFraction } from '../../../shared/analysisStages';

/** What the analysis is doing, as a sentence (the bar's caption and the history's line). */
export const STAGE_LABELS: Record<AnalysisStage, string> = {
  upload: 'Received, waiting for its turn',
  decode: 'Reading the frames of your video',
  pose: 'Finding your swing, frame by frame',
  analysis: 'Measuring your swing',
  coaching: 'Preparing your coaching: key positions and replay',
  done: 'Done',
  failed: 'Failed',
};

/** The steps a member sees ticked off, in order, with their short names. */
export const VISIBLE_STAGES = ['upload', 'decode', 'pose', 'analysis', 'coaching'] as const satisfies readonly AnalysisStage[];
export const STEP_LABELS: Record<(typeof VISIBLE_STAGES)[number], string> = {
  upload: 'Received',
  decode: 'Reading frames',
  pose: 'Finding the swing',
  analysis: 'Measuring',
  coaching: 'Coaching',
};

/** 0..100 across the analysis's run (waiting in the queue is 0: the estimate says how long). */
export function overallPercent(progress: Pick<AnalysisProgress, 'stage' | 'fraction' | 'status'>): number {
  return Math.round(runFraction(progress) * 100);
}

/** "12.4 MB of 48.0 MB": what has left the browser, in the megabytes a phone shows its files in. */
export function bytesText(sent: number, total: number): string {
  const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);
  return `${megabytes(sent)} MB of ${megabytes(total)} MB`;
}

function durationText(seconds: number): string {
  if (seconds < 60) return `${Math.max(5, Math.round(seconds / 5) * 5)} s`;
  const rounded = Math.round(seconds / 10) * 10;
  const minutes = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * The server's estimate in words: the swings ahead, then the time left. Nothing about time when the
 * server has no finished run to time one by: a made-up number is worse than none.
 */
export function estimateText(estimate: AnalysisEstimate): string {
  const parts: string[] = [];
  if (estimate.ahead > 0) parts.push(`${estimate.ahead} ${estimate.ahead === 1 ? 'swing' : 'swings'} ahead of yours`);
  if (estimate.secondsLeft !== null) parts.push(estimate.secondsLeft < 3 ? 'almost done' : `about ${durationText(estimate.secondsLeft)} left`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
