import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CoachRole, CoachSource } from '../../../shared/coach';
import { swingAnalyses } from './analyses';
import { users } from './users';

/**
 * The member's conversation with the AI golf coach, kept so the coach remembers across visits
 * (issue 13). Only the member reads it; clearing it deletes the rows, and so does closing the account.
 */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CoachRole>().notNull(),
    content: text('content').notNull(),
    /** Which coach wrote a reply (the widget says so); null for the member's own messages and older replies. */
    source: text('source').$type<CoachSource>(),
    /** The analysis the question was about ("Ask the coach about this swing"), while it exists. */
    analysisId: uuid('analysis_id').references(() => swingAnalyses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_messages_user_created_idx').on(table.userId, table.createdAt)],
);

export type CoachMessageRow = typeof coachMessages.$inferSelect;
