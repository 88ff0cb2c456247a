import { torsoOf } from '../swing/body';
import type { Keypoint } from '../swing/types';
import { torsoVisible } from './cropRegion';

/**
 * Which frames go through the pose model. Frames arrive in order; one is posed as an anchor every
 * `gap` (frames or milliseconds, whichever comes first). A gap between two posed frames is halved
 * again and again while
 * - the pose changed more than `refineAbove` torso lengths across it (the body moves fast: the
 *   swing gets posed on every frame there), or
 * - the pixels around the hands moved (`handsActiveAbove`) and it is longer than `movingGapMs`:
 *   a moving body may turn round inside a gap (the top of the swing) and both ends then look alike.
 * A still golfer costs one pose per gap. See docs/decisions/0101-pose-frame-sampling.md.
 */
export interface SamplingPlan {
  gap: { frames: number; ms: number };
  refineAbove: number;
  movingGapMs: number;
  handsActiveAbove: number;
  /**
   * Stop reading when nobody has been seen this far into the clip (ms): a landscape, a screen
   * recording or a document is told from a swing within seconds instead of after every frame.
   */
  giveUpWithoutPersonMs: number;
}

export const EVERY_FRAME: SamplingPlan = {
  gap: { frames: 1, ms: 0 },
  refineAbove: 0,
  movingGapMs: 0,
  handsActiveAbove: 0,
  giveUpWithoutPersonMs: Number.POSITIVE_INFINITY,
};

export const ADAPTIVE: SamplingPlan = {
  gap: { frames: 32, ms: 250 },
  refineAbove: 0.3,
  movingGapMs: 150,
  handsActiveAbove: 0.005,
  giveUpWithoutPersonMs: 3000,
};

/** Joints whose travel says the swing is moving: head, arms, hips and knees. */
const MOVING_JOINTS = [0, 7, 8, 9, 10, 11, 12, 13, 14];
const JOINT_SCORE = 0.2;

/**
 * How far the body moved between two poses: the largest travel of a confidently seen moving
 * joint, in torso lengths (so it means the same near and far from the camera). Infinity when a
 * person is seen on one pose and not the other (something to look at between them), 0 when on
 * neither (nothing to follow).
 */
export function poseChange(a: Keypoint[], b: Keypoint[], width: number, height: number): number {
  const seenA = torsoVisible(a);
  const seenB = torsoVisible(b);
  if (!seenA && !seenB) return 0;
  if (seenA !== seenB) return Number.POSITIVE_INFINITY;
  const torso = (torsoLength(a, width, height) + torsoLength(b, width, height)) / 2;
  let most = 0;
  for (const j of MOVING_JOINTS) {
    if (a[j].score < JOINT_SCORE || b[j].score < JOINT_SCORE) continue;
    most = Math.max(most, Math.hypot((a[j].x - b[j].x) * width, (a[j].y - b[j].y) * height));
  }
  return most / Math.max(torso, 1);
}

/** The torso in pixels, each middle the plain mean of its two joints however well they are seen. */
function torsoLength(k: Keypoint[], width: number, height: number): number {
  return torsoOf(k, (a, b) => ({ x: ((a.x + b.x) / 2) * width, y: ((a.y + b.y) / 2) * height })).length;
}

/** True when `frame` is far enough from the last anchor to be the next one. */
export function isNextAnchor(gap: SamplingPlan['gap'], anchor: { frame: number; timeMs: number }, frame: { index: number; timeMs: number }): boolean {
  return frame.index - anchor.frame >= gap.frames || frame.timeMs - anchor.timeMs >= gap.ms;
}

/** Keypoints between two posed frames, linearly, for placing motion regions on unposed frames. */
export function interpolateKeypoints(a: Keypoint[], b: Keypoint[], t: number): Keypoint[] {
  return a.map((ka, i) => ({
    x: ka.x + (b[i].x - ka.x) * t,
    y: ka.y + (b[i].y - ka.y) * t,
    score: Math.min(ka.score, b[i].score),
  }));
}
