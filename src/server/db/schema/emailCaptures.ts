import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Addresses given for free tips (spec §3 Email capture). One row per address: giving it again
 * counts another capture and keeps the source it first came from.
 */
export const emailCaptures = pgTable(
  'email_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    source: text('source', { enum: ['hero', 'exit_intent'] }).notNull(),
    captures: integer('captures').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastCapturedAt: timestamp('last_captured_at', { withTimezone: true }).notNull().defaultNow(),
    /** In the confirm and unsubscribe links: it only ever confirms or removes this address (decision 2711). */
    token: uuid('token').notNull().defaultRandom(),
    /** Double opt-in: only a confirmed address gets tips. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Once set, the address gets nothing more. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The newest post's publication time this address has had in a tips mail; the next mail starts after it. */
    tipsSentThrough: timestamp('tips_sent_through', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_captures_email_key').on(table.email),
    index('email_captures_created_idx').on(table.createdAt),
    uniqueIndex('email_captures_token_key').on(table.token),
  ],
);

export type EmailCaptureRow = typeof emailCaptures.$inferSelect;
