import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { swingEventNameSchema } from '../../../shared/analysis';
import { API_ROUTES } from '../../../shared/routes';
import { createdShareLinkSchema, shareLinkBodySchema, shareLinkListSchema, sharedSwingSchema } from '../../../shared/sharing';
import { createCounters } from '../../infra/counters';
import { httpError } from '../../http/errors';
import { sendTrack } from '../analysis/trackResource';
import { sendVideo } from '../analysis/videoResource';
import { shareLimits } from './limits';
import { listShareLinks, makeShareLink, revokeShareLink, sharedRow, sharedSwing } from './service';

const tags = ['sharing'];
const analysisParams = z.object({ id: z.uuid('The analysis id in the address is not valid.').toLowerCase() });
const linkParams = analysisParams.extend({ linkId: z.uuid('The link id in the address is not valid.').toLowerCase() });
// Any text: a malformed token is answered like an unknown one (404), not with how tokens look.
const tokenParams = z.object({ token: z.string().max(200) });

/** Issue 33: the owner's read-only links to one analysis, and what a link opens, signed out. */
const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());
  const limits = shareLimits(counters);

  app.get(
    API_ROUTES.analysisShareLinks,
    { config: { access: 'premium' }, schema: { tags, summary: 'Your links to this analysis', params: analysisParams, response: { 200: shareLinkListSchema } } },
    async (request) => listShareLinks(ctx, request.user!, request.params.id),
  );

  app.post(
    API_ROUTES.analysisShareLinks,
    {
      config: { access: 'premium' },
      preHandler: limits.make,
      schema: {
        tags,
        summary: 'Make a read-only link to your analysis, with the drawings it shows (the link is in this answer only)',
        params: analysisParams,
        body: shareLinkBodySchema,
        response: { 201: createdShareLinkSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await makeShareLink(ctx, request.user!, request.params.id, request.body)),
  );

  app.delete(
    API_ROUTES.analysisShareLink,
    { config: { access: 'premium' }, schema: { tags, summary: 'Revoke a link: it answers 404 from now on', params: linkParams } },
    async (request, reply) => {
      await revokeShareLink(ctx, request.user!, request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  );

  app.get(
    API_ROUTES.sharedSwing,
    {
      config: { access: 'public' },
      preHandler: limits.read,
      schema: { tags, summary: 'A shared swing: score, key positions, chosen drawings', params: tokenParams, response: { 200: sharedSwingSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sharedSwing(ctx, request.params.token);
    },
  );

  app.get(
    API_ROUTES.sharedSwingVideo,
    { config: { access: 'public' }, preHandler: limits.read, schema: { tags, summary: 'The shared swing video', params: tokenParams } },
    async (request, reply) => sendVideo(ctx, request, reply, (await sharedRow(ctx, request.params.token)).row),
  );

  app.get(
    API_ROUTES.sharedSwingTrack,
    { config: { access: 'public' }, preHandler: limits.read, schema: { tags, summary: 'The shared swing keypoint track', params: tokenParams } },
    async (request, reply) => sendTrack(ctx, request, reply, (await sharedRow(ctx, request.params.token)).row),
  );

  // Also the page's og:image (the Impact image, else Top).
  app.get(
    API_ROUTES.sharedSwingThumbnail,
    {
      config: { access: 'public' },
      preHandler: limits.read,
      schema: { tags, summary: 'A key-position image of the shared swing', params: tokenParams.extend({ event: swingEventNameSchema }) },
    },
    async (request, reply) => {
      const { row } = await sharedRow(ctx, request.params.token);
      const key = row.thumbnails[request.params.event];
      if (!key) throw httpError(404, `This swing has no ${request.params.event} image.`);
      reply.header('content-type', 'image/jpeg').header('cache-control', 'no-cache');
      return reply.send(await ctx.storage.read(key));
    },
  );
};

export default sharingRoutes;
