import { indexAfter, type Signals } from './signals';
import { argMax, argMin } from './stats';

/** One full swing found in the clip, as indices on the dense frame grid. */
export interface SwingWindow {
  /** Hands at their highest before the downswing. */
  top: number;
  /** Hands at their lowest after the top (near impact). */
  low: number;
  /** Peak hand speed in the downswing, torso lengths per second. */
  peakSpeed: number;
}

/** Hands must reach at least this high (torso lengths above the hips) for a top of backswing. */
const TOP_MIN_HEIGHT = 0.5;
/** ...and drop by at least this much in the downswing. */
const MIN_DROP = 1.0;
/** After the low point the hands rise again by this much in the follow-through (unless the clip ends). */
const MIN_FOLLOW_RISE = 0.7;
/** Longest downswing and follow-through we accept, in seconds (slow-motion clips stretch them). */
const MAX_DOWNSWING_S = 1.5;
const MAX_FOLLOW_S = 1.5;
export const MAX_BACKSWING_S = 4;

/**
 * Finds every full swing in the clip from the hands' height: a backswing up from low hands, a top,
 * a fast drop to the bottom and a rise into the follow-through. Waggles never lift the hands high
 * enough; walking in never drops them fast from above the chest; a relaxed finish is not followed
 * by a second rise.
 */
export function findSwings(signals: Signals, timeMs: readonly number[]): SwingWindow[] {
  const h = signals.handHeight;
  const n = h.length;
  const within = (from: number, seconds: number, dir: 1 | -1) => indexAfter(timeMs, from, seconds, dir);
  const found: SwingWindow[] = [];
  for (let i = 1; i < n - 1; i += 1) {
    if (h[i] < TOP_MIN_HEIGHT) continue;
    const peakFrom = within(i, 0.25, -1);
    const peakTo = within(i, 0.25, 1);
    if (argMax(h, peakFrom, peakTo) !== i) continue;
    const low = argMin(h, i, within(i, MAX_DOWNSWING_S, 1));
    if (h[i] - h[low] < MIN_DROP) continue;
    const startFrom = within(i, MAX_BACKSWING_S, -1);
    if (Math.min(...h.slice(startFrom, i)) > h[i] - MIN_DROP) continue;
    const followEnd = within(low, MAX_FOLLOW_S, 1);
    const clipEndsSoon = followEnd === n - 1;
    if (!clipEndsSoon && Math.max(...h.slice(low, followEnd + 1)) < h[low] + MIN_FOLLOW_RISE) continue;
    const peakSpeed = Math.max(...signals.handSpeed.slice(i, low + 1));
    // Two peaks of one hovering top lead to the same low point: keep the higher one.
    const previous = found[found.length - 1];
    if (previous && previous.low === low) {
      if (h[i] > h[previous.top]) found[found.length - 1] = { top: i, low, peakSpeed };
      continue;
    }
    found.push({ top: i, low, peakSpeed });
  }
  return found;
}

/** The swing to analyse: the most vigorous one (a practice swing is usually gentler). */
export function pickSwing(swings: readonly SwingWindow[]): SwingWindow | null {
  let best: SwingWindow | null = null;
  for (const s of swings) if (!best || s.peakSpeed > best.peakSpeed) best = s;
  return best;
}
