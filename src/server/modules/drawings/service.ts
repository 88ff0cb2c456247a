import type { SwingEventName } from '../../../shared/analysis';
import { DRAWINGS_PER_ANALYSIS, drawingBodySchema, type Drawing, type DrawingBody } from '../../../shared/drawings';
import type { AppContext } from '../../context';
import type { AnalysisDrawingRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { viewableSummary } from '../analysis/service';
import { findAnalysisSummary, type AnalysisSummaryRow } from '../analysis/store';
import * as store from './store';

/**
 * The member's drawings on their own analysis (issue 33, decision 3300). Whoever may read the
 * analysis (the owner, an admin, the coaches of the member's club) may read them; only the owner
 * draws, edits and deletes: anyone else gets the same 404 as a missing analysis.
 */

type EventFrames = Partial<Record<SwingEventName, number>>;

const notFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');

function eventFrames(row: AnalysisSummaryRow): EventFrames {
  return Object.fromEntries((row.analysis?.analysisResults.events ?? []).map((event) => [event.name, event.frame]));
}

/** A drawing tied to an event is shown where the event is now (the member may have moved it). */
function toDrawing(row: AnalysisDrawingRow, frames: EventFrames): Drawing {
  return {
    id: row.id,
    analysisId: row.analysisId,
    frame: (row.event && frames[row.event]) ?? row.frame,
    event: row.event,
    shape: row.shape,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ownFinishedSwing(ctx: AppContext, user: SessionUser, analysisId: string): Promise<AnalysisSummaryRow> {
  const row = await findAnalysisSummary(ctx.db, analysisId);
  if (!row || row.userId !== user.id) throw notFound();
  if (row.status !== 'done' || !row.analysis || !row.hasTrack) throw httpError(409, 'This analysis has not finished, so there is no frame to draw on yet.');
  return row;
}

/** The body checked against this swing: the event must be in it, the frame inside the video. */
async function placed(ctx: AppContext, row: AnalysisSummaryRow, body: DrawingBody): Promise<store.DrawingChange> {
  const input = drawingBodySchema.parse(body);
  if (input.event) {
    const frame = eventFrames(row)[input.event];
    if (frame === undefined) throw httpError(400, `This swing has no "${input.event}" position to draw on.`);
    return { ...input, frame };
  }
  const frame = input.frame!;
  const frames = await store.frameCountOf(ctx.db, row.id);
  if (frames !== null && frame >= frames) throw httpError(400, `This swing has ${frames} frames: frame ${frame} is past its end.`);
  return { ...input, frame };
}

export async function listDrawings(ctx: AppContext, user: SessionUser, analysisId: string): Promise<Drawing[]> {
  return drawingsOfSwing(ctx, await viewableSummary(ctx, user, analysisId));
}

/** The drawings of an analysis the caller may already see (its page, or a link to it), each at its frame now. */
export async function drawingsOfSwing(ctx: AppContext, row: AnalysisSummaryRow): Promise<Drawing[]> {
  const frames = eventFrames(row);
  return (await store.drawingsOf(ctx.db, row.id)).map((drawing) => toDrawing(drawing, frames));
}

export async function addDrawing(ctx: AppContext, user: SessionUser, analysisId: string, body: DrawingBody): Promise<Drawing> {
  const row = await ownFinishedSwing(ctx, user, analysisId);
  const change = await placed(ctx, row, body);
  if ((await store.countDrawings(ctx.db, analysisId)) >= DRAWINGS_PER_ANALYSIS) {
    throw httpError(409, `A swing keeps at most ${DRAWINGS_PER_ANALYSIS} drawings: delete one before adding another.`);
  }
  return toDrawing(await store.insertDrawing(ctx.db, { analysisId, ...change }), eventFrames(row));
}

export async function changeDrawing(ctx: AppContext, user: SessionUser, analysisId: string, drawingId: string, body: DrawingBody): Promise<Drawing> {
  const row = await ownFinishedSwing(ctx, user, analysisId);
  const updated = await store.updateDrawing(ctx.db, analysisId, drawingId, await placed(ctx, row, body));
  if (!updated) throw httpError(404, 'This drawing does not exist (it may have been deleted).');
  return toDrawing(updated, eventFrames(row));
}

export async function removeDrawing(ctx: AppContext, user: SessionUser, analysisId: string, drawingId: string): Promise<void> {
  await ownFinishedSwing(ctx, user, analysisId);
  if (!(await store.deleteDrawing(ctx.db, analysisId, drawingId))) throw httpError(404, 'This drawing does not exist (it may have been deleted).');
}
