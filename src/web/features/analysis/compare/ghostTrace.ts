import type { SwingTrace, TraceRun } from '../../../../shared/swingTrace';
import { ghostPoint, type StandingSide } from './ghost';
import { mapTime, type Anchor } from './timeMapping';

/** One swing's clip as the other's trace is laid over it: its frame rate and where its golfer stands. */
export interface TraceSide extends StandingSide {
  fps: number;
}

/**
 * One swing's trace laid over the other's video, the way its ghost skeleton is: each point stood
 * on the host golfer's feet at their size (ghost.ts), and its frame moved to the host clip's time
 * through the time map (timeMapping.ts), so it grows in step with the host's own trace. Frames
 * stay fractional: the host's player only compares them with the frame on screen. The address
 * plane is the ghost's own set-up and is not carried over.
 */
export function ghostTrace(trace: SwingTrace, ghost: TraceSide, host: TraceSide, ghostToHost: readonly Anchor[]): SwingTrace {
  const move = (runs: readonly TraceRun[]): TraceRun[] =>
    runs.map((run) => ({
      phase: run.phase,
      points: run.points.map((point) => ({
        frame: mapTime(point.frame / ghost.fps, ghostToHost) * host.fps,
        ...ghostPoint(point, ghost, host),
      })),
    }));
  return { hands: move(trace.hands), club: move(trace.club), addressShaft: null };
}
