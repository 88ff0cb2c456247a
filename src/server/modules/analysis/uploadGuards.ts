import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { fileTooLarge } from './errors';
import { assertUnderMemberLimit } from './service';

/**
 * An answer sent before the request body was read to its end must close the connection: the
 * client may still be sending, and a reused socket would read its leftover bytes as the next
 * request (a keep-alive client then hangs).
 */
export function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** A check run before the body is read: its refusal closes the connection (above). */
export function beforeTheBody(check: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await check(request);
    } catch (error) {
      closeAfterReply(reply);
      throw error;
    }
  };
}

/** Refuses a body that announces more than `limit` bytes before a byte of it is read. */
export function refuseDeclaredOversize(limit: number) {
  return beforeTheBody(async (request) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw fileTooLarge();
  });
}

/** Past the signed-in member's limit of waiting and running analyses: 429 before a byte of the file is read. */
export function memberLimitGuard(ctx: AppContext) {
  return beforeTheBody((request) => assertUnderMemberLimit(ctx, request.user!.id));
}
