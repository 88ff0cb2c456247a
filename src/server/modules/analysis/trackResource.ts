import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { packTrack } from '../../../shared/trackCodec';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { findTrack, type AnalysisSummaryRow } from './store';

const gzipAsync = promisify(gzip);

/**
 * GET /api/swing-analyses/{id}/track (decision 1500). A track is written once, when its analysis
 * is done, and never changes (moving events re-measures from it), so it is served immutable with
 * an ETag naming the analysis and its completion: a revalidation is answered 304 from the row's
 * small columns, without reading the track. The body is the packed form (src/shared/trackCodec.ts),
 * gzipped off the event loop; every browser accepts gzip, and a client that does not gets it plain.
 */
export async function sendTrack(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, row: AnalysisSummaryRow) {
  if (!row.hasTrack || !row.completedAt) throw httpError(404, 'This analysis has no keypoint track yet.');
  const etag = `"track-${row.id}-${row.completedAt.getTime()}"`;
  reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable').header('vary', 'accept-encoding');
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  const track = await findTrack(ctx.db, row.id);
  if (!track) throw httpError(404, 'This analysis has no keypoint track yet.');
  const json = JSON.stringify(packTrack(track));
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(json);
  return reply.header('content-encoding', 'gzip').send(await gzipAsync(json));
}
