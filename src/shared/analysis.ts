import { z } from 'zod';
import { poseTrackSchema } from './poseTrack';
import { analysisLabelsSchema, clubSchema, focusAreaSchema, practiceTypeSchema, swingLengthSchema } from './swingLabels';

/**
 * The swing analysis reply (spec §3 "Swing analysis response"), plus the measured additions that
 * issue 3 asks for: events, view, handedness, raw metrics with units and the faults found.
 * The server validates what it sends against these schemas and the browser parses with them.
 */

/** The swing's positions in the order they happen. */
export const swingEventNameSchema = z.enum(['address', 'takeaway', 'toeUp', 'midBackswing', 'top', 'midDownswing', 'impact', 'midFollowThrough', 'finish']);
export type SwingEventName = z.infer<typeof swingEventNameSchema>;

/** Short names of the positions, as the player's timeline chips and an exported video show them. */
export const EVENT_SHORT_NAMES: Record<SwingEventName, string> = {
  address: 'Address',
  takeaway: 'Takeaway',
  toeUp: 'Toe up',
  midBackswing: 'Backswing',
  top: 'Top',
  midDownswing: 'Downswing',
  impact: 'Impact',
  midFollowThrough: 'Through',
  finish: 'Finish',
};

export const swingEventSchema = z.object({
  name: swingEventNameSchema,
  frame: z.number().int().nonnegative(),
  timeMs: z.number().nonnegative(),
  /**
   * How far the engine trusts its own frame for the events it reads from the club (address, top,
   * impact, finish): 1 when a second, independent reading lands within the event's scoring
   * tolerance, falling as the two readings part (docs/decisions/2411). Absent on the other
   * events, on events the member moved, and on analyses made before it.
   */
  confidence: z.number().min(0).max(1).optional(),
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
  /**
   * How far a timing value can be off because the events fall on whole frames (one frame more or
   * less): a value that close to its range is not judged outside it. Absent for the other
   * measurements, and in results stored before it was carried.
   */
  allowance: z.number().min(0).optional(),
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
  /**
   * The measurement it was read on (a `metrics[].key`), so the measurements card marks that value
   * as outside its range even where the words say it on the range's edge. Results stored before it
   * was carried lack it.
   */
  metric: z.string().optional(),
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

/** Where the camera stood. 'oblique': well off both axes; 'unknown' is its name in analyses stored before decision 2402. */
export const cameraViewSchema = z.enum(['face-on', 'down-the-line', 'oblique', 'unknown']);

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
  view: cameraViewSchema,
  handedness: z.enum(['right', 'left']),
  metrics: z.array(measurementSchema),
  faults: z.array(faultSchema),
  /**
   * How the clip's clock relates to real time (issue 7): slow motion is read from a downswing far
   * slower than any real one, and timing metrics are given in real time. `stated` when the file
   * said how fast it was captured (issue 31): the factor is then exact and times are measured.
   */
  timing: z.object({ slowMotionFactor: z.number().min(1), stated: z.boolean().optional() }).optional(),
  /**
   * The footage the analysis read, as its pose track has it: the picture's size in pixels and the
   * clip's length, so a player takes the clip's shape and places its events before the track
   * itself arrives. Absent where the track did not say (migration 0028 gave older analyses theirs).
   */
  footage: z.object({ width: z.number().positive(), height: z.number().positive(), durationMs: z.number().min(0) }).optional(),
  /**
   * A clip of several swings (issue 24, decision 2414): each swing by the time its hands are
   * highest, on the clip's clock, in order, and which one this analysis measures (the fastest, or
   * the one the member chose). Absent when the clip holds one swing.
   */
  clipSwings: z.object({ analysed: z.number().int().nonnegative(), topsMs: z.array(z.number().min(0)).min(2) }).optional(),
  /**
   * 'posture' for a still image: a check of one position, with no swing timeline; its score rates
   * that set-up only, so it never counts as a swing score (averages, personal bests, trends).
   */
  analysisKind: z.enum(['swing', 'posture']).optional(),
  /**
   * Areas measured but not scored, for the swing length the member gave (decision 2418): a
   * shorter swing is slower by choice, so its hand speed earns no power score. They keep a
   * neutral 5 for the reply's shape and stay out of the overall score. Absent when none.
   */
  unjudgedAreas: z.array(keyMetricsSchema.keyof()).optional(),
});
export type AnalysisResults = z.infer<typeof analysisResultsSchema>;
/** How the clip's clock relates to life: slow by `slowMotionFactor`, `stated` when the file said so. */
export type SwingTiming = NonNullable<AnalysisResults['timing']>;
export type Footage = NonNullable<AnalysisResults['footage']>;

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

/**
 * Stages reported while an uploaded swing is processed, in order: received and waiting, reading
 * the frames, finding the swing (posing), measuring it (the engine), then coaching (the key
 * positions' pictures and the replay the coaching is shown on), done or failed.
 */
export const analysisStageSchema = z.enum(['upload', 'decode', 'pose', 'analysis', 'coaching', 'done', 'failed']);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;

// ---------------------------------------------------------------------------------------------
// Stored analyses: upload limits, list/detail replies and progress messages (issue 3, additive).

/** Spec §9 "Upload limit: 50MB" — the browser checks it before sending, the server while receiving. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export const analysisStatusSchema = z.enum(['queued', 'processing', 'done', 'failed']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

/**
 * The club's read over an uploaded video's swing, which runs after its result is shown (decision
 * 2816): `tracing` while it runs, `traced` once the track carries what it found (a partial path or
 * none when the club could not be seen), `untraced` when the read itself failed or was cut off.
 */
export const clubTraceSchema = z.enum(['tracing', 'traced', 'untraced']);
export type ClubTrace = z.infer<typeof clubTraceSchema>;

/**
 * 'device': analysed on the member's own device; only the track came to the server, never the video.
 * 'live': a swing the member kept from a live camera session, uploaded as its recorded clip.
 */
export const analysisSourceKindSchema = z.enum(['video', 'image', 'url', 'device', 'live']);
export type AnalysisSourceKind = z.infer<typeof analysisSourceKindSchema>;

/**
 * The optional `source` field of a multipart upload: `live` marks a clip recorded in a live
 * session (decision 1608). It is analysed like any upload; only its label differs.
 */
export const uploadSourceSchema = z.enum(['live'], { error: 'source must be "live" or left out.' });
export type UploadSource = z.infer<typeof uploadSourceSchema>;

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

/**
 * The member said "Looks right" to an event the engine was unsure of (decision 2420): it holds for
 * the frame they saw, so an event that later lands elsewhere (moved, restored) is asked about again.
 */
export const eventConfirmationSchema = z.object({
  event: swingEventNameSchema,
  frame: z.number().int().nonnegative(),
  confirmedAt: z.string(),
});
export type EventConfirmation = z.infer<typeof eventConfirmationSchema>;

/** The fault a list names for a swing: the most severe one, the engine's order breaking ties. */
export const mainFaultSchema = z.object({ code: z.string(), name: z.string(), severity: priorityLevelSchema });
export type MainFault = z.infer<typeof mainFaultSchema>;

/**
 * What a list carries of a result (decision 1500): spec §3's stored shape, an object containing
 * overallScore, with the few things a row shows. The whole result is in the detail.
 */
export const resultsSummarySchema = z.object({
  overallScore: z.number().int().min(0).max(100),
  analysisKind: z.enum(['swing', 'posture']),
  /** The position a still image shows; the finish for a swing. */
  phase: z.string(),
  mainFault: mainFaultSchema.nullable(),
});
export type ResultsSummary = z.infer<typeof resultsSummarySchema>;

/** One row of GET /api/swing-analyses: a summary, never the whole result or the keypoint track. */
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
  swingLength: swingLengthSchema.nullable(),
  overallScore: z.number().int().min(0).max(100).nullable(),
  /** Spec §3 "Stored swing analysis": the results object with overallScore (null until done). */
  analysisResults: resultsSummarySchema.nullable(),
  /** The address-position thumbnail, when there is one. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Present while the results are measured at events the member moved (issue 8). */
  eventAdjustment: eventAdjustmentSchema.optional(),
});
export type SwingAnalysisSummary = z.infer<typeof swingAnalysisSummarySchema>;

/** A page of GET /api/swing-analyses, newest first; the next page's address is in the `Link` header. */
export const swingAnalysisListSchema = z.array(swingAnalysisSummarySchema);

/** `?limit=` (1–100, default 20) and `?cursor=` (from the previous page's `Link: <…>; rel="next"`). */
export const ANALYSIS_PAGE_DEFAULT = 20;
export const ANALYSIS_PAGE_MAX = 100;
export const analysisListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ANALYSIS_PAGE_MAX, `limit must be at most ${ANALYSIS_PAGE_MAX}`)
    .default(ANALYSIS_PAGE_DEFAULT),
});

/**
 * How long an unfinished analysis is expected to take yet (src/server/modules/analysis/estimate.ts):
 * the analyses that run before it and their time, then its own.
 */
export const analysisEstimateSchema = z.object({
  /** Analyses, anyone's, that run before this one (waiting or running now). */
  ahead: z.number().int().nonnegative(),
  /** Seconds until the result, whole; null while no analysis has finished to time one by. */
  secondsLeft: z.number().int().nonnegative().nullable(),
});
export type AnalysisEstimate = z.infer<typeof analysisEstimateSchema>;

/**
 * GET /api/swing-analyses/{id}: the summary plus the whole analysis, where the player fetches the
 * keypoint track (its own immutable resource, decision 1500), a URL per event thumbnail and the
 * playback video.
 */
export const swingAnalysisDetailSchema = swingAnalysisSummarySchema.extend({
  /** The member the swing belongs to: only they move its events (an administrator only looks). */
  userId: z.string(),
  analysis: swingAnalysisSchema.nullable(),
  /**
   * GET it for the packed keypoint track (src/shared/trackCodec.ts); null until there is one. The
   * address changes when the track gains the club (clubTrace), so each address's track never changes.
   */
  trackUrl: z.string().nullable(),
  /**
   * The club's read over an uploaded video's swing; absent where none is made (a still, a private
   * analysis, a swing analysed before it existed).
   */
  clubTrace: clubTraceSchema.optional(),
  thumbnails: z.partialRecord(swingEventNameSchema, z.string()),
  videoUrl: z.string().nullable(),
  /** The events the member confirmed (decision 2420); absent when none. */
  eventConfirmations: z.array(eventConfirmationSchema).optional(),
  /** GET of one analysis only, while it is waiting or running: what it waits for and how long yet. */
  estimate: analysisEstimateSchema.optional(),
});
export type SwingAnalysisDetail = z.infer<typeof swingAnalysisDetailSchema>;

/** The `data` of the websocket message pushed while an upload is processed (src/shared/socketMessages.ts). */
export const analysisProgressSchema = z.object({
  id: z.string(),
  status: analysisStatusSchema,
  stage: analysisStageSchema,
  fraction: z.number().min(0).max(1),
  error: analysisErrorSchema.nullable(),
  /** Present while the analysis is waiting or running. */
  estimate: analysisEstimateSchema.optional(),
});
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/** Reply of the streamed upload routes: 202 at once, then follow progress or poll the detail. */
export const analysisAcceptedSchema = z.object({ id: z.string(), status: analysisStatusSchema });

/**
 * POST /api/swing-analyses/on-device: the keypoint track the browser computed from a video that
 * never leaves the device, with the file's size, SHA-256 and type (to tell the member's swings
 * apart) and the usual labels. The server runs the swing engine on the track itself.
 */
export const onDeviceAnalysisBodySchema = analysisLabelsSchema.extend({
  track: poseTrackSchema.refine(
    (track) =>
      track.source === 'video' &&
      track.frames.length > 0 &&
      track.frames.length <= 20_000 &&
      track.motion.length <= 20_000 &&
      (track.club?.length ?? 0) <= 20_000 &&
      (track.stillClub?.length ?? 0) <= 20_000,
    {
      message: 'The track must be a video track of 1 to 20000 posed frames (and at most 20000 motion and club samples).',
    },
  ),
  file: z.object({
    size: z.number().int().positive().max(MAX_UPLOAD_BYTES),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    type: z
      .string()
      .regex(/^video\/[\w.+-]+$/)
      .max(100),
  }),
});
export type OnDeviceAnalysisBody = z.infer<typeof onDeviceAnalysisBodySchema>;
