import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goalListSchema, goalProgressSchema, newGoalSchema, progressSummarySchema } from '../../../shared/progress';
import { API_ROUTES } from '../../../shared/routes';
import { assertSelfOrAdmin, selfOrAdminByParam } from '../../http/access';
import { addGoal, goalsWithProgress, memberProgress, removeGoal } from './service';

const params = z.object({ id: z.uuid('The member id in the address is not valid.').toLowerCase() });
const goalParams = params.extend({ goalId: z.uuid('The goal id in the address is not valid.').toLowerCase() });

/** The Progress Tracking tab: the summary and the member's goals. Owner or admin only. */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(API_ROUTES.progress, { config: { access: 'premium' }, schema: { params, response: { 200: progressSummarySchema } } }, async (request) => {
    assertSelfOrAdmin(request.user, request.params.id);
    return memberProgress(ctx.db, request.params.id);
  });

  app.get(API_ROUTES.goals, { config: { access: 'premium' }, schema: { params, response: { 200: goalListSchema } } }, async (request) => {
    assertSelfOrAdmin(request.user, request.params.id);
    return goalsWithProgress(ctx.db, request.params.id);
  });

  app.post(
    API_ROUTES.goals,
    {
      config: { access: 'premium' },
      // Before the body is validated: another member gets 403, not a 400 about goal rules.
      preValidation: selfOrAdminByParam('id'),
      schema: { params, body: newGoalSchema, response: { 201: goalProgressSchema } },
    },
    async (request, reply) => {
      assertSelfOrAdmin(request.user, request.params.id);
      return reply.status(201).send(await addGoal(ctx.db, request.params.id, request.body));
    },
  );

  app.delete(API_ROUTES.goal, { config: { access: 'premium' }, schema: { params: goalParams } }, async (request, reply) => {
    assertSelfOrAdmin(request.user, request.params.id);
    await removeGoal(ctx.db, request.params.id, request.params.goalId);
    return reply.status(204).send();
  });
};

export default progressRoutes;
