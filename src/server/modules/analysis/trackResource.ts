import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { packTrack } from '../../../shared/trackCodec';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { findTrack, type AnalysisSummaryRow } from './store';
import { trackVersion } from './views';

const gzipAsync = promisify(gzip);

/**
 * GET /api/swing-analyses/{id}/track (decision 1500). A track is written when its analysis is
 * done, and a video's once more when the club read over its swing is stored (decision 2816); moving
 * events re-measures from it without changing it. Each version has its own address (trackUrl), so
 * it is served immutable with an ETag naming the analysis, its completion and that version: a
 * revalidation is answered 304 from the row's small columns, without reading the track. The body
 * is the packed form (src/shared/trackCodec.ts), gzipped off the event loop; every browser accepts
 * gzip, and a client that does not gets it plain.
 */
export async function sendTrack(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, row: AnalysisSummaryRow) {
  if (!row.hasTrack || !row.completedAt) throw httpError(404, 'This analysis has no keypoint track yet.');
  const etag = `"track-${row.id}-${row.completedAt.getTime()}-${trackVersion(row)}"`;
  reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable').header('vary', 'accept-encoding');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  const track = await findTrack(ctx.db, row.id);
  if (!track) throw httpError(404, 'This analysis has no keypoint track yet.');
  const json = JSON.stringify(packTrack(track));
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(json);
  return reply.header('content-encoding', 'gzip').send(await gzipAsync(json));
}
