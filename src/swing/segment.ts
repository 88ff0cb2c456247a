import { EVENT_CONSTANTS, type EventConstants } from './eventConstants';
import { type Signals } from './signals';

/** One full swing found in the clip, as indices on the dense frame grid. */
export interface SwingWindow {
  /** Hands at their highest before the downswing. */
  top: number;
  /** Hands at their lowest after the top (near impact). */
  low: number;
  /** The hands' mean speed down from the top to the low point, torso lengths per second of the clip. */
  dropSpeed: number;
}

/**
 * Finds every full swing in the clip from the hands' height alone, by shape rather than by time,
 * so that slow motion and any frame rate read alike: a top is a peak that stands at least
 * MIN_DROP above the lowest point on each side of it before the hands climb higher again (its
 * prominence), with the hands rising again after the low point into the follow-through. Waggles
 * never lift the hands high enough; walking in never drops them from above the chest; a relaxed
 * finish is not followed by a second rise.
 */
export function findSwings(signals: Signals, c: EventConstants = EVENT_CONSTANTS): SwingWindow[] {
  const h = signals.handHeight;
  const t = signals.timeMs;
  const n = h.length;
  const found: SwingWindow[] = [];
  for (let i = 1; i < n - 1; i += 1) {
    if (h[i] < c.TOP_MIN_HEIGHT || h[i] < h[i - 1] || h[i] < h[i + 1]) continue;
    const low = downswingLow(h, i, c.MIN_FOLLOW_RISE);
    if (low < 0 || h[i] - h[low] < c.MIN_DROP || t[low] - t[i] > c.MAX_CLIP_DOWNSWING_S * 1000) continue;
    let before = i - 1;
    while (before >= 0 && h[before] <= h[i]) before -= 1;
    if (h[i] - Math.min(...h.slice(before + 1, i)) < c.MIN_DROP) continue;
    const followLimit = Math.min(n - 1, low + c.CUT_FOLLOW_DOWNSWINGS * (low - i));
    const clipEndsSoon = followLimit === n - 1;
    if (!clipEndsSoon && Math.max(...h.slice(low, followLimit + 1)) < h[low] + c.MIN_FOLLOW_RISE) continue;
    const dropSpeed = (h[i] - h[low]) / ((t[low] - t[i]) / 1000);
    const previous = found[found.length - 1];
    // Two peaks of one hovering top lead to the same low point: keep the higher one.
    if (previous && previous.low === low) {
      if (h[i] > h[previous.top]) found[found.length - 1] = { top: i, low, dropSpeed };
      continue;
    }
    // A top the hands reach without first coming back down from the last swing's follow-through is
    // that follow-through (the finish, then the club lowered), or a rehearsal ran straight into the
    // backswing: one motion, of which the faster drop is the swing.
    if (previous && !backToAddressBetween(h, previous.low, i, c.MIN_DROP)) {
      if (dropSpeed > previous.dropSpeed) found[found.length - 1] = { top: i, low, dropSpeed };
      continue;
    }
    found.push({ top: i, low, dropSpeed });
  }
  return found;
}

/**
 * Whether the hands, between the low point `from` and the top `to`, came down by `drop` from
 * wherever they had risen to and climbed `drop` again from there: a new address between two
 * swings.
 */
function backToAddressBetween(h: readonly number[], from: number, to: number, drop: number): boolean {
  let risen = h[from];
  for (let j = from; j < to; j += 1) {
    risen = Math.max(risen, h[j]);
    if (risen - h[j] >= drop && h[to] - h[j] >= drop) return true;
  }
  return false;
}

/**
 * The hands' low point after the top at `top`: the lowest point before they rise from it by
 * `followRise` into the follow-through (or climb above the top). Not simply the lowest point
 * before the next higher peak: a golfer whose finish stays below his top lowers the club after
 * it, and that relaxed low would be taken for impact.
 */
function downswingLow(h: readonly number[], top: number, followRise: number): number {
  let low = -1;
  for (let j = top + 1; j < h.length && h[j] <= h[top]; j += 1) {
    if (low < 0 || h[j] < h[low]) low = j;
    else if (h[j] >= h[low] + followRise) break;
  }
  return low;
}

/**
 * The clip's swings, in order: the fastest and every other that came down at least
 * OTHER_SWING_SPEED_SHARE as fast (a walk or a stretch after the shot lifts and drops the hands
 * too, at a fraction of a swing's pace).
 */
export function clipSwings(candidates: readonly SwingWindow[], c: EventConstants = EVENT_CONSTANTS): SwingWindow[] {
  const fastest = pickSwing(candidates);
  return fastest ? candidates.filter((s) => s.dropSpeed >= c.OTHER_SWING_SPEED_SHARE * fastest.dropSpeed) : [];
}

/**
 * The swing to analyse: the most vigorous one (a practice swing is usually gentler), read as how
 * fast the hands came down from the top to the low point over the whole drop. Not by the fastest
 * frame: the pose model can move a small golfer's wrists a fifth of a torso from one frame to the
 * next while nothing in the picture moves, which reads as a downswing's speed for a frame; a
 * downswing covers a torso length or more in a few tenths of a second.
 */
export function pickSwing(swings: readonly SwingWindow[]): SwingWindow | null {
  let best: SwingWindow | null = null;
  for (const s of swings) if (!best || s.dropSpeed > best.dropSpeed) best = s;
  return best;
}
