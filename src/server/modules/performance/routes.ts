import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestPerformanceSchema, performanceTrendsSchema, trendsQuerySchema } from '../../../shared/performance';
import { API_ROUTES } from '../../../shared/routes';
import { rangeName } from '../../../shared/entitlements';
import { assertSelfOrAdmin } from '../../http/access';
import { assertEntitled } from '../../http/planGate';
import { typedViewSerializer } from '../../http/typedViewSerializer';
import { sendAnalysisRead } from '../analysis/service';
import { latestPerformance, performanceTrends, rangeValidForMs } from './service';

const params = z.object({ userId: z.uuid('The member id in the address is not valid.').toLowerCase() });

/**
 * Spec §7 performance calls. A member reads only their own sessions; an admin anyone's (a club
 * coach will join here once clubs exist).
 */
const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.performanceTrends,
    {
      config: { access: 'premium' },
      schema: { params, querystring: trendsQuerySchema, response: { 200: performanceTrendsSchema } },
      // toSession builds each session field by field; a year can hold hundreds of them.
      serializerCompiler: typedViewSerializer,
    },
    async (request, reply) => {
      const { userId } = request.params;
      const { days } = request.query;
      assertSelfOrAdmin(request.user, userId);
      assertEntitled(request.entitledAs!, (entitlements) => entitlements.performanceRanges.includes(days), rangeName(days));
      return sendAnalysisRead(ctx, request, reply, userId, `trends?days=${days}`, async () => {
        const now = new Date();
        const sessions = await performanceTrends(ctx.db, userId, days, now);
        return { data: sessions, validForMs: rangeValidForMs(sessions, days, now) };
      });
    },
  );

  app.get(
    API_ROUTES.latestPerformance,
    {
      config: { access: 'premium' },
      schema: { params, response: { 200: latestPerformanceSchema } },
      serializerCompiler: typedViewSerializer,
    },
    async (request, reply) => {
      const { userId } = request.params;
      assertSelfOrAdmin(request.user, userId);
      return sendAnalysisRead(ctx, request, reply, userId, 'latest', async () => ({ data: await latestPerformance(ctx.db, userId) }));
    },
  );
};

export default performanceRoutes;
