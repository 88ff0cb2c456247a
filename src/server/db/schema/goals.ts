import { index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GoalKind, GoalMetric } from '../../../shared/progress';
import { users } from './users';

/**
 * Targets a member sets for their overall score or a key metric (Progress Tracking → Goals).
 * Progress towards a goal is computed from the member's analyses when read; only the moment it was
 * first reached is stored, so a goal stays achieved when a later swing dips.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GoalKind>().notNull(),
    metric: text('metric').$type<GoalMetric>().notNull(),
    target: real('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }),
  },
  (table) => [index('goals_user_created_idx').on(table.userId, table.createdAt)],
);

export type GoalRow = typeof goals.$inferSelect;
