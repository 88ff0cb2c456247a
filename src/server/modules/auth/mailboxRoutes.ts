import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { httpError } from '../../http/errors';
import { listOutbox } from '../../infra/mail/outbox';
import { renderMailboxPage } from '../../infra/mail/mailboxPage';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request from this machine itself. The socket address is used, not request.ip, and anything
 * relayed by a proxy (X-Forwarded-For) is refused: a reverse proxy on the same host would
 * otherwise make every visitor look local.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** GET /dev/mailbox, registered only while mail goes to the outbox table (no SMTP_URL). */
const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Public in the access table, guarded here: reset links in it are live credentials.
    if (request.user?.role !== 'admin' && !isDirectLoopback(request)) {
      throw httpError(404, `No such endpoint: GET /dev/mailbox`);
    }
    const page = renderMailboxPage(await listOutbox(app.ctx.db));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};

export default mailboxRoutes;
