import { z } from 'zod';
import { clubSampleSchema } from './clubTrack';

/**
 * The keypoint track: what pose inference (src/pose) produces, the swing engine (src/swing) reads,
 * the server stores and serves with an analysis, and the browser's player draws. One schema for all
 * of them, so a track the server sends is exactly a track the player accepts.
 */

/** MoveNet's 17 COCO keypoints, in MoveNet's output order. */
export const KEYPOINT_NAMES = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;

export type KeypointName = (typeof KEYPOINT_NAMES)[number];

/** A keypoint's place in every pose's list (KEYPOINT_NAMES order). */
export const keypointIndex = (name: KeypointName): number => KEYPOINT_NAMES.indexOf(name);

/**
 * One keypoint. x and y are normalised to the upright, un-letterboxed source frame:
 * (0,0) is its top-left corner, (1,1) its bottom-right. score is the model's confidence 0..1.
 */
export const keypointSchema = z.object({ x: z.number(), y: z.number(), score: z.number() });
export type Keypoint = z.infer<typeof keypointSchema>;

/** The pose found on one sampled frame of the source. */
export const poseFrameSchema = z.object({
  /** Index of the frame in the decoded source (0-based). */
  frame: z.number().int().nonnegative(),
  /** Presentation time of that frame in milliseconds from the start of the clip. */
  timeMs: z.number(),
  /** 17 keypoints in KEYPOINT_NAMES order. */
  keypoints: z.array(keypointSchema).length(KEYPOINT_NAMES.length),
});
export type PoseFrame = z.infer<typeof poseFrameSchema>;

/**
 * Pixel motion measured on every decoded frame (not only the frames that went through the pose
 * model). The club moves before and after the hands do, so address and finish are read from
 * these signals, guided by the pose. Each value is the mean absolute luminance change (0..1)
 * against the previous decoded frame inside one region.
 */
export const motionSampleSchema = z.object({
  frame: z.number().int().nonnegative(),
  timeMs: z.number(),
  /** Around the hands (a box centred on the wrists, sized by the torso). */
  hands: z.number(),
  /** The band of the swing arc below and beside the hands, where the clubhead and ball are. */
  clubArc: z.number(),
  /** The whole box around the person. */
  person: z.number(),
  /**
   * The most-changed cell (a quarter torso across) of the hands and the club's band: where the
   * clubhead's first small move shows. Absent in tracks recorded before it was measured.
   */
  clubPeak: z.number().optional(),
});
export type MotionSample = z.infer<typeof motionSampleSchema>;

/** The metadata key Android's camera writes its capture rate under, in a clip's MP4 header. */
export const CAPTURE_RATE_TAG = 'com.android.capture.fps';

/** A capture rate from the tag's text ("240.000000"), or undefined when absent or not a rate. */
export function captureRateFromTag(value: string | undefined): number | undefined {
  const rate = Number(value);
  return value !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

export const poseTrackSchema = z.object({
  source: z.enum(['video', 'image']),
  /** Upright frame size in pixels, after rotation metadata is applied. */
  width: z.number().positive(),
  height: z.number().positive(),
  /** Nominal frames per second (0 for an image). Use timeMs for timing: rates may vary. */
  fps: z.number().nonnegative(),
  /**
   * The rate the camera captured at, when the file says so (CAPTURE_RATE_TAG). A slow-motion clip
   * is captured faster than it plays, so its slow motion is then known, not estimated.
   */
  captureFps: z.number().positive().optional(),
  frameCount: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
  model: z.enum(['lightning', 'thunder']),
  /** Sampled frames in increasing frame order. */
  frames: z.array(poseFrameSchema),
  /** One sample per decoded frame, in frame order; empty for an image. */
  motion: z.array(motionSampleSchema),
  /**
   * The club where the tracker saw it (src/pose/club), in frame order; frames without a sample are
   * gaps in the trace. Absent in tracks recorded before the club was tracked.
   */
  club: z.array(clubSampleSchema).optional(),
  /**
   * The club at rest, read on the posed frames where the golfer's hands hung still (the address, a
   * waggle's pause), in frame order: where the plane line is drawn from when the track has no
   * `club`. Absent in tracks recorded before it was read.
   */
  stillClub: z.array(clubSampleSchema).optional(),
});
export type PoseTrack = z.infer<typeof poseTrackSchema>;
