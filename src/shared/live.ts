import { z } from 'zod';

/** The swing phases of live analysis, in the order a swing goes through them (spec §4). */
export const LIVE_PHASES = ['address', 'backswing', 'impact', 'follow-through'] as const;
export const livePhaseSchema = z.enum(LIVE_PHASES);
export type LivePhase = z.infer<typeof livePhaseSchema>;

/** A keypoint on the wire: x and y normalised to the frame (0..1, a little outside when a limb leaves it). */
const liveKeypointSchema = z.object({
  x: z.number().finite().min(-1).max(2),
  y: z.number().finite().min(-1).max(2),
  score: z.number().min(0).max(1),
});

/** How well the golfer is seen on a frame: the whole body, part of it, or nobody. */
export const frameQualitySchema = z.enum(['good', 'partial', 'no_person']);
export type FrameQuality = z.infer<typeof frameQualitySchema>;

/** The server's reading of one frame. */
export const frameAnalysisSchema = z.object({
  frameId: z.number().int(),
  phase: livePhaseSchema,
  quality: frameQualitySchema,
  /** Mean confidence of the body joints, 0..1. */
  confidence: z.number(),
  /** MoveNet's 17 keypoints in its order, normalised to the frame. */
  keypoints: z.array(liveKeypointSchema).length(17),
});
export type FrameAnalysis = z.infer<typeof frameAnalysisSchema>;

/** What the golfer should do now, for the Live Coaching Feedback card. */
export const poseAnalysisSchema = z.object({
  phase: livePhaseSchema,
  corrections: z.array(z.string()),
  nextMove: z.string(),
});
export type PoseAnalysis = z.infer<typeof poseAnalysisSchema>;

/** The browser's own pose on a tick (spec §7 pose_data), from MoveNet running on the page. */
export const poseDataSchema = z
  .object({
    phase: livePhaseSchema,
    leftShoulder: liveKeypointSchema,
    rightShoulder: liveKeypointSchema,
    leftWrist: liveKeypointSchema,
    rightWrist: liveKeypointSchema,
  })
  .strict();
export type PoseData = z.infer<typeof poseDataSchema>;

/** Why a frame or message was refused; the connection stays open. */
export const liveErrorSchema = z.object({ code: z.string(), message: z.string(), frameId: z.number().int().nullable() });
