import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http/errors';
import { listOutbox } from '../../infra/mail/outbox';
import { renderMailboxPage } from '../../infra/mail/mailboxPage';

/**
 * GET /dev/mailbox, registered only in development with DEV_MAILBOX set and mail going to the
 * outbox table (config.devMailbox). Even then only an administrator's session may read it: the
 * page holds live password reset links. Where a request comes from proves nothing (a DNS
 * rebinding page, a local process or a same-host proxy all connect from loopback), so there is
 * no loopback exception.
 */
const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    // Public in the access table so that everyone else gets the same 404 as an unknown path.
    if (request.user?.role !== 'admin') throw httpError(404, `No such endpoint: GET /dev/mailbox`);
    const page = renderMailboxPage(await listOutbox(app.ctx.db));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};

export default mailboxRoutes;
