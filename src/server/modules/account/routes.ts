import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_DELETED_MESSAGE, deleteAccountSchema } from '../../../shared/account';
import { messageReplySchema } from '../../../shared/auth';
import { createCounters } from '../../infra/counters';
import { attemptLimiter } from '../auth/rateLimits';
import { destroySession } from '../auth/sessions';
import { deleteAccount } from './service';
import { API_ROUTES } from '../../../shared/routes';

/** Each try checks a password: limited like the other password calls, per address. */
const DELETE_LIMIT = { name: 'account-delete', windowMs: 15 * 60_000, perIp: 10 };

/** Closing one's own account (decision 1014). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());

  app.delete(
    API_ROUTES.account,
    {
      config: { access: 'member' },
      preHandler: attemptLimiter(counters, DELETE_LIMIT),
      schema: {
        tags: ['auth'],
        summary: 'Delete the signed-in account with its videos, analyses and plans (needs the password)',
        body: deleteAccountSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, request.user!.id, request.body.password);
      await destroySession(ctx, request, reply);
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );
};

export default accountRoutes;
