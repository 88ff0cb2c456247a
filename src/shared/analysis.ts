import { z } from 'zod';
import { poseTrackSchema } from './poseTrack';
import { clubSchema, focusAreaSchema, practiceTypeSchema } from './swingLabels';

/**
 * The swing analysis reply (spec §3 "Swing analysis response"), plus the measured additions that
 * issue 3 asks for: events, view, handedness, raw metrics with units and the faults found.
 * The server validates what it sends against these schemas and the browser parses with them.
 */

/** The swing's positions in the order they happen. */
export const swingEventNameSchema = z.enum(['address', 'takeaway', 'toeUp', 'midBackswing', 'top', 'midDownswing', 'impact', 'midFollowThrough', 'finish']);
export type SwingEventName = z.infer<typeof swingEventNameSchema>;

export const swingEventSchema = z.object({
  name: swingEventNameSchema,
  frame: z.number().int().nonnegative(),
  timeMs: z.number().nonnegative(),
});
export type SwingEvent = z.infer<typeof swingEventSchema>;

export const priorityLevelSchema = z.enum(['high', 'medium', 'low']);

/** A raw measurement with its unit, e.g. { value: 3.1, unit: 'ratio' } or { value: 4.2, unit: 'cm' }. */
export const measurementSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  /** Where a tour-level swing usually sits, for display, e.g. "2.8–3.2". */
  reference: z.string().optional(),
});
export type Measurement = z.infer<typeof measurementSchema>;

/** Which score a fault costs: accuracy (club path, face and strike), balance, tempo or power. */
export const faultAreaSchema = z.enum(['accuracy', 'balance', 'tempo', 'power']);
export type FaultArea = z.infer<typeof faultAreaSchema>;

export const faultSchema = z.object({
  code: z.string(),
  name: z.string(),
  severity: priorityLevelSchema,
  /**
   * Set by the engine on every fault it finds; results stored before it was carried lack it, and
   * readers take the engine catalogue's area for the code (src/server/modules/performance/faultAreas.ts).
   */
  area: faultAreaSchema.optional(),
  /** What was measured on this swing that triggered it, in words with numbers. */
  evidence: z.string(),
  ballFlight: z.string(),
  drill: z.string(),
  /** What the right move feels like (issue 8); never the drill's words. */
  feel: z.string().optional(),
  /** What to reach in the next session, with this golfer's level and club. */
  target: z.string().optional(),
  /** The source frame where it shows, to step to on the player. */
  frame: z.number().int().nonnegative().optional(),
  /** Set when it showed in the member's recent sessions too. */
  history: z.string().optional(),
});
export type Fault = z.infer<typeof faultSchema>;

export const keyMetricsSchema = z.object({
  tempo: z.number().min(0).max(10),
  balance: z.number().min(0).max(10),
  power: z.number().min(0).max(10),
  accuracy: z.number().min(0).max(10),
});
export type KeyMetrics = z.infer<typeof keyMetricsSchema>;

export const positionDetailSchema = z.object({
  description: z.string(),
  analysis: z.object({
    score: z.number().min(0).max(100),
    detailedFeedback: z.string(),
  }),
  /** Which event this position is (additive to the spec). */
  event: swingEventNameSchema.optional(),
});

export const analysisResultsSchema = z.object({
  overallScore: z.number().int().min(0).max(100),
  currentPosition: z.object({ phase: z.string(), issues: z.array(z.string()) }),
  nextMove: z.object({
    priority: priorityLevelSchema,
    action: z.string(),
    description: z.string(),
    visualCue: z.string(),
  }),
  keyMetrics: keyMetricsSchema,
  quickWins: z.array(z.string()),
  predictiveCoaching: z.object({ nextMovePrediction: z.string(), correctionNeeded: z.string() }),
  multiFrameAnalysis: z.boolean().optional(),
  positionDetails: z.array(positionDetailSchema),
  // Additions of issue 3.
  events: z.array(swingEventSchema),
  view: z.enum(['face-on', 'down-the-line', 'unknown']),
  handedness: z.enum(['right', 'left']),
  metrics: z.array(measurementSchema),
  faults: z.array(faultSchema),
  /**
   * How the clip's clock relates to real time (issue 7): slow motion is read from a downswing far
   * slower than any real one, and timing metrics are given in real time.
   */
  timing: z.object({ slowMotionFactor: z.number().min(1) }).optional(),
  /**
   * 'posture' for a still image: a check of one position, with no swing timeline; its score rates
   * that set-up only, so it never counts as a swing score (averages, personal bests, trends).
   */
  analysisKind: z.enum(['swing', 'posture']).optional(),
});
export type AnalysisResults = z.infer<typeof analysisResultsSchema>;

export const swingAnalysisSchema = z.object({
  feedback: z.string(),
  hasVisualCoaching: z.boolean(),
  visualCoaching: z.string().optional(),
  hasRevolutionaryCoaching: z.boolean(),
  revolutionaryCoaching: z.string().optional(),
  analysisResults: analysisResultsSchema,
});
export type SwingAnalysis = z.infer<typeof swingAnalysisSchema>;

export const swingAnalysisReplySchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message: z.string().optional(),
  analysis: swingAnalysisSchema.optional(),
  /** Id of the stored analysis (additive). */
  analysisId: z.string().optional(),
});
export type SwingAnalysisReply = z.infer<typeof swingAnalysisReplySchema>;

/** Stages reported while an uploaded swing is processed. */
export const analysisStageSchema = z.enum(['upload', 'decode', 'pose', 'analysis', 'done', 'failed']);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;

// ---------------------------------------------------------------------------------------------
// Stored analyses: upload limits, list/detail replies and progress messages (issue 3, additive).

/** Spec §9 "Upload limit: 50MB" — the browser checks it before sending, the server while receiving. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export const analysisStatusSchema = z.enum(['queued', 'processing', 'done', 'failed']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const analysisSourceKindSchema = z.enum(['video', 'image', 'url']);
export type AnalysisSourceKind = z.infer<typeof analysisSourceKindSchema>;

export const analysisErrorSchema = z.object({ code: z.string(), message: z.string() });

/** One event the member moved (issue 8): from the frame the engine found to the frame they chose. */
export const eventMoveSchema = z.object({
  event: swingEventNameSchema,
  fromFrame: z.number().int().nonnegative(),
  toFrame: z.number().int().nonnegative(),
});
export type EventMove = z.infer<typeof eventMoveSchema>;

/** Kept on an analysis whose events the member moved; absent once they restore the detected ones. */
export const eventAdjustmentSchema = z.object({
  adjustedAt: z.string(),
  moves: z.array(eventMoveSchema).min(1),
});
export type EventAdjustment = z.infer<typeof eventAdjustmentSchema>;

/** One row of GET /api/swing-analyses: everything but the heavy keypoint track. */
export const swingAnalysisSummarySchema = z.object({
  id: z.string(),
  status: analysisStatusSchema,
  stage: analysisStageSchema,
  /** Progress through the current stage, 0..1. */
  fraction: z.number().min(0).max(1),
  error: analysisErrorSchema.nullable(),
  sourceKind: analysisSourceKindSchema,
  mediaKind: z.enum(['video', 'image']),
  clubUsed: clubSchema.nullable(),
  practiceType: practiceTypeSchema.nullable(),
  focusArea: focusAreaSchema.nullable(),
  overallScore: z.number().int().min(0).max(100).nullable(),
  /** Spec §3 "Stored swing analysis": the results object with overallScore (null until done). */
  analysisResults: analysisResultsSchema.nullable(),
  /** The address-position thumbnail, when there is one. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Present while the results are measured at events the member moved (issue 8). */
  eventAdjustment: eventAdjustmentSchema.optional(),
});
export type SwingAnalysisSummary = z.infer<typeof swingAnalysisSummarySchema>;

export const swingAnalysisListSchema = z.array(swingAnalysisSummarySchema);

/**
 * GET /api/swing-analyses/{id}: the summary plus the whole analysis, the keypoint track the player
 * draws, a URL per event thumbnail and the playback video.
 */
export const swingAnalysisDetailSchema = swingAnalysisSummarySchema.extend({
  /** The member the swing belongs to: only they move its events (an administrator only looks). */
  userId: z.string(),
  analysis: swingAnalysisSchema.nullable(),
  track: poseTrackSchema.nullable(),
  thumbnails: z.partialRecord(swingEventNameSchema, z.string()),
  videoUrl: z.string().nullable(),
});
export type SwingAnalysisDetail = z.infer<typeof swingAnalysisDetailSchema>;

/** The `data` of the websocket message pushed while an upload is processed (src/shared/socketMessages.ts). */
export const analysisProgressSchema = z.object({
  id: z.string(),
  status: analysisStatusSchema,
  stage: analysisStageSchema,
  fraction: z.number().min(0).max(1),
  error: analysisErrorSchema.nullable(),
});
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/** Reply of the streamed upload routes: 202 at once, then follow progress or poll the detail. */
export const analysisAcceptedSchema = z.object({ id: z.string(), status: analysisStatusSchema });
