import type { AnalysisEstimate, AnalysisProgress } from '../../../shared/analysis';
import { runFraction } from '../../../shared/analysisStages';
import type { Database } from '../../db/client';
import { runsAhead, secondsSinceStart, typicalRunSeconds, type RunAhead } from './store';

/** Below this share of its run, an analysis's own pace says little: the typical run times it. */
const OWN_PACE_FROM = 0.2;

export interface EstimateInput {
  ahead: readonly RunAhead[];
  /** Median seconds of the latest finished runs; null before the first. */
  typical: number | null;
  /** This analysis: its share of the run done (0..1) and seconds since its run began (null: waiting). */
  own: { fraction: number; runningSeconds: number | null };
}

/**
 * Seconds until the result. The analyses ahead run one at a time (each worker process gives the
 * CPU to one analysis at a time, decision 1510), so their times add up: a running one its typical
 * time less what it has run, a waiting one the typical time. This one's own time left comes from
 * its own pace once a fifth of it is done (a long 4K clip is slower than the typical run, and its
 * pace shows it), before that from the typical run. Null when nothing has been timed yet and its
 * own pace cannot tell. With several worker processes it overstates the wait ahead.
 */
export function estimateSeconds({ ahead, typical, own }: EstimateInput): number | null {
  const ownPace = own.runningSeconds !== null && own.fraction >= OWN_PACE_FROM ? (own.runningSeconds * (1 - own.fraction)) / own.fraction : null;
  if (typical === null) return ahead.length === 0 && ownPace !== null ? Math.ceil(ownPace) : null;
  const aheadSeconds = ahead.reduce((sum, run) => sum + (run.runningSeconds === null ? typical : Math.max(0, typical - run.runningSeconds)), 0);
  const ownSeconds = ownPace ?? Math.max(0, typical - (own.runningSeconds ?? 0));
  return Math.ceil(aheadSeconds + ownSeconds);
}

/** The estimate of an unfinished analysis at this progress, read from the queue and the latest finished runs. */
export async function estimateOf(db: Database, progress: Pick<AnalysisProgress, 'id' | 'status' | 'stage' | 'fraction'>): Promise<AnalysisEstimate> {
  const [ahead, typical, runningSeconds] = await Promise.all([
    progress.status === 'queued' ? runsAhead(db, progress.id) : Promise.resolve([]),
    typicalRunSeconds(db),
    progress.status === 'processing' ? secondsSinceStart(db, progress.id) : Promise.resolve(null),
  ]);
  const fraction = progress.status === 'processing' ? runFraction(progress) : 0;
  return { ahead: ahead.length, secondsLeft: estimateSeconds({ ahead, typical, own: { fraction, runningSeconds } }) };
}
