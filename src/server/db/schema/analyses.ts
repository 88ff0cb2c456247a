import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AnalysisSourceKind,
  AnalysisStage,
  AnalysisStatus,
  ClubTrace,
  EventAdjustment,
  EventConfirmation,
  FaultArea,
  MainFault,
  SwingAnalysis,
  SwingEventName,
} from '../../../shared/analysis';
import type { Club, FocusArea, PracticeType, SwingLength } from '../../../shared/swingLabels';
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
    /** The club's read over the swing, after the result (decision 2816); null where none is made. */
    clubTrace: text('club_trace').$type<ClubTrace>(),
    analysis: jsonb('analysis').$type<SwingAnalysis>(),
    /** Set while `analysis` is measured at events the member moved (issue 8); null when detected. */
    eventAdjustment: jsonb('event_adjustment').$type<EventAdjustment>(),
    /** The unsure events the member said look right, at the frame they saw (decision 2420). */
    eventConfirmations: jsonb('event_confirmations').$type<EventConfirmation[]>().notNull().default([]),
    /** Copied out of analysis for lists and statistics. */
    overallScore: integer('overall_score'),
    /** One of the shared choices; migration 0007 mapped older free text onto them. */
    clubUsed: text('club_used').$type<Club>(),
    practiceType: text('practice_type').$type<PracticeType>(),
    focusArea: text('focus_area').$type<FocusArea>(),
    /** The length of swing the member said they made; the engine judges a shorter one's turn and tempo by it. */
    swingLength: text('swing_length').$type<SwingLength>(),
    // Read out of `analysis` by the database itself whenever a result is written, whoever writes it
    // (decision 1501): lists and statistics read these small columns, never the result's JSON.
    analysisKind: text('analysis_kind')
      .$type<'swing' | 'posture'>()
      .generatedAlwaysAs(sql`("analysis" -> 'analysisResults' ->> 'analysisKind')`),
    resultScore: integer('result_score').generatedAlwaysAs(sql`(("analysis" -> 'analysisResults' ->> 'overallScore')::integer)`),
    phase: text('phase').generatedAlwaysAs(sql`("analysis" -> 'analysisResults' -> 'currentPosition' ->> 'phase')`),
    mainFault: jsonb('main_fault')
      .$type<MainFault>()
      .generatedAlwaysAs(sql`fc_main_fault("analysis" -> 'analysisResults' -> 'faults')`),
    faultAreas: text('fault_areas')
      .array()
      .$type<FaultArea[]>()
      .generatedAlwaysAs(sql`fc_fault_areas("analysis" -> 'analysisResults' -> 'faults')`),
    tempo: doublePrecision('tempo').generatedAlwaysAs(sql`(("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'tempo')::double precision)`),
    balance: doublePrecision('balance').generatedAlwaysAs(sql`(("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'balance')::double precision)`),
    // Power is the hands' timed speed: a clip that could not time it (slow motion, a photo) has no
    // peakHandSpeed measurement, a shorter swing's is not judged (unjudgedAreas, decision 2418), and
    // either's neutral 5 is no power to chart (src/shared/keyMetricsMeasured.ts).
    power: doublePrecision('power').generatedAlwaysAs(
      sql`(CASE WHEN "analysis" -> 'analysisResults' -> 'metrics' @> '[{"key": "peakHandSpeed"}]'::jsonb AND NOT coalesce("analysis" -> 'analysisResults' -> 'unjudgedAreas' @> '["power"]'::jsonb, false) THEN ("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'power')::double precision END)`,
    ),
    accuracy: doublePrecision('accuracy').generatedAlwaysAs(sql`(("analysis" -> 'analysisResults' -> 'keyMetrics' ->> 'accuracy')::double precision)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the latest run began: finished runs time the estimate of the ones waiting (issue 31). */
    startedAt: timestamp('started_at', { withTimezone: true }),
  },
  (table) => [
    // The history's pages: newest first, the id breaking ties, so a cursor never skips or repeats.
    index('swing_analyses_user_created_id_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Statistics read only scored swings, oldest first.
    index('swing_analyses_user_scored_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.status} = 'done' and ${table.overallScore} is not null`),
    // The per-member limit counts analyses still waiting or running.
    index('swing_analyses_user_active_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('queued', 'processing')`),
    index('swing_analyses_user_sha256_idx').on(table.userId, table.originalSha256),
    // The estimate times the latest finished runs.
    index('swing_analyses_completed_idx')
      .on(table.completedAt.desc())
      .where(sql`${table.status} = 'done' and ${table.startedAt} is not null`),
  ],
);

export type SwingAnalysisRow = typeof swingAnalyses.$inferSelect;
