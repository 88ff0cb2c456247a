import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExportOverlays, ExportStatus } from '../../../shared/videoExport';
import { swingAnalyses } from './analyses';

/**
 * An MP4 of one analysis with the owner's chosen overlays burned in (issue 33), rendered by the
 * worker role. Deleting the analysis deletes the row (foreign key), which is how a running render
 * learns to stop; the file lives in the analysis's storage folder, removed with it.
 */
export const analysisExports = pgTable(
  'analysis_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => swingAnalyses.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    /** 0..1 of the frames rendered. */
    fraction: real('fraction').notNull().default(0),
    overlays: jsonb('overlays').$type<ExportOverlays>().notNull(),
    videoKey: text('video_key'),
    /** Bytes of the finished MP4, for the download's size. */
    videoSize: integer('video_size'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analysis_exports_analysis_idx').on(table.analysisId, table.createdAt)],
);

export type AnalysisExportRow = typeof analysisExports.$inferSelect;
