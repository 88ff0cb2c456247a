import type { SwingEvent } from '../../../../shared/analysis';
import { keypointIndex } from '../../../../shared/poseTrack';
import type { Keypoint, PoseTrack } from '../../../../swing/types';
import { poseAt } from '../player/poseTrack';
import { MIN_DRAWN_SCORE } from '../player/skeleton';

/** Where a golfer stands in their own video, in pixels: the ankles' midpoint and the body's height. */
export interface Stance {
  feetX: number;
  feetY: number;
  height: number;
}

/** A video's frame size in pixels and where its golfer stands in it. */
export interface StandingSide {
  width: number;
  height: number;
  stance: Stance;
}

/**
 * The golfer's stance at address (feet do not move during a swing, so one pose sets it): the
 * ankles' midpoint, and the height from it up to the highest seen point of the head or shoulders.
 * Null when the ankles or the head were not seen well enough to stand on.
 */
export function stanceOf(track: PoseTrack, events: readonly SwingEvent[]): Stance | null {
  const address = events.find((event) => event.name === 'address') ?? events[0];
  const pose = address ? poseAt(track, address.timeMs) : null;
  if (!pose) return null;
  const px = (point: Keypoint) => ({ x: point.x * track.width, y: point.y * track.height, seen: point.score >= MIN_DRAWN_SCORE });
  const left = px(pose[keypointIndex('leftAnkle')]!);
  const right = px(pose[keypointIndex('rightAnkle')]!);
  if (!left.seen || !right.seen) return null;
  const upper = (['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar', 'leftShoulder', 'rightShoulder'] as const)
    .map((name) => px(pose[keypointIndex(name)]!))
    .filter((point) => point.seen);
  if (upper.length === 0) return null;
  const feetY = (left.y + right.y) / 2;
  const height = feetY - Math.min(...upper.map((point) => point.y));
  return height > 0 ? { feetX: (left.x + right.x) / 2, feetY, height } : null;
}

/**
 * One swing's pose moved onto the other's video, standing where that golfer stands: scaled by the
 * ratio of their heights about the ghost's feet, then its feet put on the host's feet. Keypoints
 * come and go normalised to their own frame (ghost in, host out).
 */
export function ghostPose(pose: readonly Keypoint[], ghost: StandingSide, host: StandingSide): Keypoint[] {
  return pose.map((point) => ({ ...ghostPoint(point, ghost, host), score: point.score }));
}

/** One point of a swing (a joint, the hands, the clubhead) moved onto the other's video as ghostPose moves a pose. */
export function ghostPoint(point: { x: number; y: number }, ghost: StandingSide, host: StandingSide): { x: number; y: number } {
  const scale = host.stance.height / ghost.stance.height;
  return {
    x: (host.stance.feetX + (point.x * ghost.width - ghost.stance.feetX) * scale) / host.width,
    y: (host.stance.feetY + (point.y * ghost.height - ghost.stance.feetY) * scale) / host.height,
  };
}
