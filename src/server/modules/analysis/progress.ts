import type { AnalysisProgress, AnalysisStage, AnalysisStatus } from '../../../shared/analysis';
import type { AppContext } from '../../context';
import { updateAnalysis } from './store';

export const PROGRESS_MESSAGE = 'analysis_progress';

/** Tells the member's open sockets how far an analysis is (spec-style `{ type, data }`). */
export async function publishProgress(ctx: AppContext, userId: string, progress: AnalysisProgress): Promise<void> {
  try {
    await ctx.realtime.publishToUser(userId, { type: PROGRESS_MESSAGE, data: progress });
  } catch (error) {
    // Progress is a courtesy: the row is the truth and can be polled, so a lost message is logged only.
    ctx.log.warn({ err: error, analysisId: progress.id }, 'could not publish analysis progress');
  }
}

/** Pose reports progress per frame; members and the database hear of it in these steps. */
const MIN_FRACTION_STEP = 0.1;

/**
 * Records and pushes the stage of a running analysis. Within a stage only steps of 10 % are
 * passed on, so a 500-frame clip costs a dozen writes, not five hundred.
 */
export function progressReporter(ctx: AppContext, analysis: { id: string; userId: string }) {
  let last: { stage: AnalysisStage; fraction: number } | undefined;
  let pending: Promise<void> = Promise.resolve();

  async function write(status: AnalysisStatus, stage: AnalysisStage, fraction: number) {
    await updateAnalysis(ctx.db, analysis.id, { stage, stageFraction: fraction });
    await publishProgress(ctx, analysis.userId, { id: analysis.id, status, stage, fraction, error: null });
  }

  return {
    /** Synchronous so it can sit in a per-frame callback; writes are chained, never concurrent. */
    report(stage: AnalysisStage, fraction: number) {
      const clamped = Math.max(0, Math.min(1, fraction));
      if (last && last.stage === stage && clamped - last.fraction < MIN_FRACTION_STEP && clamped < 1) return;
      if (last && last.stage === stage && clamped === last.fraction) return;
      last = { stage, fraction: clamped };
      pending = pending.then(() => write('processing', stage, clamped)).catch((error: unknown) => {
        ctx.log.warn({ err: error, analysisId: analysis.id }, 'could not record analysis progress');
      });
    },
    /** Waits for the writes queued so far (before the final state is written over them). */
    flush(): Promise<void> {
      return pending;
    },
  };
}
