import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import { exportBodySchema, type ExportBody, type VideoExport } from '../../../shared/videoExport';
import type { AppContext } from '../../context';
import type { AnalysisExportRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { findAnalysisSummary, type AnalysisSummaryRow } from '../analysis/store';
import * as store from './store';

/**
 * Exports of a swing (issue 33): only its owner starts, follows and downloads them; anyone else
 * gets the 404 of a missing analysis, as for share links (decision 3301). The worker renders the
 * video (job.ts); one export of a swing runs at a time.
 */

export const EXPORT_JOB = 'swing-export';
export const exportJobSchema = z.object({ exportId: z.uuid() });

const notFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');
const exportNotFound = () => httpError(404, 'This export does not exist (it may have been deleted with its swing).');

export async function ownedSwing(ctx: AppContext, user: SessionUser, analysisId: string): Promise<AnalysisSummaryRow> {
  const row = await findAnalysisSummary(ctx.db, analysisId);
  if (!row || row.userId !== user.id) throw notFound();
  return row;
}

/**
 * A queued or rendering export whose row was not written to for this long has no run coming (its
 * worker died more often than pg-boss retries, or its job was lost): it is shown as failed and no
 * longer holds the swing's one export at a time. Longer than the job's 15-minute expiry.
 */
const ABANDONED_AFTER_MS = 20 * 60_000;
const ABANDONED = 'The video was not finished (the server was interrupted). Make it again.';

function isAbandoned(row: AnalysisExportRow, now = Date.now()): boolean {
  return (row.status === 'queued' || row.status === 'rendering') && now - row.updatedAt.getTime() > ABANDONED_AFTER_MS;
}

function toExport(row: AnalysisExportRow): VideoExport {
  if (isAbandoned(row)) return toExport({ ...row, status: 'failed', errorMessage: ABANDONED });
  return {
    id: row.id,
    status: row.status,
    fraction: row.fraction,
    overlays: row.overlays,
    downloadPath: row.status === 'done' ? pathTo(API_ROUTES.analysisExportVideo, { id: row.analysisId, exportId: row.id }) : null,
    sizeBytes: row.status === 'done' ? row.videoSize : null,
    error: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function makeExport(ctx: AppContext, user: SessionUser, analysisId: string, body: ExportBody): Promise<VideoExport> {
  const row = await ownedSwing(ctx, user, analysisId);
  if (row.status !== 'done' || !row.analysis || !row.hasTrack) throw httpError(409, 'This analysis has not finished, so there is no video to export yet.');
  if (!row.playbackKey) throw httpError(409, 'This analysis was made from an image, so there is no video to export.');
  const { overlays } = exportBodySchema.parse(body);
  if ((await store.countUnfinished(ctx.db, analysisId, new Date(Date.now() - ABANDONED_AFTER_MS))) > 0)
    throw httpError(409, 'A video of this swing is being made already: wait for it to finish.');
  const made = await store.insertExport(ctx.db, { analysisId, overlays });
  try {
    await ctx.jobs.send(EXPORT_JOB, { exportId: made.id }, { id: made.id });
  } catch (error) {
    await store.deleteExport(ctx.db, made.id);
    throw error;
  }
  return toExport(made);
}

export async function listExports(ctx: AppContext, user: SessionUser, analysisId: string): Promise<VideoExport[]> {
  await ownedSwing(ctx, user, analysisId);
  return (await store.exportsOf(ctx.db, analysisId)).map(toExport);
}

async function ownedExport(
  ctx: AppContext,
  user: SessionUser,
  analysisId: string,
  exportId: string,
): Promise<{ swing: AnalysisSummaryRow; made: AnalysisExportRow }> {
  const swing = await ownedSwing(ctx, user, analysisId);
  const made = await store.findExport(ctx.db, exportId);
  if (!made || made.analysisId !== analysisId) throw exportNotFound();
  return { swing, made };
}

export async function getExport(ctx: AppContext, user: SessionUser, analysisId: string, exportId: string): Promise<VideoExport> {
  return toExport((await ownedExport(ctx, user, analysisId, exportId)).made);
}

/** The finished MP4 as a download named after the swing's date. */
export async function sendExportVideo(ctx: AppContext, user: SessionUser, analysisId: string, exportId: string, reply: FastifyReply) {
  const { swing, made } = await ownedExport(ctx, user, analysisId, exportId);
  if (made.status !== 'done' || !made.videoKey) throw httpError(409, 'This video is not ready yet.');
  const stat = await ctx.storage.stat(made.videoKey);
  if (!stat) throw exportNotFound();
  return reply
    .header('content-type', 'video/mp4')
    .header('content-length', stat.size)
    .header('content-disposition', `attachment; filename="${downloadName(swing, 'mp4')}"`)
    .header('cache-control', 'private, no-store')
    .send(await ctx.storage.read(made.videoKey));
}

/** "swing-2026-11-26.mp4": the day the swing was uploaded. */
export function downloadName(swing: Pick<AnalysisSummaryRow, 'createdAt'>, extension: string): string {
  return `swing-${swing.createdAt.toISOString().slice(0, 10)}.${extension}`;
}
