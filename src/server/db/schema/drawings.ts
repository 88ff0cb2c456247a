import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SwingEventName } from '../../../shared/analysis';
import type { DrawingShape } from '../../../shared/drawings';
import { swingAnalyses } from './analyses';

/**
 * A member's own drawing on a frame of their analysis (issue 33): tied to an event when `event` is
 * set (the frame then follows the event if it is moved), else to `frame`. Gone with the analysis.
 */
export const analysisDrawings = pgTable(
  'analysis_drawings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => swingAnalyses.id, { onDelete: 'cascade' }),
    frame: integer('frame').notNull(),
    event: text('event').$type<SwingEventName>(),
    shape: jsonb('shape').$type<DrawingShape>().notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analysis_drawings_analysis_idx').on(table.analysisId, table.createdAt)],
);

export type AnalysisDrawingRow = typeof analysisDrawings.$inferSelect;
