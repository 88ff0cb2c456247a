import { EVENT_CONSTANTS, type EventConstants } from './eventConstants';
import type { SwingWindow } from './segment';
import { clubTop } from './events';
import type { Signals } from './signals';
import type { PoseTrack } from './types';

/**
 * How many times slower than life the clip plays: 1 for real time, otherwise the club's downswing
 * over a typical real one, to a tenth. Phones store slow motion as ordinary 30 fps video,
 * so the file's frame rate cannot tell; the downswing can, because nobody swings that slowly.
 *
 * Whether the clip is slow at all is read apart from how slow, from the club's downswing: its
 * top to the hands' low point in seconds of the clip (docs/decisions/2410). The hands' drop
 * alone reads the same for a 3x clip and for a real-time amateur whose hands hover at the top
 * while the club still goes back; the club's own downswing does not. How slow is read on the same
 * span, not on the hands' fast middle alone, which read the GolfDB clip, about 3× slow, as 2.2×
 * (a 0.38 s downswing with a driver).
 */
export function slowMotionFactor(signals: Signals, window: SwingWindow, c: EventConstants = EVENT_CONSTANTS): number {
  const t = signals.timeMs;
  const downswingS = (t[window.low] - t[clubTop(signals, window, c)]) / 1000;
  if (!(downswingS > c.SLOWEST_REAL_DOWNSWING_S)) return 1;
  return Math.max(1, Math.round((10 * downswingS) / c.TYPICAL_DOWNSWING_S) / 10);
}

/**
 * The slow motion a file states: captured at `captureFps`, played at the stream's rate (an Android
 * slow-motion clip: 240 captured, 30 played, 8×). A file that says it plays as captured (within a
 * quarter) is real time; one captured slower than it plays is a time-lapse, which says nothing of a
 * swing. Null when the file does not say: the downswing is then the only clue (slowMotionFactor).
 */
export function statedSlowMotion({ fps, captureFps }: Pick<PoseTrack, 'fps' | 'captureFps'>): number | null {
  if (!captureFps || !(fps > 0)) return null;
  const ratio = captureFps / fps;
  if (ratio < 0.8) return null;
  return ratio < 1.25 ? 1 : Math.round(ratio * 10) / 10;
}

/** Whether times and speeds on this clock are real: a real-time clip, or slow motion whose factor the file stated. */
export function clockIsMeasured(signals: Signals): boolean {
  return signals.slowMotionFactor === 1 || signals.slowMotionStated;
}

/** The signals on the swing's own clock: clip time divided by the slow-motion factor (`stated` when the file gave it). */
export function inRealTime(signals: Signals, factor: number, stated = false): Signals {
  if (factor === 1) return signals;
  return {
    ...signals,
    timeMs: signals.timeMs.map((t) => t / factor),
    handSpeed: signals.handSpeed.map((v) => v * factor),
    slowMotionFactor: factor,
    slowMotionStated: stated,
  };
}
