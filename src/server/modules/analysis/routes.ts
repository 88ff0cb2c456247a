import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisAcceptedSchema,
  analysisListQuerySchema,
  swingAnalysisDetailSchema,
  swingAnalysisListSchema,
  swingEventNameSchema,
} from '../../../shared/analysis';
import { moveEventsBodySchema } from '../../../shared/eventAdjustment';
import { confirmEventBodySchema } from '../../../shared/eventConfirmation';
import { chooseSwingBodySchema } from '../../../shared/swingChoice';
import { analysisLabelsSchema } from '../../../shared/swingLabels';
import { analysisStatsQuerySchema, analysisStatsSchema } from '../../../shared/memberStats';
import { API_ROUTES, withQuery } from '../../../shared/routes';
import { httpError } from '../../http/errors';
import { typedViewSerializer } from '../../http/typedViewSerializer';
import { moveEvents, restoreDetectedEvents } from './adjustEvents';
import { chooseSwing } from './chooseSwing';
import { confirmEvent } from './confirmEvent';
import { relabelAnalysis } from './relabel';
import { decodeCursor, encodeCursor } from './cursor';
import { accessibleSummary, discardAnalysis, sendAnalysisRead, viewableSummary } from './service';
import { analysisStats } from './stats';
import { listAnalysisPage } from './store';
import syncAnalysisRoute from './syncRoute';
import { sendTrack } from './trackResource';
import { swingUpload } from './swingUpload';
import { sendVideo } from './videoResource';
import { estimateOf } from './estimate';
import { toDetail, toSummary } from './views';

// Ids are compared as text in places (ownership), so an uppercase spelling is lower-cased first.
const idParams = z.object({ id: z.uuid().toLowerCase() });

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(multipart);
  await app.register(syncAnalysisRoute);

  // The streamed upload, the same path as the club API's (swingUpload.ts): the member sends their own swings.
  const upload = swingUpload(ctx, async (request) => request.user!.id);
  app.post(
    API_ROUTES.analyses,
    { config: { access: 'premium' }, onRequest: upload.onRequest, schema: { response: { 202: analysisAcceptedSchema } } },
    upload.handler,
  );

  // Pages of summaries, newest first; the next page's address is in the Link header (decision 1500).
  app.get(
    API_ROUTES.analyses,
    {
      config: { access: 'premium' },
      schema: { querystring: analysisListQuerySchema, response: { 200: swingAnalysisListSchema } },
      // toSummary builds each item field by field from typed columns.
      serializerCompiler: typedViewSerializer,
    },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const after = cursor ? decodeCursor(cursor) : null;
      const member = request.user!.id;
      return sendAnalysisRead(ctx, request, reply, member, `list?limit=${limit}&cursor=${cursor ?? ''}`, async () => {
        const page = await listAnalysisPage(ctx.db, member, after, limit);
        const headers: Record<string, string> = {};
        if (page.next) headers.link = `<${withQuery(API_ROUTES.analyses, { limit: String(limit), cursor: encodeCursor(page.next) })}>; rel="next"`;
        return { data: page.rows.map(toSummary), headers };
      });
    },
  );

  // The dashboard's figures, added up by the database (decision 1501).
  app.get(
    API_ROUTES.analysisStats,
    { config: { access: 'premium' }, schema: { querystring: analysisStatsQuerySchema, response: { 200: analysisStatsSchema } } },
    async (request, reply) => {
      const now = new Date();
      const monthStart = request.query.monthStart ? new Date(request.query.monthStart) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const member = request.user!.id;
      return sendAnalysisRead(ctx, request, reply, member, `stats?monthStart=${monthStart.toISOString()}`, async () => ({
        data: await analysisStats(ctx.db, member, monthStart),
      }));
    },
  );

  // The member's own finished detail comes from the answer cache (decision 3051): it is read from the
  // analysis row alone, whose every write raises its owner's version. Someone else's (an admin, the
  // club's coaches) is read afresh, and so is an unfinished one: its pollers read the estimate here
  // (the socket pushes it too), which moves with other members' swings, not with this row.
  app.get(
    API_ROUTES.analysis,
    { config: { access: 'premium' }, schema: { params: idParams, response: { 200: swingAnalysisDetailSchema } } },
    async (request, reply) => {
      const viewer = request.user!;
      return sendAnalysisRead(ctx, request, reply, viewer.id, `detail/${request.params.id.toLowerCase()}`, async () => {
        const row = await viewableSummary(ctx, viewer, request.params.id);
        const detail = toDetail(row);
        if (detail.status === 'queued' || detail.status === 'processing')
          return { data: { ...detail, estimate: await estimateOf(ctx.db, detail) }, validForMs: 0 };
        return { data: detail, ...(row.userId.toLowerCase() === viewer.id.toLowerCase() ? {} : { validForMs: 0 }) };
      });
    },
  );

  // The keypoint track, packed and gzipped, immutable once the analysis is done (decision 1500).
  app.get(API_ROUTES.analysisTrack, { config: { access: 'premium' }, schema: { params: idParams } }, async (request, reply) =>
    sendTrack(ctx, request, reply, await viewableSummary(ctx, request.user!, request.params.id)),
  );

  // The H.264 playback rendition, with byte ranges so the player can seek frame by frame.
  app.get(API_ROUTES.analysisVideo, { config: { access: 'premium' }, schema: { params: idParams } }, async (request, reply) =>
    sendVideo(ctx, request, reply, await viewableSummary(ctx, request.user!, request.params.id)),
  );

  app.get(
    API_ROUTES.analysisThumbnail,
    { config: { access: 'premium' }, schema: { params: idParams.extend({ event: swingEventNameSchema }) } },
    async (request, reply) => {
      const row = await viewableSummary(ctx, request.user!, request.params.id);
      const key = row.thumbnails[request.params.event];
      if (!key) throw httpError(404, `This analysis has no ${request.params.event} thumbnail.`);
      reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=3600');
      return reply.send(await ctx.storage.read(key));
    },
  );

  // The member moves events (issue 8); the reply is the detail, recomputed.
  app.put(
    API_ROUTES.analysisEvents,
    { config: { access: 'premium' }, schema: { params: idParams, body: moveEventsBodySchema, response: { 200: swingAnalysisDetailSchema } } },
    async (request) => toDetail(await moveEvents(ctx, request.user!, request.params.id, request.body.events)),
  );

  // "Restore detected events": the engine's own events and results again.
  app.delete(
    API_ROUTES.analysisEvents,
    { config: { access: 'premium' }, schema: { params: idParams, response: { 200: swingAnalysisDetailSchema } } },
    async (request) => toDetail(await restoreDetectedEvents(ctx, request.user!, request.params.id)),
  );

  // "Looks right" on an event the engine was unsure of (decision 2420): the events stay, the faults are judged in full (2611).
  app.put(
    API_ROUTES.analysisEventConfirmation,
    {
      config: { access: 'premium' },
      schema: { params: idParams.extend({ event: swingEventNameSchema }), body: confirmEventBodySchema, response: { 200: swingAnalysisDetailSchema } },
    },
    async (request) => toDetail(await confirmEvent(ctx, request.user!, request.params.id, request.params.event, request.body.frame)),
  );

  // Which swing of a clip of several to keep (decision 2414); the reply is the detail, measured on that swing.
  app.put(
    API_ROUTES.analysisSwingChoice,
    { config: { access: 'premium' }, schema: { params: idParams, body: chooseSwingBodySchema, response: { 200: swingAnalysisDetailSchema } } },
    async (request) => toDetail(await chooseSwing(ctx, request.user!, request.params.id, request.body.swing)),
  );

  // The upload's details changed afterwards (a label left out is cleared); the reply is the detail, coached again for them.
  app.put(
    API_ROUTES.analysisLabels,
    { config: { access: 'premium' }, schema: { params: idParams, body: analysisLabelsSchema.strict(), response: { 200: swingAnalysisDetailSchema } } },
    async (request) => toDetail(await relabelAnalysis(ctx, request.user!, request.params.id, request.body)),
  );

  app.delete(API_ROUTES.analysis, { config: { access: 'premium' }, schema: { params: idParams } }, async (request, reply) => {
    const row = await accessibleSummary(ctx, request.user!, request.params.id);
    await discardAnalysis(ctx, row.id);
    return reply.status(204).send();
  });
};

export default analysisRoutes;
