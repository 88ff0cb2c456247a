import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/routes';
import { exportBodySchema, videoExportListSchema, videoExportSchema } from '../../../shared/videoExport';
import { createCounters } from '../../infra/counters';
import { httpError } from '../../http/errors';
import { exportLimits } from './limits';
import { downloadName, getExport, listExports, makeExport, ownedSwing, sendExportVideo } from './service';
import { summaryCardPng } from './summaryCard';

const tags = ['exports'];
const analysisParams = z.object({ id: z.uuid('The analysis id in the address is not valid.').toLowerCase() });
const exportParams = analysisParams.extend({ exportId: z.uuid('The export id in the address is not valid.').toLowerCase() });

/** Issue 33: the owner's MP4 with overlays (made by the worker) and the summary card of one analysis. */
const swingExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());
  const limits = exportLimits(counters);

  app.post(
    API_ROUTES.analysisExports,
    {
      config: { access: 'premium' },
      preHandler: limits.make,
      schema: {
        tags,
        summary: 'Make an MP4 of your swing with the chosen overlays burned in (the worker renders it; follow its progress)',
        params: analysisParams,
        body: exportBodySchema,
        response: { 202: videoExportSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await makeExport(ctx, request.user!, request.params.id, request.body)),
  );

  app.get(
    API_ROUTES.analysisExports,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Your latest exports of this swing', params: analysisParams, response: { 200: videoExportListSchema } },
    },
    async (request) => listExports(ctx, request.user!, request.params.id),
  );

  app.get(
    API_ROUTES.analysisExport,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'One export: its progress, then its download', params: exportParams, response: { 200: videoExportSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getExport(ctx, request.user!, request.params.id, request.params.exportId);
    },
  );

  app.get(
    API_ROUTES.analysisExportVideo,
    { config: { access: 'premium' }, schema: { tags, summary: 'Download the exported MP4', params: exportParams } },
    async (request, reply) => sendExportVideo(ctx, request.user!, request.params.id, request.params.exportId, reply),
  );

  app.get(
    API_ROUTES.analysisSummaryCard,
    { config: { access: 'premium' }, preHandler: limits.card, schema: { tags, summary: 'Download the one-page summary card (PNG)', params: analysisParams } },
    async (request, reply) => {
      const swing = await ownedSwing(ctx, request.user!, request.params.id);
      if (swing.status !== 'done' || !swing.analysis) throw httpError(409, 'This analysis has not finished, so there is no summary yet.');
      return reply
        .header('content-type', 'image/png')
        .header('content-disposition', `attachment; filename="${downloadName(swing, 'png')}"`)
        .header('cache-control', 'private, no-store')
        .send(await summaryCardPng(ctx, swing));
    },
  );
};

export default swingExportRoutes;
