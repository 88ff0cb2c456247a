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
import { findAnalysis, updateAnalysis } from './store';

/**
 * The member moves events of a finished swing (issue 8): everything measured is recomputed from
 * the stored keypoint track at the events they set, stored in place of the detected results, and
 * the moves are recorded so the pages can say "Adjusted by you" and offer the detected ones back.
 */

type FinishedSwingRow = SwingAnalysisRow & { track: PoseTrack; analysis: SwingAnalysis };

const notFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');

/**
 * Only the owner may move events: the results become theirs. Another member (an admin included)
 * gets the same 404 as a missing id, as for reading (decision 0707).
 */
async function ownFinishedSwing(ctx: AppContext, user: SessionUser, id: string): Promise<FinishedSwingRow> {
  const row = await findAnalysis(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound();
  if (row.status !== 'done' || !row.track || !row.analysis) {
    throw httpError(409, 'This analysis has not finished, so it has no events to move yet.');
  }
  if (row.analysis.analysisResults.analysisKind === 'posture') {
    throw httpError(409, 'A posture check is one still position: it has no swing events to move.');
  }
  return { ...row, track: row.track, analysis: row.analysis };
}

/** The moves already made, as the frames the member chose. */
function movedFrames(adjustment: EventAdjustment | null): EventFrames {
  return Object.fromEntries((adjustment?.moves ?? []).map((move) => [move.event, move.toFrame]));
}

/** Moves events (on top of earlier moves) and stores the recomputed analysis. */
export async function moveEvents(ctx: AppContext, user: SessionUser, id: string, events: EventFrames): Promise<SwingAnalysisRow> {
  const row = await ownFinishedSwing(ctx, user, id);
  return remeasure(ctx, row, { ...movedFrames(row.eventAdjustment), ...events });
}

/** Puts every event back where the engine found it. */
export async function restoreDetectedEvents(ctx: AppContext, user: SessionUser, id: string): Promise<SwingAnalysisRow> {
  return remeasure(ctx, await ownFinishedSwing(ctx, user, id), {});
}

async function remeasure(ctx: AppContext, row: FinishedSwingRow, moved: EventFrames): Promise<SwingAnalysisRow> {
  const outcome = analyzeSwingWithEvents(row.track, moved, await coachingOptions(ctx.db, row));
  if (outcome.kind === 'invalid_events') throw httpError(400, outcome.message);
  if (outcome.kind === 'not_golf') throw httpError(409, 'This swing could not be measured again from its stored poses.');
  const analysis = swingAnalysisSchema.parse(outcome.analysis);
  // A move back onto the detected frame is no move.
  const moves: EventMove[] = swingEventNameSchema.options.flatMap((event) => {
    const toFrame = moved[event];
    const fromFrame = outcome.detected[event];
    return toFrame === undefined || toFrame === fromFrame ? [] : [{ event, fromFrame, toFrame }];
  });
  const eventAdjustment = moves.length > 0 ? { adjustedAt: new Date().toISOString(), moves } : null;
  const isVideo = !row.originalMime.startsWith('image/');
  const original = await ctx.storage.localPath(row.originalKey);
  try {
    const thumbnails = await storeThumbnails(ctx, row, original.path, isVideo, analysis);
    const patch = { analysis, overallScore: analysis.analysisResults.overallScore, eventAdjustment, thumbnails };
    if (!(await updateAnalysis(ctx.db, row.id, patch))) throw notFound();
    return { ...row, ...patch };
  } finally {
    await original.release();
  }
}
