import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import type { AnalysisStatus } from '../../../shared/analysis';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import type { AnalysisSummaryRow } from './store';

const NO_VIDEO: Record<AnalysisStatus, string> = {
  queued: 'The video is not ready yet: the analysis is still running.',
  processing: 'The video is not ready yet: the analysis is still running.',
  done: 'This analysis was made from an image, so it has no video.',
  failed: 'This analysis failed, so it has no playback video.',
};

/** The H.264 playback rendition, with byte ranges so the player can seek frame by frame (the member's and a share link's). */
export async function sendVideo(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, row: AnalysisSummaryRow) {
  if (!row.playbackKey) throw httpError(404, NO_VIDEO[row.status]);
  const stat = await ctx.storage.stat(row.playbackKey);
  if (!stat) throw httpError(404, 'The video of this analysis is missing.');
  reply.header('accept-ranges', 'bytes');
  const ranges = request.headers.range ? rangeParser(stat.size, request.headers.range, { combine: true }) : -2;
  if (ranges === -1) {
    return reply.status(416).header('content-range', `bytes */${stat.size}`).send({ message: 'The requested range is outside the video.' });
  }
  reply.header('content-type', 'video/mp4').header('cache-control', 'private, max-age=3600');
  // No Range, a malformed one, or several ranges: the whole file (multipart ranges are not worth it here).
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    reply.header('content-length', stat.size);
    return reply.send(await ctx.storage.read(row.playbackKey));
  }
  const { start, end } = ranges[0]!;
  reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${stat.size}`)
    .header('content-length', end - start + 1);
  return reply.send(await ctx.storage.read(row.playbackKey, { start, end }));
}
