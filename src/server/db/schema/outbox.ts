import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail "sent" by the embedded mail transport; the development mailbox page lists it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
