import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoStateSchema, demoUnlockSchema } from '../../../shared/demo';
import { createCounters } from '../../infra/counters';
import { attemptLimiter } from '../auth/rateLimits';
import { isHttps } from '../auth/sessions';
import { demoAnalyses } from './analyses';
import { DEMO_COOKIE, DEMO_SESSION_MS, isDemoSessionOpen, openDemoSession } from './service';
import { API_ROUTES } from '../../../shared/routes';

const tags = ['demo'];

/** Guessing the code: 10 tries per address per 15 minutes. */
export const DEMO_UNLOCK_LIMIT = { name: 'demo-unlock', windowMs: 15 * 60_000, perIp: 10 };

/** The password-gated demo (decision 1013): read-only, no account, no payment. */
const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());

  app.get(
    API_ROUTES.demo,
    {
      config: { access: 'public' },
      schema: { tags, summary: "Locked, or the demo's analyses when this browser entered the code", response: { 200: demoStateSchema } },
    },
    async (request) =>
      (await isDemoSessionOpen(ctx, request.cookies[DEMO_COOKIE])) ? { unlocked: true as const, analyses: demoAnalyses() } : { unlocked: false as const },
  );

  app.post(
    API_ROUTES.demoSession,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, DEMO_UNLOCK_LIMIT),
      schema: {
        tags,
        summary: 'Open the demo with its access code (401 with the spec alert when wrong)',
        body: demoUnlockSchema,
        response: { 200: demoStateSchema },
      },
    },
    async (request, reply) => {
      const id = await openDemoSession(ctx, request.body.code);
      reply.setCookie(DEMO_COOKIE, id, {
        path: '/api/demo',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(ctx, request),
        maxAge: DEMO_SESSION_MS / 1000,
      });
      return { unlocked: true as const, analyses: demoAnalyses() };
    },
  );
};

export default demoRoutes;
