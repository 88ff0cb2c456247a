import { z } from 'zod';

/**
 * The swing analysis reply (spec §3 "Swing analysis response"), plus the measured additions that
 * issue 3 asks for: events, view, handedness, raw metrics with units and the faults found.
 * The server validates what it sends against these schemas and the browser parses with them.
 */

export const swingEventNameSchema = z.enum([
  'address',
  'toeUp',
  'takeaway',
  'midBackswing',
  'top',
  'midDownswing',
  'impact',
  'midFollowThrough',
  'finish',
]);
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

export const faultSchema = z.object({
  code: z.string(),
  name: z.string(),
  severity: priorityLevelSchema,
  /** What was measured on this swing that triggered it, in words with numbers. */
  evidence: z.string(),
  ballFlight: z.string(),
  drill: z.string(),
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
