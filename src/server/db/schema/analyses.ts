import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisSourceKind, AnalysisStage, AnalysisStatus, EventAdjustment, SwingAnalysis, SwingEventName } from '../../../shared/analysis';
import type { Club, FocusArea, PracticeType } from '../../../shared/swingLabels';
import type { PoseTrack } from '../../../swing/types';
import { users } from './users';

/**
 * One uploaded swing and everything made from it (issue 3). The row is written before the file
 * is stored and the job is queued, so a restart never loses an upload; the job fills the rest.
 * Files live in storage under `analyses/<id>/…`; the keys here let DELETE remove them all.
 */
export const swingAnalyses = pgTable(
  'swing_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AnalysisStatus>().notNull().default('queued'),
    stage: text('stage').$type<AnalysisStage>().notNull().default('upload'),
    /** Progress through the current stage, 0..1, for pollers. */
    stageFraction: real('stage_fraction').notNull().default(0),
    /** How many times the job started on this row; bounds retries after crashes. */
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** How the swing arrived: an uploaded video, an uploaded image, or a fetched link. */
    sourceKind: text('source_kind').$type<AnalysisSourceKind>().notNull(),
    sourceUrl: text('source_url'),
    originalKey: text('original_key').notNull(),
    /** The type named by the file's content (magic bytes), not by the sender. */
    originalMime: text('original_mime').notNull(),
    originalSize: integer('original_size').notNull(),
    originalSha256: text('original_sha256').notNull(),
    playbackKey: text('playback_key'),
    thumbnails: jsonb('thumbnails').$type<Partial<Record<SwingEventName, string>>>().notNull().default({}),
    track: jsonb('track').$type<PoseTrack>(),
    analysis: jsonb('analysis').$type<SwingAnalysis>(),
    /** Set while `analysis` is measured at events the member moved (issue 8); null when detected. */
    eventAdjustment: jsonb('event_adjustment').$type<EventAdjustment>(),
    /** Copied out of analysis for lists and statistics. */
    overallScore: integer('overall_score'),
    /** One of the shared choices; migration 0007 mapped older free text onto them. */
    clubUsed: text('club_used').$type<Club>(),
    practiceType: text('practice_type').$type<PracticeType>(),
    focusArea: text('focus_area').$type<FocusArea>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('swing_analyses_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('swing_analyses_user_sha256_idx').on(table.userId, table.originalSha256),
  ],
);

export type SwingAnalysisRow = typeof swingAnalyses.$inferSelect;
