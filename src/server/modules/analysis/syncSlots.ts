import type { FastifyReply, FastifyRequest } from 'fastify';
import { syncUploadsBusy } from './errors';

/**
 * How many POST /api/swing-analysis bodies this process receives at once (decision 1503). The
 * spec's route carries the whole file as a base64 data URL inside JSON, which Fastify buffers and
 * parses in memory (about 190 MB for a 50 MB file): capping the requests in flight caps that
 * memory, and a request past the cap is refused before its body is read. A slot is freed as soon
 * as the file is on disk, not when the analysis ends.
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
