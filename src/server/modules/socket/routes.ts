import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SOCKET_PATH } from '../../../shared/routes';
import type { ServerSocketMessage } from '../../../shared/socketMessages';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { isOwnOrigin } from '../../http/origin';
import { consumeWebsocketToken } from '../auth/service';
import { sessionKeyOf } from '../auth/sessions';
import { openLiveChannel } from '../live/channel';
import { createSocketDispatcher } from './dispatch';

interface SocketOwner {
  user: SessionUser;
  /** The session the socket ends with (the token's own session when a token opened it). */
  sessionKey: string | null;
  /** Opened with a websocket token: the live analysis channel. */
  withToken: boolean;
}

const REFUSED = {
  loggedOut: 'Please log in to continue.',
  badToken: 'This live analysis token is not valid (unknown, used, expired or its session ended). Please start again.',
  otherMember: 'This live analysis token belongs to another account.',
} as const;

/** The socket's user: a single-use token in the query (live analysis), else the session cookie; or why not. */
async function socketOwner(request: FastifyRequest): Promise<SocketOwner | { refused: string }> {
  const { token } = request.query as { token?: unknown };
  if (typeof token === 'string' && token !== '') {
    const granted = await consumeWebsocketToken(request.server.ctx, token);
    if (!granted) return { refused: REFUSED.badToken };
    // A signed-in browser presenting someone else's token is refused rather than switched to them.
    if (request.user && request.user.id !== granted.user.id) return { refused: REFUSED.otherMember };
    return { user: granted.user, sessionKey: granted.sessionKey, withToken: true };
  }
  return request.user ? { user: request.user, sessionKey: sessionKeyOf(request), withToken: false } : { refused: REFUSED.loggedOut };
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
 * The /ws socket. The server pushes messages to a member's sockets through ctx.realtime (analysis
 * progress, chat); the member's text messages go to their module through the dispatcher and binary
 * frames to live analysis. A socket lives as long as its session: logout and password reset close it.
 */
const socketRoutes: FastifyPluginAsync = async (app) => {
  const dispatcher = createSocketDispatcher(app.ctx);
  app.addHook('onClose', () => dispatcher.close());
  app.get(SOCKET_PATH, { websocket: true, config: { access: 'public' }, preValidation: refuseForeignOrigin }, async (socket, request) => {
    const owner = await socketOwner(request);
    if ('refused' in owner) {
      socket.close(4401, owner.refused);
      return;
    }
    if (!app.ctx.realtime.attach(owner.user.id, owner.sessionKey, socket)) return;
    const live = await openLiveChannel(app.ctx, socket, owner.user, owner.withToken);
    if (!live) return;
    socket.on('message', (raw, isBinary) => {
      // Binary messages are live frames (src/shared/liveFrames.ts); text is the client union.
      if (isBinary) return live.frame(raw);
      dispatcher.receive({ user: owner.user, socket, live }, raw.toString());
    });
    const established: ServerSocketMessage = { type: 'connection_established', data: { userId: owner.user.id } };
    socket.send(JSON.stringify(established));
  });
};

export default socketRoutes;
