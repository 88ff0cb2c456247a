import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLUB_LEAD_RECEIVED_MESSAGE,
  clubLeadBodySchema,
  EMAIL_CAPTURED_MESSAGE,
  emailCaptureSchema,
  FEEDBACK_RECEIVED_MESSAGE,
  feedbackBodySchema,
  leadReplySchema,
} from '../../../shared/leads';
import { API_ROUTES } from '../../../shared/routes';
import { createCounters } from '../../infra/counters';
import { attemptLimiter } from '../auth/rateLimits';
import { LEADS_LIMITS } from './limits';
import { captureEmail, submitClubLead, submitFeedback } from './service';

const tags = ['leads'];

/** The landing page's public forms (spec §7): e-mail capture, club enquiries and feedback. Anyone may call them. */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());

  app.post(
    API_ROUTES.emailCapture,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, LEADS_LIMITS.emailCapture),
      schema: {
        tags,
        summary: 'Join the tips list; the same address twice stays one record',
        body: emailCaptureSchema,
        response: { 200: leadReplySchema },
      },
    },
    // The same answer whether the address is new or not, so the form cannot tell who is on the list.
    async (request) => {
      await captureEmail(ctx, request.body);
      return { message: EMAIL_CAPTURED_MESSAGE };
    },
  );

  app.post(
    API_ROUTES.clubLeads,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, LEADS_LIMITS.clubLead),
      schema: {
        tags,
        summary: 'Send a club partnership enquiry; the sender gets a confirmation e-mail',
        body: clubLeadBodySchema,
        response: { 201: leadReplySchema },
      },
    },
    async (request, reply) => {
      await submitClubLead(ctx, request.body);
      return reply.status(201).send({ message: CLUB_LEAD_RECEIVED_MESSAGE });
    },
  );

  app.post(
    API_ROUTES.feedback,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, LEADS_LIMITS.feedback),
      schema: { tags, summary: 'Send feedback about the product', body: feedbackBodySchema, response: { 201: leadReplySchema } },
    },
    async (request, reply) => {
      await submitFeedback(ctx, request.body, request.headers['user-agent']);
      return reply.status(201).send({ message: FEEDBACK_RECEIVED_MESSAGE });
    },
  );
};

export default leadsRoutes;
