import { median, type Point } from './stats';
import type { DenseTrack, SmoothPoint } from './smoothing';
import { KEYPOINT_NAMES, type KeypointName } from './types';

export type Handedness = 'right' | 'left';
export type Side = 'left' | 'right';

const INDEX = Object.fromEntries(KEYPOINT_NAMES.map((n, i) => [n, i])) as Record<KeypointName, number>;

export function joint(track: DenseTrack, i: number, name: KeypointName): SmoothPoint {
  return track.points[i][INDEX[name]];
}

/** Score-weighted midpoint of two joints, so one hidden joint does not drag the middle. */
export function weightedMiddle(pa: SmoothPoint, pb: SmoothPoint): SmoothPoint {
  const wa = Math.max(pa.score, 0.01);
  const wb = Math.max(pb.score, 0.01);
  return {
    x: (pa.x * wa + pb.x * wb) / (wa + wb),
    y: (pa.y * wa + pb.y * wb) / (wa + wb),
    score: Math.max(pa.score, pb.score),
  };
}

/** Score-weighted midpoint of a left/right pair. */
export function pairMid(track: DenseTrack, i: number, a: KeypointName, b: KeypointName): SmoothPoint {
  return weightedMiddle(joint(track, i, a), joint(track, i, b));
}

export const hands = (t: DenseTrack, i: number) => pairMid(t, i, 'leftWrist', 'rightWrist');
export const shoulderMid = (t: DenseTrack, i: number) => pairMid(t, i, 'leftShoulder', 'rightShoulder');
export const hipMid = (t: DenseTrack, i: number) => pairMid(t, i, 'leftHip', 'rightHip');

/**
 * The hands where the pose often misplaces one wrist, as at the top: the wrist the model is surer
 * of, alone. Both hold one grip, a hand's width apart, so either stands for the hands; the other
 * is the one slid down its forearm. At the labelled tops of the dev clips the score-weighted middle
 * was 7 to 15 % of the golfer's height from the labelled wrists on five clips; the surer wrist is
 * within 5 % on nine of the eleven it is read on (tests/engine/labels/hands-at-top.json, decision 2823).
 */
export function surerWrist(t: DenseTrack, i: number): SmoothPoint {
  const left = joint(t, i, 'leftWrist');
  const right = joint(t, i, 'rightWrist');
  return left.score >= right.score ? left : right;
}

/**
 * The head: the middle of the ears, which is the skull's centre, when they are seen (a
 * down-the-line camera sees one ear, and the hidden one is drawn near it); else the nose. The
 * nose sits in front of the skull and sweeps sideways as the head turns: face-on, a head that
 * turns a little to watch the ball moved its nose a third of a torso with the skull still
 * (decision 2606).
 */
export function head(t: DenseTrack, i: number): SmoothPoint {
  const ears = pairMid(t, i, 'leftEar', 'rightEar');
  if (ears.score >= 0.3) return ears;
  const nose = joint(t, i, 'nose');
  return nose.score > ears.score ? nose : ears;
}

/**
 * The torso of one pose: the shoulders' middle, the hips' middle and the length between them, in
 * the joints' own units. Each caller says how a middle is taken (weighted by score, a plain mean
 * in pixels, the seen joint alone), since each reads joints of a different certainty.
 */
export function torsoOf<P extends Point>(joints: readonly P[], middle: (a: P, b: P) => Point): { shoulders: Point; hips: Point; length: number } {
  const shoulders = middle(joints[INDEX.leftShoulder], joints[INDEX.rightShoulder]);
  const hips = middle(joints[INDEX.leftHip], joints[INDEX.rightHip]);
  return { shoulders, hips, length: Math.hypot(shoulders.x - hips.x, shoulders.y - hips.y) };
}

export function torsoLength(t: DenseTrack, i: number): number {
  return torsoOf(t.points[i], weightedMiddle).length;
}

/** The spine (hips to shoulders) from vertical in degrees, positive when the shoulders lean towards `dir`. */
export function spineLean(t: DenseTrack, i: number, dir: 1 | -1): number {
  const s = shoulderMid(t, i);
  const h = hipMid(t, i);
  return (Math.atan2(dir * (s.x - h.x), h.y - s.y) * 180) / Math.PI;
}

/**
 * The body's size in pixels: the median shoulder-to-hip length over the given frames. Every
 * distance the engine reports is divided by it, so near and far golfers measure alike.
 */
export function bodyScale(t: DenseTrack, from: number, to: number): number {
  const lengths: number[] = [];
  for (let i = Math.max(0, from); i <= Math.min(to, t.points.length - 1); i += 1) lengths.push(torsoLength(t, i));
  return Math.max(median(lengths), 1);
}

/** The lead side faces the target: a right-handed golfer's left. */
export function leadSide(handedness: Handedness): Side {
  return handedness === 'right' ? 'left' : 'right';
}

export function sideJoint(t: DenseTrack, i: number, side: Side, part: 'Shoulder' | 'Elbow' | 'Wrist' | 'Hip' | 'Knee' | 'Ankle'): SmoothPoint {
  return joint(t, i, `${side}${part}` as KeypointName);
}

/** Mean confidence of the listed joints on one frame. */
export function meanScore(t: DenseTrack, i: number, names: readonly KeypointName[]): number {
  return names.reduce((s, n) => s + joint(t, i, n).score, 0) / names.length;
}
