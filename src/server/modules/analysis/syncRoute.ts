import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, swingAnalysisReplySchema } from '../../../shared/analysis';
import { ERROR_CODES, type ErrorCode } from '../../../shared/errorCodes';
import { API_ROUTES } from '../../../shared/routes';
import { TOASTS } from '../../../shared/texts';
import type { SessionUser } from '../../http/access';
import { isLostConnection } from '../../db/lostConnection';
import { HttpError, LOST_CONNECTION_MESSAGE } from '../../http/errors';
import { MediaError } from '../../../media';
import { AnalysisInputError, noVideoProvided } from './errors';
import type { ReceivedFile } from './intake';
import { acceptSwing, discardAnalysis, waitForAnalysis } from './service';
import { fromVideoUrl, VIDEO_URL_MAX_LENGTH, type IncomingSwing } from './sources';
import { readSyncBody } from './syncBody';
import { syncUploadSlots } from './syncSlots';
import { closeAfterReply, memberLimitGuard, refuseDeclaredOversize } from './uploadGuards';

/** A 50 MB file as a base64 data URL inside JSON is about 67 MB; a little room on top (MIME line breaks…). */
const DATA_URL_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024 * 1024;

const syncBody = z.object({
  /** Accepted for the spec's client; it must be the signed-in member's own id. */
  userId: z.string().optional(),
  imageData: z.string().optional(),
  videoUrl: z.string().max(VIDEO_URL_MAX_LENGTH).optional(),
});
const SYNC_FIELD_NAMES = syncBody.keyof().options.filter((name) => name !== 'imageData');

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
  // Refused while the body was still arriving (its size, type, base64…): the rest is not read.
  if (!request.raw.complete) closeAfterReply(reply);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return sendSyncFailure(
      reply,
      400,
      ERROR_CODES.invalidRequest,
      `${first?.instancePath.replace(/^\/(body\/?)?/, '') || 'body'}: ${first?.message ?? 'is not valid'}`,
    );
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const code = error instanceof AnalysisInputError || error instanceof MediaError ? error.code : (ERROR_OF_STATUS[status] ?? ERROR_CODES.invalidRequest);
    // A premium refusal keeps its pointer to /subscribe.
    return error instanceof HttpError
      ? reply.status(status).send({ ...error.details, success: false, error: code, message: error.message })
      : sendSyncFailure(reply, status, code, error.message);
  }
  if (isLostConnection(error)) {
    // As the other routes answer it (http/errors.ts): a moment's loss of the database, not our fault to hide in a 500.
    request.log.warn({ err: error }, 'database connection lost during the request');
    return sendSyncFailure(reply.header('retry-after', '1'), 503, ERROR_CODES.analysisError, LOST_CONNECTION_MESSAGE);
  }
  request.log.error({ err: error }, 'swing analysis failed');
  return sendSyncFailure(reply, 500, ERROR_CODES.analysisError, TOASTS.analysisFailed.description);
}

/** The data URLs received to disk by the route's body parser, until the handler takes them. */
const receivedDataUrls = new WeakMap<FastifyRequest, ReceivedFile>();

/** A refused or abandoned request's file is removed (the handler took the file of one it accepts). */
async function discardUnclaimedDataUrl(request: FastifyRequest) {
  const file = receivedDataUrls.get(request);
  receivedDataUrls.delete(request);
  await file?.discard();
}

/**
 * The route's rules on its small fields. Run on the fields read before the data URL (so that a
 * foreign userId or a videoUrl beside it is refused before a byte of the file is decoded), and
 * again on the whole body once the schema has checked it.
 */
function checkSyncFields(fields: unknown, user: SessionUser, hasDataUrl: boolean): z.infer<typeof syncBody> {
  const parsed = syncBody.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AnalysisInputError(400, ERROR_CODES.invalidRequest, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is not valid'}`);
  }
  const { userId, videoUrl } = parsed.data;
  if (userId !== undefined && userId.toLowerCase() !== user.id) {
    throw new AnalysisInputError(403, ERROR_CODES.forbidden, 'You can only analyse swings for your own account.');
  }
  if (hasDataUrl && videoUrl) throw new AnalysisInputError(400, ERROR_CODES.invalidRequest, 'Send either imageData or videoUrl, not both.');
  return parsed.data;
}

/**
 * The spec's call, `POST /api/swing-analysis`: JSON with the file as a base64 data URL (or a
 * link), answered when the analysis is done, in the spec's shape. A plugin of its own so that
 * its JSON parser, which streams the data URL to disk (decision 1508), is this route's alone.
 */
const syncAnalysisRoute: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const slots = syncUploadSlots(ctx.config.analysis.syncInFlight);
  const underMemberLimit = memberLimitGuard(ctx);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: IncomingMessage) => {
    const { fields, file } = await readSyncBody(payload, {
      dataUrlField: 'imageData',
      fieldNames: SYNC_FIELD_NAMES,
      maxBodyBytes: DATA_URL_BODY_LIMIT,
      beforeDataUrl: (fieldsSoFar) => checkSyncFields(fieldsSoFar, request.user!, true),
    });
    if (file) receivedDataUrls.set(request, file);
    return fields;
  });

  app.post(
    API_ROUTES.swingAnalysis,
    {
      config: { access: 'premium' },
      // Before the body is read: an announced oversize, a member at their limit and a busy
      // server are refused at once.
      onRequest: [refuseDeclaredOversize(DATA_URL_BODY_LIMIT), underMemberLimit, slots.take],
      onResponse: [slots.release, discardUnclaimedDataUrl],
      onRequestAbort: [slots.release, discardUnclaimedDataUrl],
      errorHandler: syncErrorHandler,
      schema: { body: syncBody, response: { 200: swingAnalysisReplySchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const { videoUrl } = checkSyncFields(request.body, user, receivedDataUrls.has(request));
      let incoming: IncomingSwing;
      try {
        const file = receivedDataUrls.get(request);
        receivedDataUrls.delete(request);
        if (file) incoming = { file, sourceKind: file.media.kind, labels: {} };
        else if (videoUrl?.trim()) incoming = await fromVideoUrl(ctx.config, videoUrl);
        else throw noVideoProvided();
      } finally {
        // The file is on disk (or the link fetched): the slot is freed while the analysis runs.
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
};

export default syncAnalysisRoute;
