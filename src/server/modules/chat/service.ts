import type { ChatUser, MessagePageQuery, ReadPosition, SharedAnalysisCard } from '../../../shared/chat';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { unscoredAreas } from '../../../shared/keyMetricsMeasured';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { SessionUser } from '../../http/access';
import { findAnalysisSummary } from '../analysis/store';
import { badgesFor } from './badges';
import { chatError, CHAT_ERRORS } from './errors';
import { groupCommit } from './groupCommit';
import * as store from './store';

/** The rules of the community (issue 14); the socket and the HTTP routes both call these. */

export const roomTopic = (roomId: string) => `chat-room:${roomId}`;

/** The author of a message being sent; the socket knows the badge from its access check. */
function chatUserOf(user: SessionUser, foundingMember: boolean): ChatUser {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, foundingMember };
}

type ChatContext = Pick<AppContext, 'db' | 'config'>;

/**
 * Rooms are only ever added (by the seed), so a room once seen exists: each process remembers the
 * ids it found, per database, and asks again only for ids it has not seen (decision 1404).
 */
const roomsSeen = new WeakMap<Database, Set<string>>();

export async function knownRoom(db: Database, roomId: string): Promise<boolean> {
  const seen = roomsSeen.get(db) ?? new Set<string>();
  roomsSeen.set(db, seen);
  if (seen.has(roomId)) return true;
  if (!(await store.roomExists(db, roomId))) return false;
  seen.add(roomId);
  return true;
}

/** Each process writes room messages through one group commit per database (decision 1406). */
const roomMessageWriter = preparedPerDatabase((db: Database) => groupCommit((inputs: store.RoomMessageInput[]) => store.insertRoomMessages(db, inputs)));

export async function roomMessages(ctx: ChatContext, roomId: string, query: MessagePageQuery) {
  if (!(await knownRoom(ctx.db, roomId))) throw CHAT_ERRORS.unknownRoom();
  const page = await store.roomMessagePage(ctx.db, roomId, query);
  const badged = await badgesFor(
    ctx,
    page.messages.map((message) => message.user),
  );
  return { ...page, messages: page.messages.map((message) => ({ ...message, user: badged(message.user) })) };
}

async function otherMember(db: Database, user: SessionUser, otherId: string): Promise<store.ChatUserRow> {
  if (otherId === user.id) throw CHAT_ERRORS.toSelf();
  const other = await store.findChatUser(db, otherId);
  if (!other) throw CHAT_ERRORS.unknownMember();
  return other;
}

export async function directMessagesWith(ctx: ChatContext, user: SessionUser, otherId: string, query: MessagePageQuery) {
  await otherMember(ctx.db, user, otherId);
  const page = await store.directMessagePage(ctx.db, user.id, otherId, query);
  const badged = await badgesFor(
    ctx,
    page.messages.flatMap((message) => [message.sender, message.recipient]),
  );
  return { ...page, messages: page.messages.map((message) => ({ ...message, sender: badged(message.sender), recipient: badged(message.recipient) })) };
}

export async function conversations(ctx: ChatContext, user: SessionUser) {
  const list = await store.listConversations(ctx.db, user.id);
  const badged = await badgesFor(
    ctx,
    list.map((conversation) => conversation.user),
  );
  return list.map((conversation) => ({ ...conversation, user: badged(conversation.user) }));
}

/** The refusal of a muted member, with the time left; the insert that found the mute stored nothing. */
async function mutedError(db: Database, user: SessionUser) {
  const now = new Date();
  // The mute may have ended between the insert and this read: it still refused the message.
  const until = (await store.mutedUntil(db, user.id, now)) ?? new Date(now.getTime() + 1000);
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw chatError(
    403,
    ERROR_CODES.forbidden,
    `An administrator has muted you in the community for ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
    retryAfter,
  );
}

async function shareableCard(db: Database, user: SessionUser, analysisId: string): Promise<SharedAnalysisCard> {
  const row = await findAnalysisSummary(db, analysisId);
  const results = row?.analysis?.analysisResults;
  if (!row || row.userId !== user.id || row.status !== 'done' || !results) throw CHAT_ERRORS.unknownAnalysis();
  return {
    analysisId: row.id,
    overallScore: results.overallScore,
    keyMetrics: results.keyMetrics,
    unscored: unscoredAreas(results),
    clubUsed: row.clubUsed ?? null,
    analysedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

/** Stores the message, then tells everyone in the room (the stored message is the acknowledgement). */
export async function sendRoomMessage(
  ctx: AppContext,
  user: SessionUser,
  foundingMember: boolean,
  input: { roomId: string; content: string; analysisId?: string },
) {
  if (!(await knownRoom(ctx.db, input.roomId))) throw CHAT_ERRORS.unknownRoom();
  const sharedAnalysis = input.analysisId ? await shareableCard(ctx.db, user, input.analysisId) : null;
  const message = await roomMessageWriter(ctx.db)({ roomId: input.roomId, user: chatUserOf(user, foundingMember), content: input.content, sharedAnalysis });
  if (!message) throw await mutedError(ctx.db, user);
  await ctx.realtime.publishToTopic(roomTopic(input.roomId), { type: 'new_message', data: { roomId: input.roomId, message } });
  return message;
}

/** Stores the message, then tells the recipient's sockets and the sender's (the acknowledgement). */
export async function sendDirectMessage(ctx: AppContext, user: SessionUser, foundingMember: boolean, input: { recipientId: string; content: string }) {
  const stored = await otherMember(ctx.db, user, input.recipientId);
  const recipient = (await badgesFor(ctx, [stored]))(stored);
  const message = await store.insertDirectMessage(ctx.db, chatUserOf(user, foundingMember), recipient, input.content);
  if (!message) throw await mutedError(ctx.db, user);
  await Promise.all([
    ctx.realtime.publishToUser(recipient.id, { type: 'new_direct_message', data: { message } }),
    ctx.realtime.publishToUser(user.id, { type: 'direct_message_sent', data: { senderId: user.id, recipientId: recipient.id, message } }),
  ]);
  return message;
}

/** Authors delete their own messages; administrators any (moderation). */
export async function deleteRoomMessage(ctx: AppContext, user: SessionUser, roomId: string, messageId: number): Promise<void> {
  const message = await store.findRoomMessage(ctx.db, roomId, messageId);
  if (!message) throw CHAT_ERRORS.unknownMessage();
  if (message.userId !== user.id && user.role !== 'admin') throw CHAT_ERRORS.notYours();
  await store.deleteRoomMessage(ctx.db, messageId);
  await ctx.realtime.publishToTopic(roomTopic(roomId), { type: 'message_deleted', data: { roomId, messageId } });
}

/**
 * Members delete their own direct messages; the recipient's copy goes with it. A message of
 * someone else's conversation, or not between the two, is "no such message": its existence is
 * not confirmed. Administrators have no say over DMs (they moderate the rooms).
 */
export async function deleteDirectMessage(ctx: AppContext, user: SessionUser, peerId: string, messageId: number): Promise<void> {
  const message = await store.findDirectMessage(ctx.db, messageId);
  const between = message && [message.senderId, message.recipientId].sort().join() === [user.id, peerId].sort().join();
  if (!message || !between) throw CHAT_ERRORS.unknownMessage();
  if (message.senderId !== user.id) throw CHAT_ERRORS.notYours();
  await store.deleteDirectMessage(ctx.db, messageId);
  const deleted = { type: 'direct_message_deleted' as const, data: { senderId: message.senderId, recipientId: message.recipientId, messageId } };
  await Promise.all([ctx.realtime.publishToUser(message.senderId, deleted), ctx.realtime.publishToUser(message.recipientId, deleted)]);
}

export async function markRead(db: Database, user: SessionUser, position: ReadPosition): Promise<void> {
  if ('roomId' in position) {
    if (!(await knownRoom(db, position.roomId))) throw CHAT_ERRORS.unknownRoom();
    return store.saveReadPosition(db, user.id, store.roomConversation(position.roomId), position.lastReadId);
  }
  await otherMember(db, user, position.userId);
  return store.saveReadPosition(db, user.id, store.directConversation(position.userId), position.lastReadId);
}

export async function muteMember(db: Database, admin: SessionUser, userId: string, minutes: number) {
  if (!(await store.findChatUser(db, userId))) throw CHAT_ERRORS.unknownMember();
  const until = new Date(Date.now() + minutes * 60_000);
  await store.saveMute(db, userId, until, admin.id);
  return { userId, mutedUntil: until.toISOString() };
}
