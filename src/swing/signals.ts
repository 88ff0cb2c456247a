import { bodyScale, hands, hipMid } from './body';
import type { DenseTrack } from './smoothing';
import { maxFilter, movingAverage } from './stats';
import type { PoseTrack } from './types';

/** Per-frame signals on the dense grid that event finding reads. */
export interface Signals {
  /** Presentation time of every dense frame. */
  timeMs: readonly number[];
  /** Body size in pixels (torso length), the unit of every normalised distance. */
  scale: number;
  /** Hands' height above the hips, in torso lengths (positive = above the hips). */
  handHeight: number[];
  /** Hands' speed in torso lengths per second. */
  handSpeed: number[];
  /** Pixel motion around the hands and the club's arc, de-flickered (see clubMotion). */
  clubMotion: number[];
  /** Pixel motion of the whole person box, de-flickered. */
  personMotion: number[];
  /** Whether the clip carried pixel motion (a track replayed without it falls back to the pose). */
  hasMotion: boolean;
}

export function computeSignals(track: PoseTrack, dense: DenseTrack): Signals {
  const n = dense.points.length;
  const scale = bodyScale(dense, 0, n - 1);
  const handHeight: number[] = [];
  const handSpeed: number[] = [];
  for (let i = 0; i < n; i += 1) {
    handHeight.push((hipMid(dense, i).y - hands(dense, i).y) / scale);
    const a = hands(dense, Math.max(i - 1, 0));
    const b = hands(dense, Math.min(i + 1, n - 1));
    const dt = (dense.timeMs[Math.min(i + 1, n - 1)] - dense.timeMs[Math.max(i - 1, 0)]) / 1000;
    handSpeed.push(dt > 0 ? Math.hypot(b.x - a.x, b.y - a.y) / scale / dt : 0);
  }
  const byFrame = new Map(track.motion.map((m) => [m.frame, m]));
  const raw = (pick: (m: { hands: number; clubArc: number; person: number }) => number) =>
    dense.timeMs.map((_, i) => {
      const m = byFrame.get(dense.firstFrame + i);
      return m ? pick(m) : 0;
    });
  return {
    timeMs: dense.timeMs,
    scale,
    handHeight,
    handSpeed: movingAverage(handSpeed, 1),
    clubMotion: deflicker(raw((m) => m.hands + m.clubArc)),
    personMotion: deflicker(raw((m) => m.person)),
    hasMotion: track.motion.length > 0,
  };
}

/**
 * Video encoders and frame-rate conversion repeat frames (a clip converted from 20 to 30 fps
 * repeats every third frame), which reads as "no motion" on that frame. A sliding maximum over
 * one frame each side fills those holes; a short average then takes the compression noise down.
 */
function deflicker(values: number[]): number[] {
  return movingAverage(maxFilter(values, 1), 1);
}


/** The index `seconds` before (dir -1) or after (dir 1) index i, clamped to the signal. */
export function indexAfter(timeMs: readonly number[], i: number, seconds: number, dir: 1 | -1): number {
  let j = i;
  while (j + dir >= 0 && j + dir < timeMs.length && Math.abs(timeMs[j + dir] - timeMs[i]) <= seconds * 1000) j += dir;
  return j;
}
