import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePlanSchema,
  createSubscriptionReplySchema,
  createSubscriptionSchema,
  membershipSchema,
  portalReplySchema,
  testCheckoutSchema,
} from '../../../shared/billing';
import { API_ROUTES, ROUTES, withQuery } from '../../../shared/routes';
import { createCounters } from '../../infra/counters';
import { checkoutOpeningLimit } from './checkoutLimit';
import { membershipOf } from './membership';
import { changePlan } from './planChange';
import {
  cancelAtPeriodEnd,
  cancelTestCheckout,
  checkoutSuccessPath,
  confirmTestCheckout,
  ownTestCheckout,
  portalUrl,
  startCheckout,
  toTestCheckout,
} from './service';
import webhookRoutes from './webhookRoutes';

const tags = ['billing'];
const sessionParams = z.object({ sessionId: z.string().min(1).max(200) });
const redirectReply = z.object({ redirectUrl: z.string() });

/** Spec §7 create-subscription, the member's plan, and the local TEST MODE checkout. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  /** Where the provider sends the buyer back; never the request's Host header. */
  const appBaseUrl = (request: FastifyRequest) => ctx.config.publicUrl ?? `http://localhost:${request.socket.localPort}`;
  if (ctx.payments.kind === 'stripe' && !ctx.config.publicUrl) ctx.log.warn('PUBLIC_URL is not set: Stripe will send buyers back to localhost');
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());

  // A member buys for their own account (access rests on the account), so signing in comes first.
  app.post(
    API_ROUTES.createSubscription,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Start a checkout for a plan', body: createSubscriptionSchema, response: { 200: createSubscriptionReplySchema } },
      preHandler: checkoutOpeningLimit(counters),
    },
    async (request) => startCheckout(ctx, request.user!, request.body, appBaseUrl(request)),
  );

  app.get(
    API_ROUTES.membership,
    { config: { access: 'member' }, schema: { tags, summary: "The signed-in member's premium access", response: { 200: membershipSchema } } },
    async (request) => membershipOf(ctx.db, request.user!, ctx.config.billing.graceDays),
  );

  app.post(
    API_ROUTES.cancelMembership,
    { config: { access: 'member' }, schema: { tags, summary: 'Cancel the renewing plan at the end of its period', response: { 200: membershipSchema } } },
    async (request) => cancelAtPeriodEnd(ctx, request.user!),
  );

  app.post(
    API_ROUTES.changePlan,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Move the renewing plan to another: an upgrade opens at once (prorated), a downgrade at the end of the paid period',
        body: changePlanSchema,
        response: { 200: membershipSchema },
      },
    },
    async (request) => changePlan(ctx, request.user!, request.body.planKey),
  );

  app.post(
    API_ROUTES.membershipPortal,
    { config: { access: 'member' }, schema: { tags, summary: "Stripe's customer portal (Stripe payments only)", response: { 200: portalReplySchema } } },
    async (request) => ({ url: await portalUrl(ctx, request.user!, `${appBaseUrl(request)}/dashboard`) }),
  );

  app.get(
    API_ROUTES.testCheckout,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'A TEST MODE checkout (its buyer only)', params: sessionParams, response: { 200: testCheckoutSchema } },
    },
    async (request) => toTestCheckout(await ownTestCheckout(ctx, request.user!, request.params.sessionId)),
  );

  app.post(
    API_ROUTES.confirmTestCheckout,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Pay a TEST MODE checkout (no money moves)', params: sessionParams, response: { 200: redirectReply } },
    },
    async (request) => {
      return { redirectUrl: checkoutSuccessPath(await confirmTestCheckout(ctx, request.user!, request.params.sessionId)) };
    },
  );

  app.post(
    API_ROUTES.cancelTestCheckout,
    { config: { access: 'member' }, schema: { tags, summary: 'Abandon a TEST MODE checkout', params: sessionParams, response: { 200: redirectReply } } },
    async (request) => {
      const checkout = await cancelTestCheckout(ctx, request.user!, request.params.sessionId);
      return { redirectUrl: withQuery(ROUTES.subscribe.path, { plan: checkout.planKey, checkout: 'cancelled' }) };
    },
  );

  await app.register(webhookRoutes);
};

export default billingRoutes;
