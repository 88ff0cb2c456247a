import { swingAnalysisSchema, swingEventNameSchema, type EventAdjustment, type EventMove, type SwingAnalysis } from '../../../shared/analysis';
import type { EventFrames } from '../../../shared/eventAdjustment';
import { analyzeSwingWithEvents } from '../../../swing';
import type { PoseTrack } from '../../../swing/types';
import type { AppContext } from '../../context';
import type { SwingAnalysisRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { coachingOptions } from './coachingOptions';
import { storeThumbnails } from './job';
import { analysisNotFound, notFinished, ownFinishedSwing } from './ownSwing';
import { findAnalysis, rewriteAnalysis, type AnalysisSummaryRow } from './store';

/**
 * The member moves events of a finished swing (issue 8): everything measured is recomputed from
 * the stored keypoint track at the events they set, stored in place of the detected results, and
 * the moves are recorded so the pages can say "Adjusted by you" and offer the detected ones back.
 */

type FinishedSwingRow = SwingAnalysisRow & { track: PoseTrack; analysis: SwingAnalysis };

/** The owner's finished swing with the keypoint track that its events are re-measured from. */
export async function ownTrackedSwing(ctx: AppContext, user: SessionUser, id: string): Promise<FinishedSwingRow> {
  const row = ownFinishedSwing(await findAnalysis(ctx.db, id), user);
  if (!row.track) throw notFinished();
  return { ...row, track: row.track };
}

/** The moves already made, as the frames the member chose. */
export function movedFrames(adjustment: EventAdjustment | null): EventFrames {
  return Object.fromEntries((adjustment?.moves ?? []).map((move) => [move.event, move.toFrame]));
}

/** Moves events (on top of earlier moves) and stores the recomputed analysis. */
export async function moveEvents(ctx: AppContext, user: SessionUser, id: string, events: EventFrames): Promise<AnalysisSummaryRow> {
  const row = await ownTrackedSwing(ctx, user, id);
  return remeasure(ctx, row, { ...movedFrames(row.eventAdjustment), ...events });
}

/** Puts every event back where the engine found it. */
export async function restoreDetectedEvents(ctx: AppContext, user: SessionUser, id: string): Promise<AnalysisSummaryRow> {
  return remeasure(ctx, await ownTrackedSwing(ctx, user, id), {});
}

/**
 * The swing measured again from its stored track at the member's frames, with their confirmations;
 * no pose model runs. On a clip of several swings, the one the stored analysis measures unless
 * `swing` says another (decision 2414).
 */
export async function measureAgain(ctx: AppContext, row: FinishedSwingRow, moved: EventFrames, swing = row.analysis.analysisResults.clipSwings?.analysed) {
  const outcome = analyzeSwingWithEvents(row.track, moved, { ...(await coachingOptions(ctx.db, row)), swing });
  if (outcome.kind === 'invalid_events') throw httpError(400, outcome.message);
  if (outcome.kind === 'not_golf') throw httpError(409, 'This swing could not be measured again from its stored poses.');
  return { analysis: swingAnalysisSchema.parse(outcome.analysis), detected: outcome.detected };
}

/**
 * Measures again and stores the results, the moves and the stills. Another swing of the clip
 * (`swing`) starts without the member's confirmations: they were of the other swing's frames.
 */
export async function remeasure(ctx: AppContext, row: FinishedSwingRow, moved: EventFrames, swing?: number): Promise<AnalysisSummaryRow> {
  const otherSwing = swing === undefined ? {} : { eventConfirmations: [] };
  const { analysis, detected } = await measureAgain(ctx, { ...row, ...otherSwing }, moved, swing);
  // A move back onto the detected frame is no move.
  const moves: EventMove[] = swingEventNameSchema.options.flatMap((event) => {
    const toFrame = moved[event];
    const fromFrame = detected[event];
    return toFrame === undefined || toFrame === fromFrame ? [] : [{ event, fromFrame, toFrame }];
  });
  const eventAdjustment = moves.length > 0 ? { adjustedAt: new Date().toISOString(), moves } : null;
  const isVideo = !row.originalMime.startsWith('image/');
  const original = await ctx.storage.localPath(row.originalKey);
  try {
    const thumbnails = await storeThumbnails(ctx, row, { original: original.path, track: row.track }, isVideo, analysis);
    const patch = { analysis, overallScore: analysis.analysisResults.overallScore, eventAdjustment, thumbnails, ...otherSwing };
    const rewritten = await rewriteAnalysis(ctx.db, row.id, patch);
    if (!rewritten) throw analysisNotFound();
    return rewritten;
  } finally {
    await original.release();
  }
}
