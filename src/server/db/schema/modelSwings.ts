import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { swingAnalyses } from './analyses';
import { users } from './users';

/**
 * The analysis a member keeps as their model swing (issue 33, decision 3320): one row per member
 * at most, gone with the member or with the analysis.
 */
export const modelSwings = pgTable('model_swings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  analysisId: uuid('analysis_id')
    .notNull()
    .references(() => swingAnalyses.id, { onDelete: 'cascade' }),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ModelSwingRow = typeof modelSwings.$inferSelect;
