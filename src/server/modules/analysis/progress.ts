import { analysisStageSchema, type AnalysisProgress, type AnalysisStage, type AnalysisStatus } from '../../../shared/analysis';
import type { AppContext } from '../../context';
import { estimateOf } from './estimate';
import { updateAnalysis } from './store';

/**
 * Tells the member's open sockets how far an analysis is (spec-style `{ type, data }`), with the
 * time it is expected to take yet while it is waiting or running.
 */
export async function publishProgress(ctx: AppContext, userId: string, progress: AnalysisProgress): Promise<void> {
  try {
    const unfinished = progress.status === 'queued' || progress.status === 'processing';
    const data = unfinished ? { ...progress, estimate: await estimateOf(ctx.db, progress) } : progress;
    await ctx.realtime.publishToUser(userId, { type: 'analysis_progress', data });
  } catch (error) {
    // Progress is a courtesy: the row is the truth and can be polled, so a lost message is logged only.
    ctx.log.warn({ err: error, analysisId: progress.id }, 'could not publish analysis progress');
  }
}

/** Pose reports progress per frame; members and the database hear of it in these steps. */
const MIN_FRACTION_STEP = 0.1;

const STAGE_ORDER = analysisStageSchema.options;

export interface StageProgress {
  stage: AnalysisStage;
  fraction: number;
}

/**
 * What to pass on after `last`, or undefined to stay quiet. Stages only move forward (decoding
 * and posing run interleaved, so late 'decode' reports after the first 'pose' one are dropped);
 * within a stage only steps of 10 % and the final 100 % are passed on.
 */
export function nextProgress(last: StageProgress | undefined, stage: AnalysisStage, fraction: number): StageProgress | undefined {
  const clamped = Math.max(0, Math.min(1, fraction));
  if (!last || STAGE_ORDER.indexOf(stage) > STAGE_ORDER.indexOf(last.stage)) return { stage, fraction: clamped };
  if (stage !== last.stage) return undefined;
  const finished = clamped === 1 && last.fraction < 1;
  return clamped - last.fraction >= MIN_FRACTION_STEP || finished ? { stage, fraction: clamped } : undefined;
}

/**
 * Records and pushes the stage of a running analysis, filtered by nextProgress: a 500-frame clip
 * costs a dozen writes, not a thousand.
 */
export function progressReporter(ctx: AppContext, analysis: { id: string; userId: string }) {
  let last: StageProgress | undefined;
  let pending: Promise<void> = Promise.resolve();

  async function write(status: AnalysisStatus, stage: AnalysisStage, fraction: number) {
    await updateAnalysis(ctx.db, analysis.id, { stage, stageFraction: fraction });
    await publishProgress(ctx, analysis.userId, { id: analysis.id, status, stage, fraction, error: null });
  }

  return {
    /** Synchronous so it can sit in a per-frame callback; writes are chained, never concurrent. */
    report(stage: AnalysisStage, fraction: number) {
      const next = nextProgress(last, stage, fraction);
      if (!next) return;
      last = next;
      pending = pending
        .then(() => write('processing', next.stage, next.fraction))
        .catch((error: unknown) => {
          ctx.log.warn({ err: error, analysisId: analysis.id }, 'could not record analysis progress');
        });
    },
    /** Waits for the writes queued so far (before the final state is written over them). */
    flush(): Promise<void> {
      return pending;
    },
  };
}
