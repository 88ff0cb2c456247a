import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, type AnalysisStatus } from '../../../shared/analysis';
import { analysisLabelsSchema } from '../../../shared/swingLabels';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { noVideoProvided } from './errors';
import { acceptSwing, assertUnderMemberLimit } from './service';
import { fromMultipart, fromVideoUrl, VIDEO_URL_MAX_LENGTH, type IncomingSwing } from './sources';
import { beforeTheBody, closeAfterReply, refuseDeclaredOversize } from './uploadGuards';

/** Multipart boundaries and the small label fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const urlBody = analysisLabelsSchema.extend({ videoUrl: z.string().max(VIDEO_URL_MAX_LENGTH) });

/**
 * Whose swing a request sends, refusing a caller who may not send it (the member themselves; a
 * club's key for a golfer with a seat in that club). Runs before the body is read.
 */
export type GolferOf = (request: FastifyRequest) => Promise<string>;

/**
 * The streamed upload, one path for the member's own route and the club API's (issue 30): the
 * declared size, the caller's right to send for the golfer and the golfer's limit of waiting and
 * running analyses are checked before a byte of the file is read (each refusal closes the
 * connection), then the file's type, size and media limits as it arrives (sources.ts,
 * acceptSwing). Multipart (one file or a videoUrl field) or JSON { videoUrl }; 202 at once.
 */
export function swingUpload(ctx: AppContext, golferOf: GolferOf) {
  const golfers = new WeakMap<FastifyRequest, string>();
  const admit = beforeTheBody(async (request) => {
    const golfer = await golferOf(request);
    await assertUnderMemberLimit(ctx, golfer);
    golfers.set(request, golfer);
  });

  async function receive(request: FastifyRequest, reply: FastifyReply): Promise<IncomingSwing> {
    if (request.isMultipart()) {
      try {
        return await fromMultipart(request, ctx.config);
      } catch (error) {
        closeAfterReply(reply);
        throw error;
      }
    }
    const body = (request.body ?? {}) as { videoUrl?: unknown };
    if (typeof body.videoUrl !== 'string' || !body.videoUrl.trim()) throw noVideoProvided();
    const parsed = urlBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw httpError(400, `${issue.path.join('.')}: ${issue.message}`);
    }
    const { videoUrl, ...labels } = parsed.data;
    return fromVideoUrl(ctx.config, videoUrl, labels);
  }

  return {
    onRequest: [refuseDeclaredOversize(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD), admit],
    async handler(request: FastifyRequest, reply: FastifyReply): Promise<{ id: string; status: AnalysisStatus }> {
      const incoming = await receive(request, reply);
      const row = await acceptSwing(ctx, golfers.get(request)!, incoming);
      reply.status(202);
      return { id: row.id, status: row.status };
    },
  };
}
