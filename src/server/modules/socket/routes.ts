import type { FastifyPluginAsync } from 'fastify';

/**
 * The /ws socket. A signed-in browser connects with its session cookie (or, for live analysis, a
 * short-lived token); the server pushes messages to it through ctx.realtime.
 */
const socketRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws', { websocket: true, config: { access: 'public' } }, (socket, request) => {
    if (!request.user) {
      socket.close(4401, 'Please log in to continue.');
      return;
    }
    app.ctx.realtime.attach(request.user.id, socket);
    socket.send(JSON.stringify({ type: 'connection_established', data: { userId: request.user.id } }));
  });
};

export default socketRoutes;
