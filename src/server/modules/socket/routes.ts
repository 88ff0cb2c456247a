import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SOCKET_PATH } from '../../../shared/routes';
import type { ServerSocketMessage } from '../../../shared/socketMessages';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { isOwnOrigin } from '../../http/origin';
import { SOCKET_CLOSE } from '../../infra/realtime';
import { consumeWebsocketToken } from '../auth/service';
import { sessionKeyOf } from '../auth/sessions';
import { createSocketDispatcher } from './dispatch';

interface SocketOwner {
  user: SessionUser;
  /** The session the socket ends with; null when a token alone opened it (see Realtime.attach). */
  sessionKey: string | null;
}

/** The socket's user: a single-use token in the query (live analysis), else the session cookie. */
async function socketOwner(request: FastifyRequest): Promise<SocketOwner | null> {
  const { token } = request.query as { token?: unknown };
  const sessionKey = sessionKeyOf(request);
  if (typeof token === 'string' && token !== '') {
    const user = await consumeWebsocketToken(request.server.ctx, token);
    if (!user) return null;
    return { user, sessionKey: request.user?.id === user.id ? sessionKey : null };
  }
  return request.user ? { user: request.user, sessionKey } : null;
}

/**
 * Cross-site WebSocket hijacking: a page on any site may open our /ws, and the browser sends our
 * session cookie with it. Browsers always send Origin on a socket; a foreign one is refused with
 * 403 before the upgrade. (Without Origin the caller is a program, which has no victim's cookie.)
 */
async function refuseForeignOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(request, origin, request.server.ctx.config.publicUrl)) {
    throw httpError(403, 'This connection came from another site and was blocked.');
  }
}

/**
 * The /ws socket. The server pushes messages to a member's sockets through ctx.realtime
 * (analysis progress, chat); text messages from the browser go to their handlers (dispatch.ts).
 * A socket lives as long as its session: logout and password reset close it.
 */
const socketRoutes: FastifyPluginAsync = async (app) => {
  const dispatcher = createSocketDispatcher(app.ctx);
  app.addHook('onClose', () => dispatcher.close());
  app.get(SOCKET_PATH, { websocket: true, config: { access: 'public' }, preValidation: refuseForeignOrigin }, async (socket, request) => {
    const owner = await socketOwner(request);
    if (!owner) {
      socket.close(4401, 'Please log in to continue.');
      return;
    }
    if (!app.ctx.realtime.attach(owner.user.id, owner.sessionKey, socket)) return;
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return socket.close(SOCKET_CLOSE.unexpectedMessage.code, SOCKET_CLOSE.unexpectedMessage.reason);
      dispatcher.receive(owner.user, socket, raw.toString());
    });
    const established: ServerSocketMessage = { type: 'connection_established', data: { userId: owner.user.id } };
    socket.send(JSON.stringify(established));
  });
};

export default socketRoutes;
