import { hands, hipMid, joint, pairMid, spineLean, type Handedness } from './body';
import type { DenseTrack } from './smoothing';

export type CameraView = 'face-on' | 'down-the-line' | 'oblique';

/**
 * How far apart the feet (or, when the feet are not seen, the shoulders) are across the image,
 * in torso lengths. Facing the camera a golfer's stance spreads about 0.7–0.9 torso lengths; from
 * down the line the feet are one behind the other (under about 0.3). The feet do not move during
 * the swing, so this reads the same on any frame, even a still of the top. Between the two the
 * camera stands well off both axes (oblique): view-specific measurements would mislead, and the
 * coaching says which ones this view cannot support (coaching.ts).
 */
const DOWN_THE_LINE_MAX_WIDTH = 0.3;
const FACE_ON_MIN_WIDTH = 0.5;
const FEET_SEEN = 0.3;
/** Down the line a golfer at address tilts forward, towards the ball, at least this much (degrees). */
export const MIN_ADDRESS_TILT = 12;

export function cameraView(dense: DenseTrack, i: number, scale: number): CameraView {
  const la = joint(dense, i, 'leftAnkle');
  const ra = joint(dense, i, 'rightAnkle');
  const [a, b] = Math.min(la.score, ra.score) >= FEET_SEEN ? [la, ra] : [joint(dense, i, 'leftShoulder'), joint(dense, i, 'rightShoulder')];
  const width = Math.abs(a.x - b.x) / scale;
  if (width <= DOWN_THE_LINE_MAX_WIDTH) return 'down-the-line';
  if (width >= FACE_ON_MIN_WIDTH) return 'face-on';
  return 'oblique';
}

/**
 * Down the line a golfer bends forward towards the ball at address (17–37° on the nine
 * down-the-line clips of the dev set), and faces the image's right when right-handed (the camera
 * is behind his hands): the side his spine leans to is the side he faces. That holds however small he is in the picture,
 * where the hands' path (below) can fail: a far golfer's wrists are a few pixels wide, and on the
 * small 60 fps golfer the pose put them in the same place at the top and at address. Face-on (and
 * when the golfer stands too upright to tell) a right-handed golfer takes the hands to the image's
 * left going to the top, since the camera faces him and his right is the image's left.
 */
export function handednessFromSwing(dense: DenseTrack, address: number, top: number, view: CameraView): Handedness {
  if (view === 'down-the-line') {
    const lean = spineLean(dense, address, 1);
    if (Math.abs(lean) >= MIN_ADDRESS_TILT) return lean > 0 ? 'right' : 'left';
  }
  return hands(dense, top).x <= hands(dense, address).x ? 'right' : 'left';
}

/**
 * From one still frame down the line: the golfer faces the ball, so his flexed knees sit ahead of
 * his hips and his nose ahead of his ears on that side (the image's right for a right-hander) at
 * address, halfway back and at the top. Face-on a single frame gives no such cue, and
 * right-handers are the large majority.
 */
export function handednessFromPosture(dense: DenseTrack, i: number, view: CameraView): Handedness {
  if (view !== 'down-the-line') return 'right';
  const knees = pairMid(dense, i, 'leftKnee', 'rightKnee').x - hipMid(dense, i).x;
  const face = joint(dense, i, 'nose').x - pairMid(dense, i, 'leftEar', 'rightEar').x;
  return knees + face >= 0 ? 'right' : 'left';
}
