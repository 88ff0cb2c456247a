import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { swingAnalyses } from './analyses';

/**
 * A read-only link to one analysis that its owner made (issue 33): only the SHA-256 of the token
 * is stored, as for club API keys. Revoking deletes the row; deleting the analysis deletes it too.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => swingAnalyses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The owner's drawings shown on the shared page, chosen when the link was made. */
    drawingIds: jsonb('drawing_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('share_links_token_unique').on(table.tokenHash), index('share_links_analysis_idx').on(table.analysisId)],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
