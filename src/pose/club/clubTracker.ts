import type { ClubSample } from '../../shared/clubTrack';
import type { Keypoint } from '../../swing/types';
import { torsoOf } from '../../swing/body';
import type { RgbImage } from '../image';
import { round } from '../precision';
import { lumaOf, type LumaImage } from './luma';
import { bestShaft, type ShaftSearch } from './shaftSearch';

/** Keypoints under this score do not place the hands or the torso. */
const JOINT_SCORE = 0.2;
/** A torso shorter than this many pixels is too small a golfer to find a shaft on. */
const MIN_TORSO_PX = 24;

const LEFT_SHOULDER = 5;
const RIGHT_SHOULDER = 6;
const LEFT_ELBOW = 7;
const RIGHT_ELBOW = 8;
const LEFT_WRIST = 9;
const RIGHT_WRIST = 10;
const LEFT_HIP = 11;
const RIGHT_HIP = 12;

/**
 * Follows the club frame by frame, from the decoded frames and the pose of each (posed, or
 * placed between posed frames). Platform-neutral: the server's tracking thread and the page's
 * private analysis feed it the same frames in the same order (src/pose/trackFrames.ts), so both
 * draw the same trace. It keeps the previous frame's luminance: the moving club shows in the
 * change between frames when motion blur has washed its line out.
 */
export class ClubTracker {
  private previous: LumaImage | null = null;

  /** The club on this frame, or null when it cannot be seen with confidence. */
  next(frame: RgbImage & { index: number }, keypoints: Keypoint[] | null): ClubSample | null {
    const luma = lumaOf(frame);
    const previous = this.previous;
    this.previous = luma;
    const search = keypoints && searchFrom(keypoints, frame.width, frame.height);
    if (!search) return null;
    const found = bestShaft(luma, previous, search);
    if (!found) return null;
    const { width, height } = frame;
    return {
      frame: frame.index,
      grip: { x: round(search.hands.x / width, 4), y: round(search.hands.y / height, 4) },
      head: { x: round(found.head.x / width, 4), y: round(found.head.y / height, 4) },
      score: round(found.score, 3),
    };
  }
}

/** The hands, the body's scale and the forearms' directions of a pose, in pixels; null when the pose cannot place them. */
function searchFrom(keypoints: Keypoint[], width: number, height: number): ShaftSearch | null {
  const px = (k: Keypoint) => ({ x: k.x * width, y: k.y * height, score: k.score });
  const joints = keypoints.map(px);
  const seen = (i: number) => joints[i].score > JOINT_SCORE;
  if (!seen(LEFT_WRIST) && !seen(RIGHT_WRIST)) return null;
  if (!(seen(LEFT_SHOULDER) || seen(RIGHT_SHOULDER)) || !(seen(LEFT_HIP) || seen(RIGHT_HIP))) return null;
  const middle = (a: { x: number; y: number; score: number }, b: { x: number; y: number; score: number }) => {
    if (!(a.score > JOINT_SCORE)) return b;
    if (!(b.score > JOINT_SCORE)) return a;
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, score: Math.min(a.score, b.score) };
  };
  const { length } = torsoOf(joints, middle);
  if (length < MIN_TORSO_PX) return null;
  const hands = middle(joints[LEFT_WRIST], joints[RIGHT_WRIST]);
  // The forearms run from the hands too, and are lines as well: their directions are not the shaft's.
  const forearms = [
    [LEFT_WRIST, LEFT_ELBOW],
    [RIGHT_WRIST, RIGHT_ELBOW],
  ]
    .filter(([w, e]) => seen(w) && seen(e))
    .map(([, e]) => Math.atan2(joints[e].y - hands.y, joints[e].x - hands.x));
  return { hands: { x: hands.x, y: hands.y }, torso: length, forearms };
}
