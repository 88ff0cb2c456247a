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

/** Refuses a body that announces more than `limit` bytes before a byte of it is read. */
export function refuseDeclaredOversize(limit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      closeAfterReply(reply);
      throw fileTooLarge();
    }
  };
}

/** Past the member's limit of waiting and running analyses: 429 before a byte of the file is read. */
export function memberLimitGuard(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await assertUnderMemberLimit(ctx, request.user!.id);
    } catch (error) {
      closeAfterReply(reply);
      throw error;
    }
  };
}
