/**
 * The contract between pose inference (src/pose) and the swing engine (src/swing).
 * src/pose produces a PoseTrack from a video or an image; src/swing turns it into a SwingReport.
 * Everything here is plain data so a track can be stored as JSON and replayed in the browser.
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

/**
 * One keypoint. x and y are normalised to the upright, un-letterboxed source frame:
 * (0,0) is its top-left corner, (1,1) its bottom-right. score is the model's confidence 0..1.
 */
export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

/** The pose found on one sampled frame of the source. */
export interface PoseFrame {
  /** Index of the frame in the decoded source (0-based). */
  frame: number;
  /** Presentation time of that frame in milliseconds from the start of the clip. */
  timeMs: number;
  /** 17 keypoints in KEYPOINT_NAMES order. */
  keypoints: Keypoint[];
}

/**
 * Pixel motion measured on every decoded frame (not only the frames that went through the pose
 * model). The club moves before and after the hands do, so address and finish are read from
 * these signals, guided by the pose. Each value is the mean absolute luminance change (0..1)
 * against the previous decoded frame inside one region.
 */
export interface MotionSample {
  frame: number;
  timeMs: number;
  /** Around the hands (a box centred on the wrists, sized by the torso). */
  hands: number;
  /** The band of the swing arc below and beside the hands, where the clubhead and ball are. */
  clubArc: number;
  /** The whole box around the person. */
  person: number;
  /**
   * The most-changed cell (a quarter torso across) of the hands and the club's band: where the
   * clubhead's first small move shows. Absent in tracks recorded before it was measured.
   */
  clubPeak?: number;
}

export interface PoseTrack {
  source: 'video' | 'image';
  /** Upright frame size in pixels, after rotation metadata is applied. */
  width: number;
  height: number;
  /** Nominal frames per second (0 for an image). Use timeMs for timing: rates may vary. */
  fps: number;
  frameCount: number;
  durationMs: number;
  model: 'lightning' | 'thunder';
  /** Sampled frames in increasing frame order. */
  frames: PoseFrame[];
  /** One sample per decoded frame, in frame order; empty for an image. */
  motion: MotionSample[];
}
