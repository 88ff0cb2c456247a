import { bodyScale, hands, hipMid } from './body';
import { EVENT_CONSTANTS, type EventConstants } from './eventConstants';
import type { DenseTrack } from './smoothing';
import { maxFilter, movingAverage, type Point } from './stats';
import type { MotionSample, PoseTrack } from './types';

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
  /** Where the hands are in the picture, in pixels. */
  handPosition: Point[];
  /** Pixel motion around the hands and the club's arc, de-flickered (see clubMotion). */
  clubMotion: number[];
  /** Pixel motion of the whole person box, de-flickered. */
  personMotion: number[];
  /** The most-changed small cell around the hands and the club (MotionSample.clubPeak), de-flickered; clubMotion on older tracks. */
  clubPeak: number[];
  /** How many times slower than life the clip plays; timeMs and handSpeed are already in real time. */
  slowMotionFactor: number;
  /** The file stated the factor (its capture rate), so the real-time clock is measured, not assumed. */
  slowMotionStated: boolean;
  /** Whether the clip carried pixel motion (a track replayed without it falls back to the pose). */
  hasMotion: boolean;
}

export function computeSignals(track: PoseTrack, dense: DenseTrack, c: EventConstants = EVENT_CONSTANTS): Signals {
  const n = dense.points.length;
  const scale = bodyScale(dense, 0, n - 1);
  const localScale = localBodyScale(dense, c);
  const handHeight: number[] = [];
  const handSpeed: number[] = [];
  const handPosition: Point[] = [];
  for (let i = 0; i < n; i += 1) {
    const at = hands(dense, i);
    handPosition.push({ x: at.x, y: at.y });
    handHeight.push((hipMid(dense, i).y - at.y) / localScale[i]);
    handSpeed.push(handSpeedPx(dense, dense.timeMs, i) / localScale[i]);
  }
  const byFrame = new Map(track.motion.map((m) => [m.frame, m]));
  const raw = (pick: (m: MotionSample) => number) =>
    dense.timeMs.map((_, i) => {
      const m = byFrame.get(dense.firstFrame + i);
      return m ? pick(m) : 0;
    });
  const clubMotion = deflicker(raw((m) => m.hands + m.clubArc));
  const measuredPeak = track.motion.some((m) => m.clubPeak !== undefined);
  return {
    timeMs: dense.timeMs,
    scale,
    handHeight,
    handSpeed: movingAverage(handSpeed, 1),
    handPosition,
    clubMotion,
    personMotion: deflicker(raw((m) => m.person)),
    clubPeak: measuredPeak
      ? withoutRepeats(
          raw((m) => m.clubPeak ?? 0),
          raw((m) => m.person),
          c,
        )
      : clubMotion,
    slowMotionFactor: 1,
    slowMotionStated: false,
    hasMotion: track.motion.length > 0,
  };
}

/** The hands' speed at frame i in pixels per second of `timeMs`, from the frames either side. */
export function handSpeedPx(dense: DenseTrack, timeMs: readonly number[], i: number): number {
  const n = dense.points.length;
  const a = hands(dense, Math.max(i - 1, 0));
  const b = hands(dense, Math.min(i + 1, n - 1));
  const dt = (timeMs[Math.min(i + 1, n - 1)] - timeMs[Math.max(i - 1, 0)]) / 1000;
  return dt > 0 ? Math.hypot(b.x - a.x, b.y - a.y) / dt : 0;
}

/**
 * The body's size around each frame: the median torso length within SCALE_WINDOW_S of clip time
 * either side. A camera that walks or zooms in makes the golfer bigger; measured against one
 * size for the whole clip, a golfer standing close after the shot would seem to lift his hands
 * three torso lengths and outswing the real swing filmed from afar.
 */
function localBodyScale(dense: DenseTrack, c: EventConstants): number[] {
  const t = dense.timeMs;
  return t.map((_, i) => bodyScale(dense, indexAfter(t, i, c.SCALE_WINDOW_S, -1), indexAfter(t, i, c.SCALE_WINDOW_S, 1)));
}

/** A repeat is told against this many frames each side (see withoutRepeats). */
const REPEAT_NEIGHBOURS = 3;

/**
 * Frame-rate conversion repeats frames, one in three or three in four, which reads as "no
 * motion" there and "all of it" on the next frame. Each repeat takes the value of the next new
 * frame, whose change is measured against the same picture. A repeat is told by the person box
 * changing far less than on the new frames around it (up to three repeats in a row); on a still
 * scene a frame taken for a repeat only trades its noise for the next frame's. Above 30 fps the
 * motion meter already compares each frame with one a thirtieth of a second before it (decision
 * 2416), so only repeats within a 21–30 fps clip (a slow-motion clip made at 30 from fewer
 * pictures) still read as none.
 */
function withoutRepeats(values: readonly number[], person: readonly number[], c: EventConstants): number[] {
  const n = values.length;
  const repeated = person.map((p, i) => {
    const around = [];
    for (let j = Math.max(0, i - REPEAT_NEIGHBOURS); j <= Math.min(n - 1, i + REPEAT_NEIGHBOURS); j += 1) if (j !== i) around.push(person[j]);
    return p < c.REPEAT_RATIO * Math.max(...around);
  });
  const out = [...values];
  for (let i = n - 2; i >= 0; i -= 1) if (repeated[i]) out[i] = out[i + 1];
  return out;
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
