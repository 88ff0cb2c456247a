import { aliasedTable, and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_PAGE_SIZE,
  type ChatUser,
  type Conversation,
  type DirectMessage,
  type MessagePageQuery,
  type RoomMessage,
  type SharedAnalysisCard,
} from '../../../shared/chat';
import type { Database } from '../../db/client';
import { chatMutes, chatPresence, chatReadPositions, chatRoomMessages, chatRooms, directMessages, users } from '../../db/schema';

/** Queries of the community tables; the rules are in service.ts. */

/** A member as stored; the service adds the founding member badge, which the member's plan decides. */
export type ChatUserRow = Omit<ChatUser, 'foundingMember'>;

/** Unread counts stop at this many: the list shows "99+", and counting a long backlog costs. */
export const UNREAD_CAP = 100;

export const roomConversation = (roomId: string) => `room:${roomId}`;
export const directConversation = (otherUserId: string) => `dm:${otherUserId}`;

const userColumns = (table: typeof users) => ({ id: table.id, firstName: table.firstName, lastName: table.lastName });

export async function listRooms(db: Database, userId: string) {
  // Spelled out: inside a subquery drizzle writes a bare "id", which would name the message's.
  const lastRead = sql`coalesce((select p.last_read_id from chat_read_positions p
    where p.user_id = ${userId} and p.conversation = 'room:' || chat_rooms.id), 0)`;
  return db
    .select({
      id: chatRooms.id,
      name: chatRooms.name,
      description: chatRooms.description,
      unreadCount: sql<number>`(select count(*)::int from (select 1 from ${chatRoomMessages} m
        where m.room_id = chat_rooms.id and m.user_id <> ${userId} and m.id > ${lastRead} limit ${UNREAD_CAP}) unread)`,
    })
    .from(chatRooms)
    .orderBy(asc(chatRooms.position), asc(chatRooms.name));
}

export async function roomExists(db: Database, roomId: string): Promise<boolean> {
  const rows = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.id, roomId));
  return rows.length > 0;
}

export async function findChatUser(db: Database, userId: string): Promise<ChatUserRow | undefined> {
  const [row] = await db.select(userColumns(users)).from(users).where(eq(users.id, userId));
  return row;
}

/** A room message as stored: its author without the badge (the service adds it). */
export type StoredRoomMessage = Omit<RoomMessage, 'user'> & { user: ChatUserRow };
type RoomMessageRow = Omit<StoredRoomMessage, 'createdAt'> & { createdAt: Date };

function toRoomMessage(row: RoomMessageRow): StoredRoomMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Newest page first, then older pages by `before`; `after` catches up in order (see chat.ts). */
function pageWhere(idColumn: typeof chatRoomMessages.id | typeof directMessages.id, query: MessagePageQuery): SQL | undefined {
  if (query.before !== undefined) return lt(idColumn, query.before);
  if (query.after !== undefined) return gt(idColumn, query.after);
  return undefined;
}

/** Orders a fetched page oldest first and says whether more exist on the side it was read from. */
function toPage<T extends { id: number }>(rows: T[], query: MessagePageQuery) {
  const more = rows.length > CHAT_PAGE_SIZE;
  const kept = rows.slice(0, CHAT_PAGE_SIZE);
  if (query.after !== undefined) return { messages: kept, olderCursor: null, hasNewer: more };
  const messages = kept.reverse();
  return { messages, olderCursor: more ? (messages[0]?.id ?? null) : null, hasNewer: false };
}

export async function roomMessagePage(db: Database, roomId: string, query: MessagePageQuery) {
  const rows = await db
    .select({
      id: chatRoomMessages.id,
      roomId: chatRoomMessages.roomId,
      userId: chatRoomMessages.userId,
      content: chatRoomMessages.content,
      createdAt: chatRoomMessages.createdAt,
      sharedAnalysis: chatRoomMessages.sharedAnalysis,
      user: userColumns(users),
    })
    .from(chatRoomMessages)
    .innerJoin(users, eq(users.id, chatRoomMessages.userId))
    .where(and(eq(chatRoomMessages.roomId, roomId), pageWhere(chatRoomMessages.id, query)))
    .orderBy(query.after !== undefined ? asc(chatRoomMessages.id) : desc(chatRoomMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = toPage(rows, query);
  return { ...page, messages: page.messages.map(toRoomMessage) };
}

/** The condition under which a member may post: no mute of theirs still running. */
const notMuted = (userId: string) => sql`not exists (select 1 from chat_mutes where user_id = ${userId} and muted_until > now())`;

interface InsertedRow extends Record<string, unknown> {
  id: string | number;
  created_at: Date | string;
}

function insertedRow(result: unknown): { id: number; createdAt: string } | undefined {
  const [row] = (result as { rows: InsertedRow[] }).rows;
  return row && { id: Number(row.id), createdAt: new Date(row.created_at).toISOString() };
}

export interface RoomMessageInput {
  roomId: string;
  user: ChatUser;
  content: string;
  sharedAnalysis: SharedAnalysisCard | null;
}

/**
 * Stores room messages in one statement (the busiest path of the chat; see groupCommit.ts), each
 * unless its author is muted: per row, the insert itself checks the mute. Answers, per input in
 * order, the stored message or undefined for a muted author. Ids follow the inputs' order.
 */
export async function insertRoomMessages(db: Database, inputs: RoomMessageInput[]): Promise<Array<RoomMessage | undefined>> {
  const values = inputs.map(
    (input, index) =>
      sql`(${index}::int, ${input.roomId}::uuid, ${input.user.id}::uuid, ${input.content}::text, ${input.sharedAnalysis === null ? null : JSON.stringify(input.sharedAnalysis)}::jsonb)`,
  );
  const result = await db.execute<InsertedRow & { user_id: string }>(sql`insert into chat_room_messages (room_id, user_id, content, shared_analysis)
      select v.room_id, v.user_id, v.content, v.card from (values ${sql.join(values, sql`, `)}) as v(ord, room_id, user_id, content, card)
      where not exists (select 1 from chat_mutes m where m.user_id = v.user_id and m.muted_until > now())
      order by v.ord
      returning id, user_id, created_at`);
  // A mute refuses all of its author's rows in the statement or none (one snapshot), and the ids
  // were drawn in input order: each author's inputs take that author's rows in id order.
  const rowsByAuthor = new Map<string, InsertedRow[]>();
  for (const row of (result as unknown as { rows: Array<InsertedRow & { user_id: string }> }).rows) {
    rowsByAuthor.set(row.user_id, [...(rowsByAuthor.get(row.user_id) ?? []), row]);
  }
  for (const rows of rowsByAuthor.values()) rows.sort((a, b) => Number(a.id) - Number(b.id));
  return inputs.map((input) => {
    const row = rowsByAuthor.get(input.user.id)?.shift();
    return row && { ...input, id: Number(row.id), createdAt: new Date(row.created_at).toISOString(), userId: input.user.id };
  });
}

export async function findRoomMessage(db: Database, roomId: string, messageId: number) {
  const [row] = await db
    .select({ id: chatRoomMessages.id, userId: chatRoomMessages.userId })
    .from(chatRoomMessages)
    .where(and(eq(chatRoomMessages.roomId, roomId), eq(chatRoomMessages.id, messageId)));
  return row;
}

export async function deleteRoomMessage(db: Database, messageId: number): Promise<void> {
  await db.delete(chatRoomMessages).where(eq(chatRoomMessages.id, messageId));
}

const senders = aliasedTable(users, 'senders');
const recipients = aliasedTable(users, 'recipients');

function between(userId: string, otherId: string): SQL {
  return or(
    and(eq(directMessages.senderId, userId), eq(directMessages.recipientId, otherId)),
    and(eq(directMessages.senderId, otherId), eq(directMessages.recipientId, userId)),
  )!;
}

export async function directMessagePage(db: Database, userId: string, otherId: string, query: MessagePageQuery) {
  const rows = await db
    .select({
      id: directMessages.id,
      senderId: directMessages.senderId,
      recipientId: directMessages.recipientId,
      content: directMessages.content,
      createdAt: directMessages.createdAt,
      sender: userColumns(senders),
      recipient: userColumns(recipients),
    })
    .from(directMessages)
    .innerJoin(senders, eq(senders.id, directMessages.senderId))
    .innerJoin(recipients, eq(recipients.id, directMessages.recipientId))
    .where(and(between(userId, otherId), pageWhere(directMessages.id, query)))
    .orderBy(query.after !== undefined ? asc(directMessages.id) : desc(directMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = toPage(rows, query);
  return { ...page, messages: page.messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** Stores a direct message unless its sender is muted (the mute checked by the insert, as in insertRoomMessages). */
export async function insertDirectMessage(db: Database, sender: ChatUser, recipient: ChatUser, content: string): Promise<DirectMessage | undefined> {
  const row = insertedRow(
    await db.execute(sql`insert into direct_messages (sender_id, recipient_id, content)
      select ${sender.id}, ${recipient.id}, ${content} where ${notMuted(sender.id)}
      returning id, created_at`),
  );
  return row && { ...row, senderId: sender.id, recipientId: recipient.id, content, sender, recipient };
}

interface ConversationRow extends Record<string, unknown> {
  other_id: string;
  first_name: string;
  last_name: string;
  id: string | number;
  content: string;
  sender_id: string;
  created_at: Date | string;
  unread_count: number;
}

/** The member's DM conversations, the latest first, each with its last message and unread count. */
type ConversationOf<User> = Omit<Conversation, 'user'> & { user: User };

export async function listConversations(db: Database, userId: string): Promise<Array<ConversationOf<ChatUserRow>>> {
  const result = await db.execute<ConversationRow>(sql`
    with mine as (
      select case when sender_id = ${userId} then recipient_id else sender_id end as other_id, id, content, sender_id, created_at
      from direct_messages where sender_id = ${userId} or recipient_id = ${userId}
    ), latest as (
      select distinct on (other_id) other_id, id, content, sender_id, created_at from mine order by other_id, id desc
    )
    select latest.*, u.first_name, u.last_name,
      (select count(*)::int from (select 1 from direct_messages d
        where d.recipient_id = ${userId} and d.sender_id = latest.other_id
          and d.id > coalesce((select last_read_id from chat_read_positions p
            where p.user_id = ${userId} and p.conversation = 'dm:' || latest.other_id), 0)
        limit ${UNREAD_CAP}) unread) as unread_count
    from latest join users u on u.id = latest.other_id
    order by latest.id desc`);
  return (result as unknown as { rows: ConversationRow[] }).rows.map((row) => ({
    user: { id: row.other_id, firstName: row.first_name, lastName: row.last_name },
    lastMessage: { id: Number(row.id), content: row.content, senderId: row.sender_id, createdAt: new Date(row.created_at).toISOString() },
    unreadCount: Number(row.unread_count),
  }));
}

export async function findDirectMessage(db: Database, messageId: number) {
  const [row] = await db
    .select({ id: directMessages.id, senderId: directMessages.senderId, recipientId: directMessages.recipientId })
    .from(directMessages)
    .where(eq(directMessages.id, messageId));
  return row;
}

export async function deleteDirectMessage(db: Database, messageId: number): Promise<void> {
  await db.delete(directMessages).where(eq(directMessages.id, messageId));
}

/** Moves the read position forward only: an older tab cannot mark read messages unread again. */
export async function saveReadPosition(db: Database, userId: string, conversation: string, lastReadId: number): Promise<void> {
  await db
    .insert(chatReadPositions)
    .values({ userId, conversation, lastReadId })
    .onConflictDoUpdate({
      target: [chatReadPositions.userId, chatReadPositions.conversation],
      set: { lastReadId: sql`greatest(${chatReadPositions.lastReadId}, excluded.last_read_id)`, updatedAt: sql`now()` },
    });
}

export async function mutedUntil(db: Database, userId: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ mutedUntil: chatMutes.mutedUntil })
    .from(chatMutes)
    .where(and(eq(chatMutes.userId, userId), gt(chatMutes.mutedUntil, now)));
  return row?.mutedUntil;
}

export async function saveMute(db: Database, userId: string, until: Date, mutedBy: string): Promise<void> {
  await db
    .insert(chatMutes)
    .values({ userId, mutedUntil: until, mutedBy })
    .onConflictDoUpdate({ target: chatMutes.userId, set: { mutedUntil: until, mutedBy, createdAt: sql`now()` } });
}

export async function deleteMute(db: Database, userId: string): Promise<void> {
  await db.delete(chatMutes).where(eq(chatMutes.userId, userId));
}

/** One socket in one room; a socket that joins another room moves there. */
export async function savePresence(db: Database, socketId: string, roomId: string, userId: string): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ socketId, roomId, userId })
    .onConflictDoUpdate({ target: chatPresence.socketId, set: { roomId, seenAt: sql`now()` } });
}

export async function deletePresence(db: Database, socketIds: string[]): Promise<void> {
  if (socketIds.length === 0) return;
  await db.delete(chatPresence).where(inArray(chatPresence.socketId, socketIds));
}

export async function refreshPresence(db: Database, socketIds: string[]): Promise<void> {
  if (socketIds.length === 0) return;
  await db
    .update(chatPresence)
    .set({ seenAt: sql`now()` })
    .where(inArray(chatPresence.socketId, socketIds));
}

/** Distinct members whose socket is in the room and whose process refreshed it within `freshMs`. */
export async function countMembersOnline(db: Database, roomId: string, freshMs: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(distinct ${chatPresence.userId})::int` })
    .from(chatPresence)
    .where(and(eq(chatPresence.roomId, roomId), gt(chatPresence.seenAt, sql`now() - make_interval(secs => ${freshMs / 1000})`)));
  return row?.value ?? 0;
}

/** Rows of processes that stopped without removing theirs. */
export async function deleteStalePresence(db: Database, olderThanMs: number): Promise<void> {
  await db.delete(chatPresence).where(lt(chatPresence.seenAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`));
}
