import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES } from '../../../shared/routes';
import { WebhookSignatureError } from '../../infra/payments';
import { httpError } from '../../http/errors';
import { ZodError } from 'zod';
import { handleStripeEvent, UnknownSubscriptionError } from './webhook';

/**
 * POST /api/stripe/webhook. Its own plugin, because the signature covers the exact bytes Stripe
 * sent: here every body is kept as a Buffer instead of being parsed as JSON.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    API_ROUTES.stripeWebhook,
    {
      config: { access: 'public' },
      schema: { tags: ['billing'], summary: "Stripe's events, verified by their Stripe-Signature header (refused in test mode)" },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw httpError(400, 'The Stripe-Signature header is missing.');
      if (!Buffer.isBuffer(request.body)) throw httpError(400, 'The webhook has no body.');
      let event;
      try {
        event = ctx.payments.verifyWebhook(request.body, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw httpError(400, `The webhook signature does not verify: ${error.message}`);
        throw error;
      }
      try {
        const result = await handleStripeEvent(ctx, event);
        return { received: true, duplicate: result === 'duplicate' };
      } catch (error) {
        // Not recorded as handled, so Stripe delivers it again; a 4xx says why without an error log.
        if (error instanceof UnknownSubscriptionError) throw httpError(409, `${error.message}; deliver again later.`);
        if (error instanceof ZodError)
          throw httpError(
            422,
            `The ${event.type} event is not in a shape we can read: ${error.issues[0]?.path.join('.') ?? ''} ${error.issues[0]?.message ?? ''}`.trim(),
          );
        throw error;
      }
    },
  );
};

export default webhookRoutes;
