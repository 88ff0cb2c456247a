import type { PoseTrack } from './poseTrack';

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
 * Null without a pose.
 */
export function golferHeight(track: Pick<PoseTrack, 'frames' | 'width' | 'height'>, address: number): number | null {
  const k = nearestPose(track, address)?.keypoints;
  if (!k) return null;
  const ankles = { x: ((k[15].x + k[16].x) / 2) * track.width, y: ((k[15].y + k[16].y) / 2) * track.height };
  const nose = { x: k[0].x * track.width, y: k[0].y * track.height };
  return Math.hypot(ankles.x - nose.x, ankles.y - nose.y) * 1.1;
}
