import { swingEventNameSchema, type SwingEventName } from '../shared/analysis';
import { findEvents, type EventIndices } from './events';
import { findSwings, pickSwing, type SwingWindow } from './segment';
import { computeSignals, type Signals } from './signals';
import { smoothTrack, type DenseTrack } from './smoothing';
import type { PoseTrack } from './types';

export interface DetectedSwing {
  dense: DenseTrack;
  signals: Signals;
  window: SwingWindow;
  /** Indices on the dense grid. */
  events: EventIndices;
  /** How many full swings the clip holds (a practice swing makes two). */
  swingCount: number;
}

/** Smooths the track, finds the swings in it and the events of the one analysed; null if there is none. */
export function detectSwing(track: PoseTrack): DetectedSwing | null {
  if (track.frames.length < 3) return null;
  const dense = smoothTrack(track);
  const signals = computeSignals(track, dense);
  const swings = findSwings(signals, dense.timeMs);
  const window = pickSwing(swings);
  if (!window) return null;
  return { dense, signals, window, events: findEvents(signals, window), swingCount: swings.length };
}

export const EVENT_ORDER: readonly SwingEventName[] = swingEventNameSchema.options;

/** Source frame number of a dense index. */
export function sourceFrame(dense: DenseTrack, index: number): number {
  return dense.firstFrame + index;
}
