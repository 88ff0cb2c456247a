import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A member's read answers kept serialized in this process (decision 1507), keyed by the member,
 * the version of the data they are computed from, the route and its normalized query. A write
 * raises the version in the database (a trigger, whichever process writes), so a changed answer is
 * never looked up again: entries are never invalidated, only outgrown and dropped oldest first.
 *
 * The answer's ETag is a hash of its bytes, so a browser's copy is confirmed (304) only when it
 * is byte for byte what would be sent now, whoever is signed in and whatever the database's history.
 */

/** What a route computes on a miss. */
export interface MemberAnswer {
  data: unknown;
  headers?: Record<string, string>;
  /**
   * How long the answer stays right without any write, when time alone changes it (a range of the
   * last N days loses its oldest session): milliseconds, and at most that long it is kept. 0: sent
   * but not kept (an answer this member's version does not cover).
   */
  validForMs?: number;
}

export interface MemberAnswerKey {
  member: string;
  /** The member's data version, read from the database before the answer's own queries. */
  version: number;
  /** The route and its normalized query: equal for requests that must get equal answers. */
  read: string;
}

interface StoredAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** Bookkeeping per entry beyond its bytes (key, headers, the map's own structures), roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface MemberAnswerCache {
  /** Sends the answer for `key`: from memory, 304 when the browser already holds it, or `produce`d and kept. */
  send(request: FastifyRequest, reply: FastifyReply, key: MemberAnswerKey, produce: () => Promise<MemberAnswer>): Promise<FastifyReply>;
}

export function memberAnswerCache(maxBytes: number): MemberAnswerCache {
  // lru-cache refuses a zero size: a cache of one byte keeps nothing, which is what 0 asks for.
  const entries = new LRUCache<string, StoredAnswer>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (stored) => stored.body.length + ENTRY_OVERHEAD_BYTES,
  });

  return {
    async send(request, reply, key, produce) {
      const cacheKey = `${key.member}\n${key.version}\n${key.read}`;
      let stored = entries.get(cacheKey);
      if (!stored) {
        const answer = await produce();
        // The route's own serializer (its status code's), so the bytes are the uncached route's; JSON is text.
        const body = Buffer.from(reply.serialize(answer.data) as string);
        stored = { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, headers: answer.headers ?? {} };
        const ttl = answer.validForMs;
        if (ttl === undefined || ttl > 0) entries.set(cacheKey, stored, ttl === undefined ? {} : { ttl });
      }
      reply.headers(stored.headers);
      // Kept by the browser and confirmed before every use, so no screen shows an answer a write replaced.
      reply.header('cache-control', 'private, no-cache').header('etag', stored.etag);
      if (ifNoneMatch(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(stored.body);
    },
  };
}

/** RFC 9110 §13.1.2: a list of tags compared weakly, or `*`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
