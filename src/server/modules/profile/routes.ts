import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { golfProfileReplySchema, golfProfileSchema } from '../../../shared/profile';
import { API_ROUTES } from '../../../shared/routes';
import { selfOrAdminByParam } from '../../http/access';
import { getProfile, saveProfile } from './service';

const tags = ['profile'];
const params = z.object({ id: z.uuid('The member id in the address is not valid.').toLowerCase() });

/** Ownership is checked before the body is validated, so another member learns nothing from a 400. */
const ownerOrAdmin = selfOrAdminByParam('id');

/** The golf profile of spec §3: only the member themself or an admin may read or write it. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_ROUTES.profile,
    {
      config: { access: 'member' },
      preValidation: ownerOrAdmin,
      schema: { tags, summary: "A member's golf profile", params, response: { 200: golfProfileReplySchema } },
    },
    async (request) => ({ profile: await getProfile(app.ctx, request.params.id) }),
  );

  app.put(
    API_ROUTES.profile,
    {
      config: { access: 'member' },
      preValidation: ownerOrAdmin,
      schema: { tags, summary: "Save a member's whole golf profile", params, body: golfProfileSchema, response: { 200: golfProfileReplySchema } },
    },
    async (request) => ({ profile: await saveProfile(app.ctx, request.params.id, request.body) }),
  );
};

export default profileRoutes;
