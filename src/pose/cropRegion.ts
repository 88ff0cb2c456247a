import type { Keypoint } from '../swing/types';
import type { SquareRegion } from './image';

/** MoveNet's own cropping threshold: a joint counts for the crop when the model is this sure of it. */
export const MIN_CROP_KEYPOINT_SCORE = 0.2;
const TORSO = [5, 6, 11, 12]; // shoulders and hips
const HIPS = [11, 12];
/** How far past the torso and the whole body the crop reaches (MoveNet uses 1.9 and 1.2). The
 * body factor is a little larger here because a golfer's hands travel far between two frames. */
const TORSO_EXPANSION = 1.9;
const BODY_EXPANSION = 1.35;

/** The whole frame as one square, letterboxed: what the model sees before the person is found. */
export function fullViewRegion(width: number, height: number): SquareRegion {
  return { cx: width / 2, cy: height / 2, size: Math.max(width, height) };
}

/** Maps keypoints from crop-normalised coordinates to coordinates normalised to the full frame. */
export function keypointsToFrame(keypoints: Keypoint[], region: SquareRegion, width: number, height: number): Keypoint[] {
  const left = region.cx - region.size / 2;
  const top = region.cy - region.size / 2;
  return keypoints.map((k) => ({
    x: (left + k.x * region.size) / width,
    y: (top + k.y * region.size) / height,
    score: k.score,
  }));
}

/** True when enough of the torso is seen to trust the keypoints and crop around them. */
export function torsoVisible(keypoints: Keypoint[], minScore = MIN_CROP_KEYPOINT_SCORE): boolean {
  const hips = HIPS.filter((k) => keypoints[k].score > minScore).length;
  const torso = TORSO.filter((k) => keypoints[k].score > minScore).length;
  return hips >= 1 && torso >= 3;
}

/**
 * The square crop for the next frame, from this frame's keypoints (normalised to the frame), after
 * MoveNet's cropping algorithm: centred on the hips, reaching past the farthest torso joint and the
 * farthest seen joint. Null when too little of the body is seen, or when the crop would be as
 * large as the frame anyway (then the full view is as good).
 */
export function cropRegionFromKeypoints(keypoints: Keypoint[], width: number, height: number, minScore = MIN_CROP_KEYPOINT_SCORE): SquareRegion | null {
  const seen = keypoints.map((k, i) => ({ i, x: k.x * width, y: k.y * height, score: k.score })).filter((k) => k.score > minScore);
  const hips = seen.filter((k) => HIPS.includes(k.i));
  const torso = seen.filter((k) => TORSO.includes(k.i));
  if (hips.length === 0 || torso.length < 2) return null;

  const cx = hips.reduce((s, k) => s + k.x, 0) / hips.length;
  const cy = hips.reduce((s, k) => s + k.y, 0) / hips.length;
  const reach = (points: typeof seen) => Math.max(...points.map((k) => Math.max(Math.abs(k.x - cx), Math.abs(k.y - cy))));
  const half = Math.max(reach(torso) * TORSO_EXPANSION, reach(seen) * BODY_EXPANSION);
  if (!(half > 0) || half * 2 >= Math.max(width, height)) return null;
  return { cx, cy, size: half * 2 };
}
