import { EVENT_CONSTANTS, type EventConstants } from './eventConstants';
import type { SwingWindow } from './segment';
import type { Signals } from './signals';

/**
 * How many times slower than life the clip plays: 1 for real time, otherwise the downswing's
 * fast drop over a typical one, to a tenth. Phones store slow motion as ordinary 30 fps video,
 * so the file's frame rate cannot tell; the downswing can, because nobody swings that slowly.
 *
 * Whether the clip is slow at all is read apart from how slow: the hands' whole drop from the top
 * to the low point over their peak downswing speed, a time that takes the whole downswing into
 * account rather than its fast middle alone (docs/decisions/2410). A hovering amateur's fast
 * middle is as long as a 3× clip's, his drop at peak speed is not.
 */
export function slowMotionFactor(signals: Signals, window: SwingWindow, c: EventConstants = EVENT_CONSTANTS): number {
  if (!(dropAtPeakSpeedS(signals, window) > c.SLOWEST_REAL_DROP_AT_PEAK_S)) return 1;
  const seconds = (crossingTime(signals, window, 0.2) - crossingTime(signals, window, 0.8)) / 1000;
  return Math.max(1, Math.round((10 * seconds) / c.TYPICAL_FAST_DROP_S) / 10);
}

/** The hands' drop from the top to the low point over their peak speed between, in seconds of the clip. */
function dropAtPeakSpeedS({ handHeight: h, handSpeed: v }: Signals, { top, low }: SwingWindow): number {
  const peak = Math.max(...v.slice(top, low + 1));
  return peak > 0 ? (h[top] - h[low]) / peak : Number.POSITIVE_INFINITY;
}

/** When the falling hands pass `fraction` of the way from the low point up to the top (interpolated between frames). */
function crossingTime({ handHeight: h, timeMs: t }: Signals, { top, low }: SwingWindow, fraction: number): number {
  const level = h[low] + fraction * (h[top] - h[low]);
  let i = top + 1;
  while (i < low && h[i] > level) i += 1;
  const u = h[i - 1] === h[i] ? 1 : (h[i - 1] - level) / (h[i - 1] - h[i]);
  return t[i - 1] + u * (t[i] - t[i - 1]);
}

/** The signals on the swing's own clock: clip time divided by the slow-motion factor. */
export function inRealTime(signals: Signals, factor: number): Signals {
  if (factor === 1) return signals;
  return {
    ...signals,
    timeMs: signals.timeMs.map((t) => t / factor),
    handSpeed: signals.handSpeed.map((v) => v * factor),
    slowMotionFactor: factor,
  };
}
