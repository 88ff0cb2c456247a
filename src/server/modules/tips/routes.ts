import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/routes';
import { httpError } from '../../http/errors';
import { tipsPage } from './page';
import { confirmTips, knownTipsLink, unsubscribeTips } from './service';

const tags = ['leads'];
const tokenParams = z.object({ token: z.uuid('This link is not complete. Open it from the e-mail again.').toLowerCase() });
const unknownLink = () => httpError(404, 'This link is not known. Open it from the latest e-mail we sent you.');

/**
 * The tips mail's double opt-in and one-click unsubscribe (decision 2711), for anyone holding the
 * link. Their own plugin: a mail client's one-click POST is a form body (RFC 8058), which nothing
 * here reads; the token in the address is the whole request.
 */
const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  app.get(
    API_ROUTES.tipsConfirm,
    { config: { access: 'public' }, schema: { tags, summary: 'The confirmation link: a page with the button that confirms', params: tokenParams } },
    async (request, reply) => {
      if (!(await knownTipsLink(ctx, request.params.token))) throw unknownLink();
      return reply.type('text/html; charset=utf-8').send(
        tipsPage({
          title: 'Confirm your address',
          paragraph: 'Get the newest articles from our blog by e-mail, on a weekly round.',
          button: 'Yes, send me golf tips',
        }),
      );
    },
  );

  app.post(
    API_ROUTES.tipsConfirm,
    { config: { access: 'public' }, schema: { tags, summary: 'Confirm an address for the tips mail (double opt-in)', params: tokenParams } },
    async (request, reply) => {
      if (!(await confirmTips(ctx, request.params.token))) throw unknownLink();
      return reply.type('text/html; charset=utf-8').send(
        tipsPage({
          title: 'You are on the list',
          paragraph:
            'Your address is confirmed. Every tips e-mail has a link to unsubscribe with one click. (An address that unsubscribed stays off the list.)',
        }),
      );
    },
  );

  app.get(
    API_ROUTES.tipsUnsubscribe,
    { config: { access: 'public' }, schema: { tags, summary: 'The visible unsubscribe link: a page with the button that unsubscribes', params: tokenParams } },
    async (request, reply) => {
      if (!(await knownTipsLink(ctx, request.params.token))) throw unknownLink();
      return reply
        .type('text/html; charset=utf-8')
        .send(tipsPage({ title: 'Unsubscribe from golf tips', paragraph: 'We will send this address no more tips e-mails.', button: 'Unsubscribe' }));
    },
  );

  app.post(
    API_ROUTES.tipsUnsubscribe,
    { config: { access: 'public' }, schema: { tags, summary: 'One-click unsubscribe (RFC 8058): the address gets nothing more', params: tokenParams } },
    async (request, reply) => {
      if (!(await unsubscribeTips(ctx, request.params.token))) throw unknownLink();
      return reply
        .type('text/html; charset=utf-8')
        .send(tipsPage({ title: 'You are unsubscribed', paragraph: 'This address gets no more tips e-mails from us.' }));
    },
  );
};

export default tipsRoutes;
