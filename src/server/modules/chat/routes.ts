import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatIdSchema,
  chatRoomListSchema,
  conversationListSchema,
  directMessagePageSchema,
  messagePageQuerySchema,
  muteReplySchema,
  muteSchema,
  readPositionSchema,
  roomMessagePageSchema,
} from '../../../shared/chat';
import { API_ROUTES } from '../../../shared/routes';
import { deleteMute, listRooms } from './store';
import { conversations, deleteDirectMessage, deleteRoomMessage, directMessagesWith, markRead, muteMember, roomMessages } from './service';

const roomParams = z.object({ roomId: chatIdSchema('The room id in the address') });
const messageId = z.coerce
  .number({ error: 'The message id in the address is not valid.' })
  .int('The message id in the address is not valid.')
  .positive('The message id in the address is not valid.');
const messageParams = roomParams.extend({ messageId });
const peerParams = z.object({ peerId: chatIdSchema('The member id in the address') });
const directMessageParams = peerParams.extend({ messageId });
const memberParams = z.object({ memberId: chatIdSchema('The member id in the address') });

/**
 * The community's HTTP side (spec §7 chat calls): lists and message pages, newest page first.
 * Sending happens on the /ws socket (socket.ts). Premium members only; mutes are for administrators.
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const premium = { access: 'premium' as const, feature: 'community' as const };

  app.get(API_ROUTES.chatRooms, { config: premium, schema: { response: { 200: chatRoomListSchema } } }, async (request) => listRooms(ctx.db, request.user!.id));

  app.get(
    API_ROUTES.chatRoomMessages,
    { config: premium, schema: { params: roomParams, querystring: messagePageQuerySchema, response: { 200: roomMessagePageSchema } } },
    async (request) => roomMessages(ctx, request.params.roomId, request.query),
  );

  app.delete(API_ROUTES.chatRoomMessage, { config: premium, schema: { params: messageParams } }, async (request, reply) => {
    await deleteRoomMessage(ctx, request.user!, request.params.roomId, request.params.messageId);
    return reply.status(204).send();
  });

  // The spec names both paths for the conversation list ("path inferred", "seen in another screen").
  for (const path of [API_ROUTES.chatDirectMessages, API_ROUTES.chatConversations]) {
    app.get(path, { config: premium, schema: { response: { 200: conversationListSchema } } }, async (request) => conversations(ctx, request.user!));
  }

  app.get(
    API_ROUTES.chatDirectMessagesWith,
    { config: premium, schema: { params: peerParams, querystring: messagePageQuerySchema, response: { 200: directMessagePageSchema } } },
    async (request) => directMessagesWith(ctx, request.user!, request.params.peerId, request.query),
  );

  app.delete(API_ROUTES.chatDirectMessage, { config: premium, schema: { params: directMessageParams } }, async (request, reply) => {
    await deleteDirectMessage(ctx, request.user!, request.params.peerId, request.params.messageId);
    return reply.status(204).send();
  });

  app.put(API_ROUTES.chatReadPositions, { config: premium, schema: { body: readPositionSchema } }, async (request, reply) => {
    await markRead(ctx.db, request.user!, request.body);
    return reply.status(204).send();
  });

  app.put(
    API_ROUTES.chatMute,
    { config: { access: 'admin' }, schema: { params: memberParams, body: muteSchema, response: { 200: muteReplySchema } } },
    async (request) => muteMember(ctx.db, request.user!, request.params.memberId, request.body.minutes),
  );

  app.delete(API_ROUTES.chatMute, { config: { access: 'admin' }, schema: { params: memberParams } }, async (request, reply) => {
    await deleteMute(ctx.db, request.params.memberId);
    return reply.status(204).send();
  });
};

export default chatRoutes;
