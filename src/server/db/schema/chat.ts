import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SharedAnalysisCard } from '../../../shared/chat';
import { users } from './users';

export const chatRooms = pgTable('chat_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** Where the room stands in the list (the seed's order: General first). */
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages in a room. The id is a sequence, so it orders messages and is the paging and catch-up
 * cursor ("older than", "newer than") on every process alike (decision 1401).
 */
export const chatRoomMessages = pgTable(
  'chat_room_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** A member's analysis shared into the room, as it was when shared (its owner alone can open it). */
    sharedAnalysis: jsonb('shared_analysis').$type<SharedAnalysisCard>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_room_messages_room_id_idx').on(table.roomId, table.id)],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('direct_messages_sender_recipient_idx').on(table.senderId, table.recipientId, table.id),
    index('direct_messages_recipient_sender_idx').on(table.recipientId, table.senderId, table.id),
    check('direct_messages_not_to_self', sql`${table.senderId} <> ${table.recipientId}`),
  ],
);

/**
 * The last message a member has read in each conversation: `room:<roomId>` or `dm:<otherUserId>`.
 * Unread counts are the messages after it.
 */
export const chatReadPositions = pgTable(
  'chat_read_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.conversation] })],
);

/** Members an administrator silenced in the community until a moment. */
export const chatMutes = pgTable('chat_mutes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
  mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who is in which room right now, one row per socket, so every web process counts the same
 * members online. Each process refreshes its rows' `seen_at`; rows of a process that died stop
 * counting once they are stale (decision 1402).
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    socketId: uuid('socket_id').primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_presence_room_idx').on(table.roomId, table.seenAt)],
);

export type ChatRoomMessageRow = typeof chatRoomMessages.$inferSelect;
export type DirectMessageRow = typeof directMessages.$inferSelect;
