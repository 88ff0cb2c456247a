import type { ClubSample } from '../../shared/clubTrack';
import type { Keypoint } from '../../swing/types';
import { torsoOf } from '../../swing/body';
import type { RgbImage } from '../image';
import { round } from '../precision';
import { lumaOf, type LumaImage } from './luma';
import { FULL_CONTRAST, headNearHands } from './headNearHands';
import { bestShaft, type ShaftFound, type ShaftSearch } from './shaftSearch';

/** Keypoints under this score do not place the hands or the torso. */
const JOINT_SCORE = 0.2;
/** A torso shorter than this many pixels is too small a golfer to find a shaft on. */
const MIN_TORSO_PX = 24;
/**
 * Both hands hold one grip, so the wrists sit about a hand's width apart: a median of 0.16 torsos
 * on the dev clips' posed frames. Half a torso (some 25 cm on an adult) is more than any grip
 * parts them; wrists further apart are one wrist placed on something else (a blurred arm, the
 * shoulder), and the surer one is the grip. Any spread from 0.25 to 0.75 torsos brings the
 * long-address driver's impact from 87 % of the golfer's height off to 8 % (decision 2810).
 */
const GRIP_SPREAD_TORSOS = 0.5;

const LEFT_SHOULDER = 5;
const RIGHT_SHOULDER = 6;
const LEFT_ELBOW = 7;
const RIGHT_ELBOW = 8;
const LEFT_WRIST = 9;
const RIGHT_WRIST = 10;
const LEFT_HIP = 11;
const RIGHT_HIP = 12;
const LEFT_KNEE = 13;
const RIGHT_KNEE = 14;
const LEFT_ANKLE = 15;
const RIGHT_ANKLE = 16;
/** The nose, the eyes and the ears. */
const HEAD_JOINTS = [0, 1, 2, 3, 4];
const ARM_LINES: readonly (readonly [number, number])[] = [
  [LEFT_SHOULDER, LEFT_ELBOW],
  [RIGHT_SHOULDER, RIGHT_ELBOW],
  [LEFT_ELBOW, LEFT_WRIST],
  [RIGHT_ELBOW, RIGHT_WRIST],
];
const BODY_LINES: readonly (readonly [number, number])[] = [
  [LEFT_HIP, LEFT_KNEE],
  [LEFT_KNEE, LEFT_ANKLE],
  [RIGHT_HIP, RIGHT_KNEE],
  [RIGHT_KNEE, RIGHT_ANKLE],
  [LEFT_SHOULDER, LEFT_HIP],
  [RIGHT_SHOULDER, RIGHT_HIP],
  [LEFT_SHOULDER, LEFT_ELBOW],
  [RIGHT_SHOULDER, RIGHT_ELBOW],
];

/**
 * Follows the club frame by frame, from the decoded frames and the pose of each (posed, or
 * placed between posed frames). Platform-neutral: the server's tracking thread and the page's
 * private analysis feed it the same frames in the same order (src/pose/trackFrames.ts), so both
 * draw the same trace. It keeps the previous frame's luminance: the moving club shows in the
 * change between frames when motion blur has washed its line out.
 */
export class ClubTracker {
  private previous: LumaImage | null = null;
  /** How many times the frames are shrunk for the search: set on the first golfer seen, kept after. */
  private scale: number | null = null;
  /** The last frame searched: its hands, what was found there (null: nothing), and whether it was searched still. */
  private last: { hands: { x: number; y: number }; found: Omit<ClubSample, 'frame'> | null; still: boolean } | null = null;

  /**
   * The club on this frame, or null when it cannot be seen with confidence. `endOnPossible`: the
   * frame lies where the club may point at or away from the camera (up to impact: the top, the
   * downswing), so a clubhead with no shaft line from the hands may be read as a dark patch beside
   * them (headOn).
   */
  next(frame: RgbImage & { index: number }, keypoints: Keypoint[] | null, endOnPossible = false): ClubSample | null {
    const found = keypoints && searchFrom(keypoints, frame.width, frame.height);
    if (found && this.scale === null) this.scale = scaleFor(found.torso);
    const scale = this.scale ?? 1;
    const luma = lumaOf(frame, scale);
    const previous = this.previous?.width === luma.width ? this.previous : null;
    this.previous = luma;
    if (!found) {
      this.last = null;
      return null;
    }
    const search = shrunk(found, scale);
    // A still golfer (the address, a held finish) shows the same club as the frame before: once
    // searched still, the search is skipped, which is most of a clip's frames. The first still
    // frame is searched in the frame alone: the change from a frame that was still settling shows
    // a waggle's or a hand's remnant, not the club at rest, and that answer would be kept
    // through the whole address. With the hands down, the club at rest points down to the ground,
    // and only those directions are searched, as clubAtRest does: a stronger line of the scene
    // running up from the hands (an edge between two greens of grass, a wall) would otherwise
    // win, or veto the club.
    const isStill = Boolean(this.last && previous && still(luma, previous, search, this.last.hands));
    if (isStill && this.last?.still) return this.last.found && { frame: frame.index, ...this.last.found };
    const atRest = isStill && handsDown(keypoints, found.hands, frame.width, frame.height);
    const shaft = bestShaft(luma, isStill ? null : previous, atRest ? { ...search, downwardOnly: true } : search);
    const seen = shaft ? seenOn(frame, found.hands, shaft, scale) : endOnPossible ? headOn(frame, luma, keypoints, search, scale) : null;
    this.last = { hands: search.hands, found: seen, still: isStill };
    return seen && { frame: frame.index, ...seen };
  }
}

/**
 * Where the tracker places the hands on a frame with this pose (normalised, like keypoints), or null
 * when the pose cannot place them: the grip of a sample, for a frame whose search found no line.
 */
export function gripOf(keypoints: Keypoint[], width: number, height: number): { x: number; y: number } | null {
  const found = searchFrom(keypoints, width, height);
  return found && { x: round(found.hands.x / width, 4), y: round(found.hands.y / height, 4) };
}

/**
 * Hands that moved less than this many torsos from each neighbouring pose hold still: the sampler
 * poses a still golfer every quarter of a second, so this is their travel over about that. Any
 * value from 0.075 to 0.225 draws the same plane lines on the dev clips (decision 2814).
 */
const HELD_HANDS_TORSOS = 0.15;

/**
 * The club on a posed frame where the golfer holds still with the hands down (the address, a
 * waggle's pause), read in the frame alone; null when the hands are up by the shoulders (the top,
 * the finish), moved from any neighbouring pose the sampler had (`neighbours`, the poses either
 * side), or no shaft is seen. Tracking reads it on its posed frames, a few a second while the
 * golfer is still, at the cost of one search on each: enough to place the club at rest at address,
 * where the plane line is drawn from, without following it frame by frame. A club at rest points
 * down from the hands to the ground, so only those directions are searched.
 */
export function clubAtRest(frame: RgbImage & { index: number }, keypoints: Keypoint[], neighbours: readonly Keypoint[][]): ClubSample | null {
  const { width, height } = frame;
  const found = searchFrom(keypoints, width, height);
  if (!found || neighbours.length === 0 || !handsDown(keypoints, found.hands, width, height)) return null;
  if (!neighbours.every((other) => handsWithin(searchFrom(other, width, height), found))) return null;
  const scale = scaleFor(found.torso);
  const shaft = bestShaft(lumaOf(frame, scale), null, { ...shrunk(found, scale), downwardOnly: true });
  return shaft && { frame: frame.index, ...seenOn(frame, found.hands, shaft, scale) };
}

/** Whether the hands hang below the torso's middle, as at address (by the thighs), not up by the shoulders. */
function handsDown(keypoints: readonly Keypoint[], hands: { y: number }, width: number, height: number): boolean {
  const { shoulders, hips } = torsoOf(inPixels(keypoints, width, height), surerMiddle);
  return hands.y > (shoulders.y + hips.y) / 2;
}

/** Whether the hands of `there` lie within HELD_HANDS_TORSOS of those of `here` (torsos of `here`). */
function handsWithin(there: { hands: { x: number; y: number } } | null, here: { hands: { x: number; y: number }; torso: number }): boolean {
  return there !== null && Math.hypot(there.hands.x - here.hands.x, there.hands.y - here.hands.y) <= HELD_HANDS_TORSOS * here.torso;
}

/** The search is made on frames shrunk until the torso is at most about this many pixels long. */
const SEARCH_TORSO_PX = 50;

/**
 * How many times the tracker shrinks frames of this size for the search when it first sees this
 * pose (it keeps that for the rest of the clip), or null when the pose cannot place the hands. A
 * frame shrunk that many times before it reaches the tracker is searched the same way unshrunk.
 */
export function searchScale(keypoints: Keypoint[], width: number, height: number): number | null {
  const found = searchFrom(keypoints, width, height);
  return found && scaleFor(found.torso);
}

function scaleFor(torso: number): number {
  return Math.max(1, Math.floor(torso / SEARCH_TORSO_PX));
}

/** The sample of a shaft found on a frame shrunk `scale` times, normalised to the frame like keypoints. */
function seenOn(frame: RgbImage, hands: { x: number; y: number }, shaft: ShaftFound, scale: number): Omit<ClubSample, 'frame'> {
  const { width, height } = frame;
  return {
    grip: { x: round(hands.x / width, 4), y: round(hands.y / height, 4) },
    head: { x: round((shaft.head.x * scale) / width, 4), y: round((shaft.head.y * scale) / height, 4) },
    score: round(shaft.score, 3),
  };
}

/**
 * The clubhead of a club seen end on, as a dark patch beside the hands (headNearHands), when the
 * hands are raised above the golfer's head: down the line around the top the shaft points along
 * the target line and shows no line. Lower hands hold a club the shaft search sees side on, and a
 * dark patch beside them is as likely a glove, a sleeve or the grip. The search is made in the
 * shrunk picture (`luma`, `search`); the sample is normalised to the frame like seenOn's.
 */
function headOn(frame: RgbImage, luma: LumaImage, keypoints: Keypoint[], search: ShaftSearch, scale: number): Omit<ClubSample, 'frame'> | null {
  const joints = inPixels(keypoints, luma.width, luma.height);
  const seen = (i: number) => joints[i].score > JOINT_SCORE;
  const head = HEAD_JOINTS.filter(seen).map((i) => joints[i]);
  if (head.length === 0 || !(search.hands.y < Math.min(...head.map((joint) => joint.y)))) return null;
  const arms = ARM_LINES.filter(([a, b]) => seen(a) && seen(b)).map(([a, b]) => ({ a: joints[a], b: joints[b] }));
  const found = headNearHands(luma, { hands: search.hands, torso: search.torso, head, arms });
  if (!found) return null;
  const at = (p: { x: number; y: number }) => ({ x: round((p.x * scale) / frame.width, 4), y: round((p.y * scale) / frame.height, 4) });
  return { grip: at(search.hands), head: at(found.head), score: round(Math.min(1, found.contrast / FULL_CONTRAST), 3) };
}

/** A search in full-size pixels, in the pixels of a frame shrunk `scale` times. */
function shrunk(search: ShaftSearch, scale: number): ShaftSearch {
  const at = (p: { x: number; y: number }) => ({ x: p.x / scale, y: p.y / scale });
  return {
    hands: at(search.hands),
    torso: search.torso / scale,
    forearms: search.forearms,
    limbs: search.limbs.map(({ a, b }) => ({ a: at(a), b: at(b) })),
  };
}

/** The hands, the body's scale and the forearms' directions of a pose, in pixels; null when the pose cannot place them. */
function searchFrom(keypoints: Keypoint[], width: number, height: number): ShaftSearch | null {
  const joints = inPixels(keypoints, width, height);
  const seen = (i: number) => joints[i].score > JOINT_SCORE;
  if (!seen(LEFT_WRIST) && !seen(RIGHT_WRIST)) return null;
  if (!(seen(LEFT_SHOULDER) || seen(RIGHT_SHOULDER)) || !(seen(LEFT_HIP) || seen(RIGHT_HIP))) return null;
  const { length } = torsoOf(joints, surerMiddle);
  if (length < MIN_TORSO_PX) return null;
  const hands = grip(joints[LEFT_WRIST], joints[RIGHT_WRIST], length, surerMiddle);
  // The forearms run from the hands too, and are lines as well: their directions are not the shaft's.
  const forearms = [
    [LEFT_WRIST, LEFT_ELBOW],
    [RIGHT_WRIST, RIGHT_ELBOW],
  ]
    .filter(([w, e]) => seen(w) && seen(e))
    .map(([, e]) => Math.atan2(joints[e].y - hands.y, joints[e].x - hands.x));
  // Legs, the torso's sides and the upper arms are long edges too; the shaft is never along them.
  const limbs = BODY_LINES.filter(([a, b]) => seen(a) && seen(b)).map(([a, b]) => ({ a: joints[a], b: joints[b] }));
  return { hands: { x: hands.x, y: hands.y }, torso: length, forearms, limbs };
}

function inPixels(keypoints: readonly Keypoint[], width: number, height: number): Keypoint[] {
  return keypoints.map((k) => ({ x: k.x * width, y: k.y * height, score: k.score }));
}

/** The middle of two joints, or the one seen when the other is not. */
function surerMiddle(a: Keypoint, b: Keypoint): Keypoint {
  if (!(a.score > JOINT_SCORE)) return b;
  if (!(b.score > JOINT_SCORE)) return a;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, score: Math.min(a.score, b.score) };
}

/** Where the hands hold the club: between the wrists, or at the surer wrist when no grip could part them so far. */
function grip<P extends { x: number; y: number; score: number }>(a: P, b: P, torso: number, middle: (a: P, b: P) => P): P {
  const both = a.score > JOINT_SCORE && b.score > JOINT_SCORE;
  if (both && Math.hypot(a.x - b.x, a.y - b.y) > GRIP_SPREAD_TORSOS * torso) return a.score >= b.score ? a : b;
  return middle(a, b);
}

/** Hands this close (torsos) to where they were searched are still... */
const STILL_HANDS_TORSOS = 0.04;
/** ...and the picture around them is, when fewer of its pixels than this many torsos changed by STILL_CHANGE. */
const STILL_CHANGED_TORSOS = 0.05;
const STILL_CHANGE = 0.08;

/**
 * Whether nothing moved around the hands, as far as the club could reach, since the last search.
 * Counted on every second pixel each way: a moving shaft is thin, a mean over the area would miss it.
 */
function still(luma: LumaImage, previous: LumaImage, search: ShaftSearch, lastHands: { x: number; y: number }): boolean {
  const { hands, torso } = search;
  if (Math.hypot(hands.x - lastHands.x, hands.y - lastHands.y) > STILL_HANDS_TORSOS * torso) return false;
  const reach = 2.2 * torso;
  const allowed = STILL_CHANGED_TORSOS * torso;
  let changed = 0;
  const x0 = Math.max(0, Math.floor(hands.x - reach));
  const x1 = Math.min(luma.width, Math.ceil(hands.x + reach));
  for (let y = Math.max(0, Math.floor(hands.y - reach)); y < Math.min(luma.height, hands.y + reach); y += 2) {
    const row = y * luma.width;
    for (let x = x0; x < x1; x += 2) {
      if (Math.abs(luma.data[row + x] - previous.data[row + x]) > STILL_CHANGE && (changed += 1) > allowed) return false;
    }
  }
  return true;
}
