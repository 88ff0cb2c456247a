import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES } from '../../../shared/routes';
import { WebhookSignatureError } from '../../infra/payments';
import { httpError } from '../../http/errors';
import { z, ZodError } from 'zod';
import { handleStripeEvent, UnknownSubscriptionError } from './webhook';

/**
 * What every event needs before a handler looks at it; constructEvent checks the signature, not
 * the shape, so a signed body without `data` would otherwise fail as a 500 that Stripe redelivers.
 */
const stripeEventEnvelope = z.object({ id: z.string().min(1), type: z.string().min(1), data: z.object({ object: z.record(z.string(), z.unknown()) }) });

const describeIssue = (error: ZodError) => `${error.issues[0]?.path.join('.') ?? ''} ${error.issues[0]?.message ?? ''}`.trim();

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
      const envelope = stripeEventEnvelope.safeParse(event);
      if (!envelope.success) {
        // Signed, so it came from Stripe (or someone holding our secret): worth a line in the log.
        request.log.warn({ issues: envelope.error.issues.slice(0, 3) }, 'a signed Stripe event without the shape of an event; refused');
        throw httpError(400, `The event is not in a shape we can read: ${describeIssue(envelope.error)}`);
      }
      try {
        const result = await handleStripeEvent(ctx, event);
        return { received: true, duplicate: result === 'duplicate' };
      } catch (error) {
        // Not recorded as handled, so Stripe delivers it again; a 4xx says why without an error log.
        if (error instanceof UnknownSubscriptionError) throw httpError(409, `${error.message}; deliver again later.`);
        if (error instanceof ZodError) throw httpError(422, `The ${event.type} event is not in a shape we can read: ${describeIssue(error)}`);
        throw error;
      }
    },
  );
};

export default webhookRoutes;
