import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import rangeParser from 'range-parser';
import { z } from 'zod';
import {
  analysisAcceptedSchema,
  analysisListQuerySchema,
  MAX_UPLOAD_BYTES,
  swingAnalysisDetailSchema,
  swingAnalysisListSchema,
  swingAnalysisReplySchema,
  swingEventNameSchema,
  type AnalysisStatus,
} from '../../../shared/analysis';
import { moveEventsBodySchema } from '../../../shared/eventAdjustment';
import { analysisStatsQuerySchema, analysisStatsSchema } from '../../../shared/memberStats';
import { ERROR_CODES, type ErrorCode } from '../../../shared/errorCodes';
import { API_ROUTES, withQuery } from '../../../shared/routes';
import { analysisLabelsSchema } from '../../../shared/swingLabels';
import { TOASTS } from '../../../shared/texts';
import { httpError, HttpError } from '../../http/errors';
import { typedViewSerializer } from '../../http/typedViewSerializer';
import { MediaError } from '../../../media';
import { moveEvents, restoreDetectedEvents } from './adjustEvents';
import { decodeCursor, encodeCursor } from './cursor';
import { AnalysisInputError, fileTooLarge, noVideoProvided } from './errors';
import { accessibleSummary, acceptSwing, assertUnderMemberLimit, discardAnalysis, sendAnalysisRead, viewableSummary, waitForAnalysis } from './service';
import { fromDataUrl, fromMultipart, fromVideoUrl, VIDEO_URL_MAX_LENGTH, type IncomingSwing } from './sources';
import { analysisStats } from './stats';
import { listAnalysisPage, summaryOf } from './store';
import { syncUploadSlots } from './syncSlots';
import { sendTrack } from './trackResource';
import { toDetail, toSummary } from './views';

/** A 50 MB file as a base64 data URL inside JSON is about 67 MB; a little room on top. */
const DATA_URL_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024 * 1024;
/** Multipart boundaries and the small label fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

// Ids are compared as text in places (ownership), so an uppercase spelling is lower-cased first.
const idParams = z.object({ id: z.uuid().toLowerCase() });

const NO_VIDEO: Record<AnalysisStatus, string> = {
  queued: 'The video is not ready yet: the analysis is still running.',
  processing: 'The video is not ready yet: the analysis is still running.',
  done: 'This analysis was made from an image, so it has no video.',
  failed: 'This analysis failed, so it has no playback video.',
};

const syncBody = z.object({
  /** Accepted for the spec's client; it must be the signed-in member's own id. */
  userId: z.string().optional(),
  imageData: z.string().optional(),
  videoUrl: z.string().max(VIDEO_URL_MAX_LENGTH).optional(),
});
const urlBody = analysisLabelsSchema.extend({ videoUrl: z.string().max(VIDEO_URL_MAX_LENGTH) });

/** The spec's reply shape for every failure of POST /api/swing-analysis: `{ success: false, error, message }`. */
function sendSyncFailure(reply: FastifyReply, status: number, error: string, message: string, analysisId?: string) {
  return reply.status(status).send({ success: false, error, message, ...(analysisId ? { analysisId } : {}) });
}

const ERROR_OF_STATUS: Record<number, ErrorCode> = {
  401: ERROR_CODES.unauthenticated,
  402: ERROR_CODES.premiumRequired,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  429: ERROR_CODES.rateLimited,
};

function syncErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return sendSyncFailure(
      reply,
      400,
      ERROR_CODES.invalidRequest,
      `${first?.instancePath.replace(/^\/body\/?/, '') || 'body'}: ${first?.message ?? 'is not valid'}`,
    );
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    closeAfterReply(reply);
    return sendSyncFailure(reply, 413, ERROR_CODES.fileTooLarge, fileTooLarge().message);
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const code = error instanceof AnalysisInputError || error instanceof MediaError ? error.code : (ERROR_OF_STATUS[status] ?? ERROR_CODES.invalidRequest);
    // A premium refusal keeps its pointer to /subscribe.
    return error instanceof HttpError
      ? reply.status(status).send({ ...error.details, success: false, error: code, message: error.message })
      : sendSyncFailure(reply, status, code, error.message);
  }
  request.log.error({ err: error }, 'swing analysis failed');
  return sendSyncFailure(reply, 500, ERROR_CODES.analysisError, TOASTS.analysisFailed.description);
}

/**
 * An answer sent before the request body was read to its end must close the connection: the
 * client may still be sending, and a reused socket would read its leftover bytes as the next
 * request (a keep-alive client then hangs).
 */
function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** Refuses an upload that announces more than the limit before a byte of it is read. */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    closeAfterReply(reply);
    throw fileTooLarge();
  }
}

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(multipart);
  const slots = syncUploadSlots(ctx.config.analysis.syncInFlight);

  /** Past the member's limit of waiting and running analyses: 429 before a byte of the file is read. */
  async function underMemberLimit(request: FastifyRequest, reply: FastifyReply) {
    try {
      await assertUnderMemberLimit(ctx, request.user!.id);
    } catch (error) {
      closeAfterReply(reply);
      throw error;
    }
  }

  // The spec's call: answers when the analysis is done, in the spec's shape.
  app.post(
    API_ROUTES.swingAnalysis,
    {
      config: { access: 'premium' },
      bodyLimit: DATA_URL_BODY_LIMIT,
      // Before the body is read: a busy server refuses at once instead of buffering another 67 MB.
      onRequest: [underMemberLimit, slots.take],
      onResponse: slots.release,
      onRequestAbort: slots.release,
      errorHandler: syncErrorHandler,
      schema: { body: syncBody, response: { 200: swingAnalysisReplySchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const { userId, imageData, videoUrl } = request.body;
      if (userId !== undefined && userId.toLowerCase() !== user.id) {
        return sendSyncFailure(reply, 403, 'forbidden', 'You can only analyse swings for your own account.');
      }
      if (imageData && videoUrl) throw new AnalysisInputError(400, ERROR_CODES.invalidRequest, 'Send either imageData or videoUrl, not both.');
      let incoming: IncomingSwing;
      try {
        if (imageData) incoming = await fromDataUrl(imageData);
        else if (videoUrl?.trim()) incoming = await fromVideoUrl(ctx.config, videoUrl);
        else throw noVideoProvided();
      } finally {
        // The file is on disk now: the data URL is let go and the slot freed while the analysis runs.
        delete request.body.imageData;
        slots.release(request);
      }

      const accepted = await acceptSwing(ctx, user.id, incoming);
      const finished = await waitForAnalysis(ctx, accepted.id, ctx.config.analysis.waitTimeoutMs);
      if (!finished) {
        return sendSyncFailure(
          reply,
          504,
          ERROR_CODES.analysisTimeout,
          'The analysis is taking longer than expected. It will appear in your analysis history when it is done.',
          accepted.id,
        );
      }
      if (finished.status === 'failed' || !finished.analysis) {
        // The answer carries the reason; a failed attempt is not kept in the member's history.
        await discardAnalysis(ctx, accepted.id);
        return sendSyncFailure(reply, 422, finished.errorCode ?? ERROR_CODES.analysisError, finished.errorMessage ?? TOASTS.analysisFailed.description);
      }
      return { success: true, analysis: finished.analysis, analysisId: finished.id };
    },
  );

  // The streamed upload: multipart (one file or a videoUrl field) or JSON { videoUrl }; 202 at once.
  app.post(
    API_ROUTES.analyses,
    {
      config: { access: 'premium' },
      onRequest: [refuseDeclaredOversize, underMemberLimit],
      schema: { response: { 202: analysisAcceptedSchema } },
    },
    async (request, reply) => {
      let incoming: IncomingSwing;
      if (request.isMultipart()) {
        try {
          incoming = await fromMultipart(request, ctx.config);
        } catch (error) {
          closeAfterReply(reply);
          throw error;
        }
      } else {
        const body = (request.body ?? {}) as { videoUrl?: unknown };
        if (typeof body.videoUrl !== 'string' || !body.videoUrl.trim()) throw noVideoProvided();
        const parsed = urlBody.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw httpError(400, `${issue.path.join('.')}: ${issue.message}`);
        }
        const { videoUrl, ...labels } = parsed.data;
        incoming = await fromVideoUrl(ctx.config, videoUrl, labels);
      }
      const row = await acceptSwing(ctx, request.user!.id, incoming);
      return reply.status(202).send({ id: row.id, status: row.status });
    },
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

  app.get(API_ROUTES.analysis, { config: { access: 'premium' }, schema: { params: idParams, response: { 200: swingAnalysisDetailSchema } } }, async (request) =>
    toDetail(await viewableSummary(ctx, request.user!, request.params.id)),
  );

  // The keypoint track, packed and gzipped, immutable once the analysis is done (decision 1500).
  app.get(API_ROUTES.analysisTrack, { config: { access: 'premium' }, schema: { params: idParams } }, async (request, reply) =>
    sendTrack(ctx, request, reply, await viewableSummary(ctx, request.user!, request.params.id)),
  );

  // The H.264 playback rendition, with byte ranges so the player can seek frame by frame.
  app.get(API_ROUTES.analysisVideo, { config: { access: 'premium' }, schema: { params: idParams } }, async (request, reply) => {
    const row = await viewableSummary(ctx, request.user!, request.params.id);
    if (!row.playbackKey) throw httpError(404, NO_VIDEO[row.status]);
    const stat = await ctx.storage.stat(row.playbackKey);
    if (!stat) throw httpError(404, 'The video of this analysis is missing.');
    reply.header('accept-ranges', 'bytes');
    const ranges = request.headers.range ? rangeParser(stat.size, request.headers.range, { combine: true }) : -2;
    if (ranges === -1) {
      return reply.status(416).header('content-range', `bytes */${stat.size}`).send({ message: 'The requested range is outside the video.' });
    }
    reply.header('content-type', 'video/mp4').header('cache-control', 'private, max-age=3600');
    // No Range, a malformed one, or several ranges: the whole file (multipart ranges are not worth it here).
    if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
      reply.header('content-length', stat.size);
      return reply.send(await ctx.storage.read(row.playbackKey));
    }
    const { start, end } = ranges[0]!;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${stat.size}`)
      .header('content-length', end - start + 1);
    return reply.send(await ctx.storage.read(row.playbackKey, { start, end }));
  });

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
    async (request) => toDetail(summaryOf(await moveEvents(ctx, request.user!, request.params.id, request.body.events))),
  );

  // "Restore detected events": the engine's own events and results again.
  app.delete(
    API_ROUTES.analysisEvents,
    { config: { access: 'premium' }, schema: { params: idParams, response: { 200: swingAnalysisDetailSchema } } },
    async (request) => toDetail(summaryOf(await restoreDetectedEvents(ctx, request.user!, request.params.id))),
  );

  app.delete(API_ROUTES.analysis, { config: { access: 'premium' }, schema: { params: idParams } }, async (request, reply) => {
    const row = await accessibleSummary(ctx, request.user!, request.params.id);
    await discardAnalysis(ctx, row.id);
    return reply.status(204).send();
  });
};

export default analysisRoutes;
