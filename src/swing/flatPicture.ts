import { clamp } from './stats';

/**
 * A face-on camera sees the body flattened: shoulders turned side-on still show their depth.
 * This reads the 2D keypoints without claiming what the picture cannot tell.
 */

const DEG = 180 / Math.PI;

/**
 * The pose model puts the shoulders on the outline of the body: turned side-on, the shoulders
 * still show their depth between them, about two fifths of the square-on width. The width seen
 * at a turn θ is then cos θ + DEPTH·sin θ of the square-on width; this solves that for θ on the
 * branch past the widest reading, the one a backswing turn reaches. Turns short of about 44°
 * (twice the widest angle) cannot be told apart and read 44°, which the limited-turn rule still
 * flags as severe.
 */
export const SHOULDER_DEPTH = 0.4;

export function shoulderTurnFromWidth(widthRatio: number): number {
  const peak = Math.hypot(1, SHOULDER_DEPTH);
  const widest = Math.atan(SHOULDER_DEPTH);
  return (widest + Math.acos(clamp(widthRatio / peak, -1, 1))) * DEG;
}
