import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ffmpegVersionLine } from '../../../media';
import { isDatabaseReachable } from '../../db/client';

/** Liveness and readiness for load balancers and orchestrators. */
const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(app.ctx.db)) return { status: 'ready' as const };
      return reply.status(503).send({ message: 'The database is not reachable.' });
    },
  );

  // What the server runs on, for an operator: the ffmpeg that decodes every upload (decision 3030).
  // Admins only: a decoder's exact build is worth nothing to a member and something to an attacker.
  app.get(
    '/healthz/details',
    {
      config: { access: 'admin' },
      schema: {
        hide: true,
        response: { 200: z.object({ database: z.enum(['reachable', 'unreachable']), ffmpeg: z.string() }) },
      },
    },
    async () => ({
      database: (await isDatabaseReachable(app.ctx.db)) ? ('reachable' as const) : ('unreachable' as const),
      ffmpeg: await ffmpegVersionLine(),
    }),
  );
};

export default opsRoutes;
