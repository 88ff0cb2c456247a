import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadReplySchema } from '../../../shared/leads';
import { API_ROUTES } from '../../../shared/routes';
import { TIPS_ROUND_QUEUED_MESSAGE, tipsScheduleSchema } from '../../../shared/tips';
import { queueTipsRound, setTipsSchedule, tipsSchedule } from './service';

const tags = ['admin'];
const admin = { access: 'admin' as const };

/** The admin's control of the tips mail: its weekly day and hour, or off; and a round now. */
const tipsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.adminTipsSchedule,
    { config: admin, schema: { tags, summary: 'When the tips mail goes out', response: { 200: tipsScheduleSchema } } },
    async () => tipsSchedule(ctx),
  );

  app.put(
    API_ROUTES.adminTipsSchedule,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the tips mail’s weekly day and hour (UTC), or turn it off',
        body: tipsScheduleSchema,
        response: { 200: tipsScheduleSchema },
      },
    },
    async (request) => setTipsSchedule(ctx, request.body),
  );

  app.post(
    API_ROUTES.adminTipsSendNow,
    { config: admin, schema: { tags, summary: 'Send a tips round now, as the schedule would', response: { 202: leadReplySchema } } },
    async (_request, reply) => {
      await queueTipsRound(ctx);
      return reply.status(202).send({ message: TIPS_ROUND_QUEUED_MESSAGE });
    },
  );
};

export default tipsAdminRoutes;
