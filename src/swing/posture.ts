import type { SwingEventName } from '../shared/analysis';
import { hands, hipMid, joint, pairMid, shoulderMid, spineLean } from './body';
import { MIN_ADDRESS_TILT, type CameraView } from './orientation';
import type { DenseTrack } from './smoothing';
import { distance, median } from './stats';
import type { Keypoint, PoseTrack } from './types';

/** The body joints (no face) whose confidence says whether a person is in the picture at all. */
const BODY = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
/** MoveNet's mean body score on an empty scene or a screenshot stays well under this. */
const MIN_PERSON_SCORE = 0.3;
/** A wrist the model is this sure of is where it says. */
const WRIST_SEEN = 0.35;
/** Both hands on the club: wrists within this many torso lengths of each other. */
const HANDS_TOGETHER = 0.6;

/** Mean confidence of the body joints on one frame. */
function bodyConfidence(keypoints: readonly Keypoint[]): number {
  return BODY.reduce((s, k) => s + (keypoints[k]?.score ?? 0), 0) / BODY.length;
}

/** Whether one frame's pose is a person the model is sure of (not a guess on an empty scene). */
export function confidentPerson(keypoints: readonly Keypoint[]): boolean {
  return bodyConfidence(keypoints) >= MIN_PERSON_SCORE;
}

/** Median over the posed frames of the mean body-joint confidence. */
function personConfidence(track: PoseTrack): number {
  return median(track.frames.map((f) => bodyConfidence(f.keypoints)));
}

export function personSeen(track: PoseTrack): boolean {
  return track.frames.length > 0 && personConfidence(track) >= MIN_PERSON_SCORE;
}

export type GolfPosition = Extract<SwingEventName, 'address' | 'midBackswing' | 'top' | 'midFollowThrough' | 'finish'>;

/** Hands this far (torso lengths) to one side of the shoulders are swinging, not held in front. */
const HANDS_ASIDE = 0.25;

/**
 * Whether one frame shows a golf posture, and which position: the hands together on a grip and
 * either low in front of the body (address), beside it (halfway back or through) or above the
 * chest (the top or the finish); seen down the line the golfer is also bent forward at address
 * and halfway. A person standing with the arms apart, or upright with the hands low, is not.
 */
export function golfPosture(dense: DenseTrack, i: number, view: CameraView, scale: number, dir: 1 | -1): GolfPosition | null {
  const lw = joint(dense, i, 'leftWrist');
  const rw = joint(dense, i, 'rightWrist');
  if (Math.max(lw.score, rw.score) < WRIST_SEEN) return null;
  // Seen from the side one wrist hides behind the other, and the model's guess for the hidden
  // one lands anywhere: the hands are together unless both are seen apart.
  if (Math.min(lw.score, rw.score) >= WRIST_SEEN && distance(lw, rw) / scale > HANDS_TOGETHER) return null;
  const h = hands(dense, i);
  const s = shoulderMid(dense, i);
  const height = (hipMid(dense, i).y - h.y) / scale;
  const aside = (dir * (h.x - s.x)) / scale;
  if (height >= 0.6) {
    if (view !== 'down-the-line') return aside < 0 ? 'top' : 'finish';
    // Down the line the hands are behind the head at both; the face still looks at the ball at the top.
    return dir * (joint(dense, i, 'nose').x - pairMid(dense, i, 'leftEar', 'rightEar').x) > 0 ? 'top' : 'finish';
  }
  if (view === 'down-the-line' && spineLean(dense, i, dir) < MIN_ADDRESS_TILT) return null;
  if (height <= 0.1) return 'address';
  if (view === 'down-the-line') return 'midBackswing';
  if (Math.abs(aside) < HANDS_ASIDE) return null;
  return aside < 0 ? 'midBackswing' : 'midFollowThrough';
}
