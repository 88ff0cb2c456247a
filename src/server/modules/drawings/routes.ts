import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawingBodySchema, drawingListSchema, drawingSchema } from '../../../shared/drawings';
import { API_ROUTES } from '../../../shared/routes';
import { addDrawing, changeDrawing, listDrawings, removeDrawing } from './service';

const tags = ['drawings'];
// Ids are compared as text, so an uppercase spelling is lower-cased first.
const analysisParams = z.object({ id: z.uuid('The analysis id in the address is not valid.').toLowerCase() });
const drawingParams = analysisParams.extend({ drawingId: z.uuid('The drawing id in the address is not valid.').toLowerCase() });

/** Issue 33: the member's lines, angles, circles and free-hand strokes on frames of their own swing. */
const drawingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    API_ROUTES.analysisDrawings,
    {
      config: { access: 'premium' },
      schema: {
        tags,
        summary: "The member's drawings on an analysis (its member, admins, club staff)",
        params: analysisParams,
        response: { 200: drawingListSchema },
      },
    },
    async (request) => listDrawings(ctx, request.user!, request.params.id),
  );

  app.post(
    API_ROUTES.analysisDrawings,
    {
      config: { access: 'premium' },
      schema: {
        tags,
        summary: 'Draw on a frame or a swing position of your analysis',
        params: analysisParams,
        body: drawingBodySchema,
        response: { 201: drawingSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addDrawing(ctx, request.user!, request.params.id, request.body)),
  );

  app.put(
    API_ROUTES.analysisDrawing,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Change one of your drawings', params: drawingParams, body: drawingBodySchema, response: { 200: drawingSchema } },
    },
    async (request) => changeDrawing(ctx, request.user!, request.params.id, request.params.drawingId, request.body),
  );

  app.delete(
    API_ROUTES.analysisDrawing,
    { config: { access: 'premium' }, schema: { tags, summary: 'Delete one of your drawings', params: drawingParams } },
    async (request, reply) => {
      await removeDrawing(ctx, request.user!, request.params.id, request.params.drawingId);
      return reply.status(204).send();
    },
  );
};

export default drawingRoutes;
