import type { SwingWindow } from './segment';
import type { Signals } from './signals';

/**
 * The fast middle of a real downswing, the hands falling from 80 % to 20 % of the way from the
 * top to the bottom, takes about a tenth of a second (0.08–0.11 s measured on real-time clips of
 * tour players and amateurs); the slow start from the top varies far more from golfer to golfer,
 * so it is left out.
 */
const TYPICAL_FAST_DROP_S = 0.1;
/** No real swing is slower than this through that stretch; a clip that shows one plays in slow motion. */
const SLOWEST_REAL_FAST_DROP_S = 0.18;

/**
 * How many times slower than life the clip plays: 1 for real time, otherwise the downswing's
 * fast drop over a typical one, to a tenth. Phones store slow motion as ordinary 30 fps video,
 * so the file's frame rate cannot tell; the downswing can, because nobody swings that slowly.
 */
export function slowMotionFactor(signals: Signals, window: SwingWindow): number {
  const seconds = (crossingTime(signals, window, 0.2) - crossingTime(signals, window, 0.8)) / 1000;
  if (!(seconds > SLOWEST_REAL_FAST_DROP_S)) return 1;
  return Math.round((10 * seconds) / TYPICAL_FAST_DROP_S) / 10;
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
