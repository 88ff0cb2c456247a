import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnalyticsSchema,
  adminMemberListSchema,
  adminPaymentListSchema,
  adminPaymentSchema,
  clubLeadListSchema,
  grantBodySchema,
} from '../../../shared/admin';
import { emailCaptureListSchema, feedbackListSchema } from '../../../shared/leads';
import { API_ROUTES } from '../../../shared/routes';
import { allClubLeads, allEmailCaptures, allFeedback } from './store';
import { analytics, grantAccess, memberList, paymentList, refundPayment, revokeAccess, toClubLead, toEmailCapture, toFeedback } from './service';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid('The id in the address is not valid.') });

/** Spec §7 admin calls, plus the refund (30-day guarantee) and member access actions. Admins only. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.adminAnalytics,
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Revenue, subscriptions, conversion and plan breakdown', response: { 200: adminAnalyticsSchema } },
    },
    async () => analytics(ctx),
  );

  app.get(
    API_ROUTES.adminPayments,
    { config: { access: 'admin' }, schema: { tags, summary: 'Every payment, newest first', response: { 200: adminPaymentListSchema } } },
    async () => paymentList(ctx),
  );

  app.post(
    API_ROUTES.refundPayment,
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Refund a payment within the 30-day guarantee; ends its plan', params: idParams, response: { 200: adminPaymentSchema } },
    },
    async (request) => refundPayment(ctx, request.params.id),
  );

  app.get(
    API_ROUTES.clubLeads,
    { config: { access: 'admin' }, schema: { tags, summary: 'Club partnership enquiries, newest first', response: { 200: clubLeadListSchema } } },
    async () => (await allClubLeads(ctx.db)).map(toClubLead),
  );

  app.get(
    API_ROUTES.adminEmailCaptures,
    { config: { access: 'admin' }, schema: { tags, summary: 'Addresses given for free tips, most recent first', response: { 200: emailCaptureListSchema } } },
    async () => (await allEmailCaptures(ctx.db)).map(toEmailCapture),
  );

  app.get(
    API_ROUTES.adminFeedback,
    { config: { access: 'admin' }, schema: { tags, summary: 'Feedback from the landing page, newest first', response: { 200: feedbackListSchema } } },
    async () => (await allFeedback(ctx.db)).map(toFeedback),
  );

  app.get(
    API_ROUTES.adminMembers,
    { config: { access: 'admin' }, schema: { tags, summary: 'Every account with its premium access', response: { 200: adminMemberListSchema } } },
    async () => memberList(ctx),
  );

  app.put(
    API_ROUTES.memberAccess,
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Grant premium access without a payment (club seat, complimentary)', params: idParams, body: grantBodySchema },
    },
    async (request, reply) => {
      await grantAccess(ctx, request.user!.id, request.params.id, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.delete(
    API_ROUTES.memberAccess,
    { config: { access: 'admin' }, schema: { tags, summary: 'Revoke granted premium access', params: idParams } },
    async (request, reply) => {
      await revokeAccess(ctx, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default adminRoutes;
