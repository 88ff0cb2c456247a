import type { LivePhase } from '../../../shared/live';

/**
 * The set-up kept before the club moves. The golfer was last read at address at most one frame
 * interval (0.5–2 s) before the takeaway; a second before that reading gives the engine still
 * frames of the set-up to find address in.
 */
export const SET_UP_LEAD_MS = 1_000;

/** A completed swing in the camera's time (Date.now() ms of the frames the server read). */
export interface SwingSpanDone {
  /** The recording must begin by here to hold the set-up. */
  from: number;
  /** When the frame the server first read as follow-through was taken. */
  followThroughAt: number;
}

/**
 * Where the swing under way lies in the camera's time, from the server's readings of the frames
 * in the order it read them, each placed at the moment its frame was taken, not when its reading
 * arrived: under load the readings come seconds late (decision 1608).
 */
export class SwingSpan {
  /** When the swing under way began (its set-up), or null before the golfer is read at address. */
  from: number | null = null;
  private last: LivePhase | null = null;

  /** One reading; the whole swing when this one entered the follow-through after an address. */
  read(phase: LivePhase, takenAt: number): SwingSpanDone | null {
    const entered = phase !== this.last;
    this.last = phase;
    if (phase === 'address') this.from = takenAt - SET_UP_LEAD_MS;
    return phase === 'follow-through' && entered && this.from !== null ? { from: this.from, followThroughAt: takenAt } : null;
  }
}
