import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../http/access';
import { consumeWebsocketToken } from '../auth/service';

/** The socket's user: a single-use token in the query (live analysis), else the session cookie. */
async function socketUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { token } = request.query as { token?: unknown };
  if (typeof token === 'string' && token !== '') return consumeWebsocketToken(request.server.ctx, token);
  return request.user;
}

/**
 * The /ws socket. The server pushes messages to a member's sockets through ctx.realtime
 * (analysis progress now; chat and live coaching build on the same channel).
 */
const socketRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws', { websocket: true, config: { access: 'public' } }, async (socket, request) => {
    const user = await socketUser(request);
    if (!user) {
      socket.close(4401, 'Please log in to continue.');
      return;
    }
    app.ctx.realtime.attach(user.id, socket);
    socket.send(JSON.stringify({ type: 'connection_established', data: { userId: user.id } }));
  });
};

export default socketRoutes;
