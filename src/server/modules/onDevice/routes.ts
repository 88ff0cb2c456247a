import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onDeviceAnalysisBodySchema, swingAnalysisDetailSchema } from '../../../shared/analysis';
import { API_ROUTES } from '../../../shared/routes';
import { storeOnDeviceAnalysis } from './service';

/** A track of up to 20000 frames is a few MB of JSON; nothing else comes in. */
const BODY_LIMIT = 8 * 1024 * 1024;

/** Private analysis (issue 16): the track computed on the member's device, analysed and stored here. */
const onDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_ROUTES.onDeviceAnalysis,
    {
      config: { access: 'premium', feature: 'privateAnalysis' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['analysis'],
        summary: 'Stores an analysis of a swing analysed on the device: the keypoint track only, never the video',
        body: onDeviceAnalysisBodySchema,
        response: { 201: swingAnalysisDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await storeOnDeviceAnalysis(app.ctx, request.user!.id, request.body)),
  );
};

export default onDeviceRoutes;
