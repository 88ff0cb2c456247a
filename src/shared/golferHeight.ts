import { keypointIndex, type PoseTrack } from './poseTrack';
import { MIN_DRAWN_SCORE } from './skeleton';

const NOSE = keypointIndex('nose');
const LEFT_ANKLE = keypointIndex('leftAnkle');
const RIGHT_ANKLE = keypointIndex('rightAnkle');

/** The posed frame nearest a frame. */
export function nearestPose(track: Pick<PoseTrack, 'frames'>, frame: number): PoseTrack['frames'][number] | undefined {
  let nearest: PoseTrack['frames'][number] | undefined;
  for (const posed of track.frames) if (!nearest || Math.abs(posed.frame - frame) < Math.abs(nearest.frame - frame)) nearest = posed;
  return nearest;
}

/**
 * The golfer's height in pixels at address, from the pose nearest it: nose to the ankles' midpoint,
 * plus the head above the nose (a tenth of that). Read bent over the ball, so short of the
 * standing height by a tenth or so: distances read as a share of it are, if anything, too large.
 * Null without a pose, or where the nose or an ankle was not seen well enough to be drawn.
 */
export function golferHeight(track: Pick<PoseTrack, 'frames' | 'width' | 'height'>, address: number): number | null {
  const k = nearestPose(track, address)?.keypoints;
  if (!k || [NOSE, LEFT_ANKLE, RIGHT_ANKLE].some((joint) => k[joint].score < MIN_DRAWN_SCORE)) return null;
  const ankles = { x: ((k[LEFT_ANKLE].x + k[RIGHT_ANKLE].x) / 2) * track.width, y: ((k[LEFT_ANKLE].y + k[RIGHT_ANKLE].y) / 2) * track.height };
  const nose = { x: k[NOSE].x * track.width, y: k[NOSE].y * track.height };
  return Math.hypot(ankles.x - nose.x, ankles.y - nose.y) * 1.1;
}
