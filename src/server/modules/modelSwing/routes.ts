import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modelSwingBodySchema, modelSwingReplySchema, modelSwingSchema } from '../../../shared/modelSwing';
import { API_ROUTES } from '../../../shared/routes';
import { forgetModelSwing, keepModelSwing, modelSwingOf } from './service';

const tags = ['model swing'];

/** Issue 33: the one analysis a member keeps as their model to compare their swings with. */
const modelSwingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.modelSwing,
    { config: { access: 'premium' }, schema: { tags, summary: 'Your model swing, if you chose one', response: { 200: modelSwingReplySchema } } },
    async (request) => ({ model: await modelSwingOf(ctx, request.user!) }),
  );

  app.put(
    API_ROUTES.modelSwing,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Keep one of your finished swings as your model', body: modelSwingBodySchema, response: { 200: modelSwingSchema } },
    },
    async (request) => keepModelSwing(ctx, request.user!, request.body.analysisId),
  );

  app.delete(API_ROUTES.modelSwing, { config: { access: 'premium' }, schema: { tags, summary: 'Stop keeping a model swing' } }, async (request, reply) => {
    await forgetModelSwing(ctx, request.user!);
    return reply.status(204).send();
  });
};

export default modelSwingRoutes;
