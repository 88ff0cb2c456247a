import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analysisAcceptedSchema, swingAnalysisSchema, swingAnalysisSummarySchema } from '../../../shared/analysis';
import { PUBLIC_API_RATE, teamDashboardSchema, teamQuerySchema } from '../../../shared/clubs';
import { API_ROUTES } from '../../../shared/routes';
import { createCounters } from '../../infra/counters';
import { httpError } from '../../http/errors';
import { findAnalysis, listAnalysesOf } from '../analysis/store';
import { swingUpload } from '../analysis/swingUpload';
import { toSummary } from '../analysis/views';
import { consumeAll, tooManyAttempts } from '../auth/rateLimits';
import { teamDashboard } from './dashboard';
import * as store from './store';

/**
 * The club plan's public API (decision 1704), for a club's own systems: submit a swing for a
 * member, read analyses, read team statistics. Authenticated by the club's key (`x-api-key`),
 * never by a session; every call counts against that key's per-minute limit.
 */

const tags = ['public-api'];
const security = [{ clubApiKey: [] }];
const memberParams = z.object({ memberId: z.uuid('The member id in the address is not valid.').toLowerCase() });
const listQuery = z.object({ memberId: z.uuid('memberId must be the id of a club member.').toLowerCase() });
const publicAnalysisSchema = swingAnalysisSummarySchema.extend({ memberId: z.string(), analysis: swingAnalysisSchema.nullable() });

const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(multipart);
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());
  const perKey = counters.counter('public-api:key', PUBLIC_API_RATE.points, PUBLIC_API_RATE.windowMs);

  const clubOf = (request: FastifyRequest) => request.apiCaller!.clubId;
  /** 404 for anyone outside the key's club: a key never reaches another club's people. */
  async function assertInClub(request: FastifyRequest, memberId: string) {
    if ((await store.userIdsIn(ctx.db, clubOf(request), [memberId])).length === 0) throw httpError(404, 'This person is not in your club.');
  }
  const limitPerKey = async (request: FastifyRequest) => {
    const wait = await consumeAll([[perKey, request.apiCaller!.keyId]]);
    if (wait !== undefined) throw tooManyAttempts(wait);
  };

  // The member upload's own path (swingUpload.ts) for a golfer of the key's club; the call counts first.
  const upload = swingUpload(ctx, async (request) => {
    await limitPerKey(request);
    // Before the schema's own check of the path (it runs after the body): an id that is no UUID
    // must not reach the club's query.
    const params = memberParams.safeParse(request.params);
    if (!params.success) throw httpError(400, params.error.issues[0]!.message);
    await assertInClub(request, params.data.memberId);
    return params.data.memberId;
  });
  app.post(
    API_ROUTES.publicApiSwings,
    {
      config: { access: 'apiKey' },
      onRequest: upload.onRequest,
      schema: {
        tags,
        security,
        summary: 'Submit a swing for a club member: multipart with one file, or JSON { videoUrl }; 202, then poll the analysis',
        params: memberParams,
        response: { 202: analysisAcceptedSchema },
      },
    },
    upload.handler,
  );

  app.get(
    API_ROUTES.publicApiAnalyses,
    {
      config: { access: 'apiKey' },
      preHandler: limitPerKey,
      schema: {
        tags,
        security,
        summary: "A club member's analyses, newest first",
        querystring: listQuery,
        response: { 200: z.array(swingAnalysisSummarySchema) },
      },
    },
    async (request) => {
      await assertInClub(request, request.query.memberId);
      return (await listAnalysesOf(ctx.db, request.query.memberId)).map(toSummary);
    },
  );

  app.get(
    API_ROUTES.publicApiAnalysis,
    {
      config: { access: 'apiKey' },
      preHandler: limitPerKey,
      schema: {
        tags,
        security,
        summary: 'One analysis of a club member, with its results',
        params: z.object({ id: z.uuid().toLowerCase() }),
        response: { 200: publicAnalysisSchema },
      },
    },
    async (request) => {
      const row = await findAnalysis(ctx.db, request.params.id);
      if (!row || (await store.userIdsIn(ctx.db, clubOf(request), [row.userId])).length === 0) throw httpError(404, 'This swing analysis does not exist.');
      return { ...toSummary(row), memberId: row.userId, analysis: row.analysis };
    },
  );

  app.get(
    API_ROUTES.publicApiTeamStats,
    {
      config: { access: 'apiKey' },
      preHandler: limitPerKey,
      schema: {
        tags,
        security,
        summary: "The club's team statistics (as the team dashboard)",
        querystring: teamQuerySchema,
        response: { 200: teamDashboardSchema },
      },
    },
    async (request) => teamDashboard(ctx.db, (await store.findClub(ctx.db, clubOf(request)))!, request.query.days),
  );
};

export default publicApiRoutes;
