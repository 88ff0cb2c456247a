import type { Keypoint, PoseTrack } from '../../../../shared/poseTrack';

/** A picture's width and height in pixels: a pose track's, or the analysis's record of it. */
export interface FrameSize {
  width: number;
  height: number;
}

/** The picture's width over its height; `unknown` (a wide screen's 16:9) until its size is known. */
export function aspectOf(size: FrameSize | null | undefined, unknown = 16 / 9): number {
  return size ? size.width / size.height : unknown;
}

/** Index of the last sampled frame at or before timeMs (-1 when timeMs is before the first). */
function lastFrameAtOrBefore(track: PoseTrack, timeMs: number): number {
  let low = 0;
  let high = track.frames.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (track.frames[middle]!.timeMs <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The pose at any moment of the clip. Only some frames went through the pose model, so between two
 * sampled frames each keypoint moves in a straight line, and its confidence is the lower of the two
 * (a point lost on either side should not be drawn as if certain). Outside the sampled span the
 * nearest sampled pose is held.
 */
export function poseAt(track: PoseTrack, timeMs: number): Keypoint[] | null {
  const { frames } = track;
  if (frames.length === 0) return null;
  const before = lastFrameAtOrBefore(track, timeMs);
  if (before === -1) return frames[0]!.keypoints;
  if (before === frames.length - 1) return frames[before]!.keypoints;
  const a = frames[before]!;
  const b = frames[before + 1]!;
  const span = b.timeMs - a.timeMs;
  const t = span > 0 ? (timeMs - a.timeMs) / span : 0;
  return a.keypoints.map((from, index) => {
    const to = b.keypoints[index]!;
    return {
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t,
      score: Math.min(from.score, to.score),
    };
  });
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where media of mediaWidth×mediaHeight is drawn inside a box with `object-fit: contain`: scaled to
 * fit whole, centred, with letterbox bars on two sides.
 */
export function containRect(boxWidth: number, boxHeight: number, mediaWidth: number, mediaHeight: number): Rect {
  if (boxWidth <= 0 || boxHeight <= 0 || mediaWidth <= 0 || mediaHeight <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.min(boxWidth / mediaWidth, boxHeight / mediaHeight);
  const width = mediaWidth * scale;
  const height = mediaHeight * scale;
  return { x: (boxWidth - width) / 2, y: (boxHeight - height) / 2, width, height };
}
