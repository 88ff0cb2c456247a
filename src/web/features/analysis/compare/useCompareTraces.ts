import { useMemo } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import type { PoseTrack } from '../../../../shared/poseTrack';
import { swingTrace, type SwingTrace } from '../../../../shared/swingTrace';
import { DEFAULT_FPS } from '../player/usePlayback';
import { stanceOf } from './ghost';
import { ghostTrace } from './ghostTrace';
import { swapAnchors, type Anchor } from './timeMapping';

/** One swing of the compare: its track, its events and its clip's slow motion (AnalysisResults' timing). */
export interface CompareSide {
  track: PoseTrack | null;
  events: readonly SwingEvent[];
  slowMotionFactor?: number;
}

/** What one video of the compare draws: its own swing's trace, and the other's laid over it. */
export interface VideoTraces {
  own: SwingTrace | null;
  /** Null when either golfer's feet or head were not seen at address: nothing to stand it on. */
  other: SwingTrace | null;
}

/**
 * Both swings' traces for the side-by-side compare (A leads, `anchors` map A's seconds to B's):
 * each video draws its own, and the other's standing on the same feet and in step at the events.
 */
export function useCompareTraces(a: CompareSide, b: CompareSide, anchors: readonly Anchor[]): { overA: VideoTraces; overB: VideoTraces } {
  return useMemo(() => {
    const own = (side: CompareSide) => (side.track ? swingTrace(side.track, side.events, side.slowMotionFactor) : null);
    const traceA = own(a);
    const traceB = own(b);
    const sideOf = (side: CompareSide) => {
      const stance = side.track && stanceOf(side.track, side.events);
      return side.track && stance
        ? { width: side.track.width, height: side.track.height, fps: side.track.fps > 0 ? side.track.fps : DEFAULT_FPS, stance }
        : null;
    };
    const sideA = sideOf(a);
    const sideB = sideOf(b);
    const laid = traceA && traceB && sideA && sideB;
    return {
      overA: { own: traceA, other: laid ? ghostTrace(traceB, sideB, sideA, swapAnchors(anchors)) : null },
      overB: { own: traceB, other: laid ? ghostTrace(traceA, sideA, sideB, anchors) : null },
    };
    // The sides are rebuilt each render; their parts are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- depends on the sides' parts and the anchors, not on the wrapping objects
  }, [a.track, a.events, a.slowMotionFactor, b.track, b.events, b.slowMotionFactor, anchors]);
}
