import type { FastifyReply, FastifyRequest } from 'fastify';
import { syncUploadsBusy } from './errors';

/**
 * How many POST /api/swing-analysis bodies this process receives at once (decisions 1503, 1508).
 * The data URL streams to disk (about 3 MB of memory each), so the cap now bounds the work files
 * on disk and the decoding work rather than memory; a request past it is refused before its body
 * is read. A slot is freed as soon as the file is on disk, not when the analysis ends.
 */
export function syncUploadSlots(limit: number) {
  let taken = 0;
  const holders = new WeakSet<FastifyRequest>();
  return {
    async take(request: FastifyRequest, reply: FastifyReply) {
      if (taken >= limit) {
        // The client may still be sending the body this answer does not read.
        reply.header('connection', 'close');
        throw syncUploadsBusy();
      }
      taken += 1;
      holders.add(request);
    },
    /** Frees the request's slot; a second call (or one for a request without a slot) does nothing. */
    async release(request: FastifyRequest) {
      if (holders.delete(request)) taken -= 1;
    },
  };
}
