import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userReplySchema } from '../../../shared/auth';
import {
  acceptInvitationSchema,
  apiKeyBodySchema,
  apiKeyListSchema,
  apiKeySchema,
  brandingBodySchema,
  clubPeopleSchema,
  coachCommentBodySchema,
  coachCommentListSchema,
  coachCommentSchema,
  createdApiKeySchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  inviteBodySchema,
  memberAnalysesSchema,
  myClubSchema,
  teamDashboardSchema,
  teamQuerySchema,
} from '../../../shared/clubs';
import { API_ROUTES } from '../../../shared/routes';
import { httpError } from '../../http/errors';
import { createSession } from '../auth/sessions';
import { assertApiAccess, createApiKey, revokeApiKey, toApiKey } from './apiKeys';
import { LOGO_CONTENT_TYPES, replaceLogo, updateBranding } from './branding';
import { addComment, listComments } from './comments';
import { teamDashboard } from './dashboard';
import { acceptInvitation, clubPeople, previewInvitation, removeMember, sendInvitation } from './invitations';
import { createClubFromLead } from './leadClubs';
import { myClub, staffClub } from './service';
import * as store from './store';

const tags = ['clubs'];
const memberParams = z.object({ memberId: z.uuid('The member id in the address is not valid.').toLowerCase() });
const analysisParams = z.object({ id: z.uuid('The analysis id in the address is not valid.').toLowerCase() });
const logoBody = z.object({ imageData: z.string().max(1024 * 1024, 'The logo is too large.') });
const noContent = { 204: z.null().describe('Done') };

/** Issue 17: the signed-in side of clubs (owner, coaches, members) and invitation links. */
const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const graceDays = ctx.config.billing.graceDays;
  const appBaseUrl = (request: FastifyRequest) => ctx.config.publicUrl ?? `http://localhost:${request.socket.localPort}`;

  app.get(
    API_ROUTES.club,
    {
      config: { access: 'member' },
      schema: { tags, summary: "The signed-in person's club, role and branding (null without one)", response: { 200: myClubSchema } },
    },
    async (request) => myClub(ctx.db, request.user!.id, graceDays),
  );

  app.put(
    API_ROUTES.clubBranding,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Club name, colours and white-label (owner)', body: brandingBodySchema, response: { 200: myClubSchema } },
    },
    async (request) => {
      await updateBranding(ctx, await staffClub(ctx.db, request.user!, 'owner'), request.body);
      return myClub(ctx.db, request.user!.id, graceDays);
    },
  );

  app.put(
    API_ROUTES.clubLogo,
    {
      config: { access: 'premium' },
      bodyLimit: 1024 * 1024 + 1024,
      schema: { tags, summary: 'Replace the club logo (owner; PNG, JPEG or WebP data URL)', body: logoBody, response: { 200: myClubSchema } },
    },
    async (request) => {
      await replaceLogo(ctx, await staffClub(ctx.db, request.user!, 'owner'), request.body.imageData);
      return myClub(ctx.db, request.user!.id, graceDays);
    },
  );

  // Logos are shown in e-mails and on the invitation page before sign-in, so they are public.
  app.get(
    API_ROUTES.clubLogoFile,
    { config: { access: 'public' }, schema: { tags, summary: "A club's logo", params: z.object({ clubId: z.uuid().toLowerCase() }) } },
    async (request, reply) => {
      const club = await store.findClub(ctx.db, request.params.clubId);
      if (!club?.logoKey) throw httpError(404, 'This club has no logo.');
      const ext = club.logoKey.split('.').pop() ?? '';
      reply.header('content-type', LOGO_CONTENT_TYPES[ext] ?? 'application/octet-stream').header('cache-control', 'public, max-age=86400');
      return reply.send(await ctx.storage.read(club.logoKey));
    },
  );

  app.get(
    API_ROUTES.clubPeople,
    { config: { access: 'premium' }, schema: { tags, summary: 'Members and pending invitations (owner and coaches)', response: { 200: clubPeopleSchema } } },
    async (request) => clubPeople(ctx, await staffClub(ctx.db, request.user!, 'staff')),
  );

  app.post(
    API_ROUTES.clubInvitations,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Invite a member or coach by e-mail (owner)', body: inviteBodySchema, response: { 201: invitationSchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const club = await staffClub(ctx.db, user, 'owner');
      const invitation = await sendInvitation(
        ctx,
        club,
        { ...request.body, inviterId: user.id, inviterName: `${user.firstName} ${user.lastName}` },
        appBaseUrl(request),
      );
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    API_ROUTES.clubInvitation,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Withdraw a pending invitation (owner)', params: z.object({ invitationId: z.uuid().toLowerCase() }), response: noContent },
    },
    async (request, reply) => {
      const club = await staffClub(ctx.db, request.user!, 'owner');
      if (!(await store.revokeInvitation(ctx.db, club.id, request.params.invitationId, new Date())))
        throw httpError(404, 'Your club has no such pending invitation.');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    API_ROUTES.clubMember,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Remove a member or coach; frees their seat (owner)', params: memberParams, response: noContent },
    },
    async (request, reply) => {
      await removeMember(ctx, await staffClub(ctx.db, request.user!, 'owner'), request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    API_ROUTES.clubMemberAnalyses,
    {
      config: { access: 'premium' },
      schema: { tags, summary: "A club member's analyses (owner and coaches)", params: memberParams, response: { 200: memberAnalysesSchema } },
    },
    async (request) => {
      const club = await staffClub(ctx.db, request.user!, 'staff');
      const member = (await store.membersOf(ctx.db, club.id)).find((person) => person.userId === request.params.memberId);
      if (!member) throw httpError(404, 'This person is not in your club.');
      const analyses = await store.analysesOfMember(ctx.db, member.userId);
      return {
        member: { ...member, joinedAt: member.joinedAt.toISOString() },
        analyses: analyses.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  );

  app.get(
    API_ROUTES.clubDashboard,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'The team dashboard (owner and coaches)', querystring: teamQuerySchema, response: { 200: teamDashboardSchema } },
    },
    async (request) => teamDashboard(ctx.db, await staffClub(ctx.db, request.user!, 'staff'), request.query.days),
  );

  app.post(
    API_ROUTES.invitationPreview,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'What an invitation link is for', body: invitationTokenSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => previewInvitation(ctx, request.body.token),
  );

  app.post(
    API_ROUTES.acceptInvitation,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accept an invitation: signed in as the invited address, or creating its account',
        body: acceptInvitationSchema,
        response: { 200: userReplySchema },
      },
    },
    async (request, reply) => {
      const { user, created } = await acceptInvitation(ctx, request.user, request.body);
      if (created) await createSession(ctx, request, reply, user.id);
      return { user };
    },
  );

  app.get(
    API_ROUTES.analysisComments,
    {
      config: { access: 'premium' },
      schema: { tags, summary: 'Coach notes on an analysis (its member and club staff)', params: analysisParams, response: { 200: coachCommentListSchema } },
    },
    async (request) => listComments(ctx, request.user!, request.params.id),
  );

  app.post(
    API_ROUTES.analysisComments,
    {
      config: { access: 'premium' },
      schema: {
        tags,
        summary: "Leave a note on a club member's analysis at a frame (owner and coaches)",
        params: analysisParams,
        body: coachCommentBodySchema,
        response: { 201: coachCommentSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addComment(ctx, request.user!, request.params.id, request.body, appBaseUrl(request))),
  );

  app.get(
    API_ROUTES.clubApiKeys,
    { config: { access: 'premium' }, schema: { tags, summary: "The club's API keys (owner, club plan)", response: { 200: apiKeyListSchema } } },
    async (request) => {
      const club = await staffClub(ctx.db, request.user!, 'owner');
      assertApiAccess(club);
      return (await store.apiKeysOf(ctx.db, club.id)).map(toApiKey);
    },
  );

  app.post(
    API_ROUTES.clubApiKeys,
    {
      config: { access: 'premium' },
      schema: {
        tags,
        summary: 'Create an API key; the key is in this answer only (owner, club plan)',
        body: apiKeyBodySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(ctx.db, await staffClub(ctx.db, request.user!, 'owner'), request.body.name)),
  );

  app.delete(
    API_ROUTES.clubApiKey,
    {
      config: { access: 'premium' },
      schema: {
        tags,
        summary: 'Revoke an API key: it stops working at once (owner)',
        params: z.object({ keyId: z.uuid().toLowerCase() }),
        response: { 200: apiKeySchema },
      },
    },
    async (request) => revokeApiKey(ctx.db, await staffClub(ctx.db, request.user!, 'owner'), request.params.keyId),
  );

  app.post(
    API_ROUTES.adminClubFromLead,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Create a club from a club lead and invite the lead's contact as owner",
        params: z.object({ id: z.uuid('The id in the address is not valid.').toLowerCase() }),
        body: z.object({ planKey: z.enum(['club_starter', 'club'], { error: 'Choose club_starter or club.' }) }),
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const invitation = await createClubFromLead(
        ctx,
        request.params.id,
        request.body.planKey,
        { id: user.id, name: `${user.firstName} ${user.lastName}` },
        appBaseUrl(request),
      );
      return reply.status(201).send(invitation);
    },
  );
};

export default clubRoutes;
