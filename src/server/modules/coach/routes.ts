import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachConversationSchema, coachRateLimitMessage, coachReplySchema, coachRequestSchema, type CoachStreamEvent } from '../../../shared/coach';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { API_ROUTES } from '../../../shared/routes';
import { HttpError } from '../../http/errors';
import { createCounters } from '../../infra/counters';
import { consumeAll } from '../auth/rateLimits';
import { builtinCoach } from './builtinCoach';
import { COACH_LIMIT } from './limits';
import { openAiCoach } from './openAiCoach';
import { answer, answerStream, clearConversation, conversation, type CoachModels } from './service';

const tags = ['coach'];

function sseLines(events: AsyncGenerator<CoachStreamEvent>, onError: (error: unknown) => void): Readable {
  async function* lines() {
    try {
      for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
    } catch (error) {
      // The headers are gone already: end the stream; the widget shows the apology for a reply without `done`.
      onError(error);
    }
  }
  return Readable.from(lines());
}

/** Spec §7 POST /api/ai-golf-coach, its streamed variant and the member's stored conversation. Premium members only. */
const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const builtin = builtinCoach(ctx.config.coach.wordDelayMs);
  const llm = ctx.config.coach.llm;
  // The built-in coach alone needs no deadline of its own; a minute only bounds a stream nobody reads.
  const models: CoachModels = { primary: llm ? openAiCoach(llm) : builtin, builtin, timeoutMs: llm?.timeoutMs ?? 60_000 };
  const deps = { db: ctx.db, log: app.log, models };

  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());
  const perMember = counters.counter(`${COACH_LIMIT.name}:member`, COACH_LIMIT.perMember, COACH_LIMIT.windowMs);
  // After validation, so a refused body costs nothing; keyed by the member, not the address.
  const limitPerMember = async (request: { user: { id: string } | null }) => {
    const wait = await consumeAll([[perMember, request.user!.id]]);
    if (wait !== undefined) throw new HttpError(429, coachRateLimitMessage(wait), { 'retry-after': String(wait) }, { code: ERROR_CODES.rateLimited });
  };

  /** Aborted when the member goes away before the reply is finished. */
  const abortOnClose = (raw: NodeJS.EventEmitter & { writableFinished: boolean }) => {
    const controller = new AbortController();
    raw.on('close', () => {
      if (!raw.writableFinished) controller.abort();
    });
    return controller.signal;
  };

  app.post(
    API_ROUTES.coach,
    {
      config: { access: 'premium', feature: 'coach' },
      preHandler: limitPerMember,
      schema: {
        tags,
        summary: "Ask the AI golf coach; the reply is grounded in the member's own analyses",
        body: coachRequestSchema,
        response: { 200: coachReplySchema },
      },
    },
    async (request, reply) => answer(deps, request.user!.id, request.body, abortOnClose(reply.raw)),
  );

  app.post(
    API_ROUTES.coachStream,
    {
      config: { access: 'premium', feature: 'coach' },
      preHandler: limitPerMember,
      schema: {
        tags,
        summary: 'The same question, answered as Server-Sent Events (delta, reset, done) as the reply is written',
        body: coachRequestSchema,
      },
    },
    async (request, reply) => {
      const events = await answerStream(deps, request.user!.id, request.body, abortOnClose(reply.raw));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(sseLines(events, (error) => request.log.error({ err: error }, 'coach: the stream failed')));
    },
  );

  app.get(
    API_ROUTES.coachConversation,
    {
      config: { access: 'premium', feature: 'coach' },
      schema: { tags, summary: 'The member’s stored conversation, oldest first', response: { 200: coachConversationSchema } },
    },
    async (request) => conversation(ctx.db, request.user!.id),
  );

  app.delete(
    API_ROUTES.coachConversation,
    { config: { access: 'premium', feature: 'coach' }, schema: { tags, summary: 'Clear the member’s conversation' } },
    async (request, reply) => {
      await clearConversation(ctx.db, request.user!.id);
      return reply.status(204).send();
    },
  );
};

export default coachRoutes;
