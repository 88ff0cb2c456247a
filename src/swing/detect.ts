import { swingEventNameSchema, type SwingEventName } from '../shared/analysis';
import { inRealTime, slowMotionFactor, statedSlowMotion } from './clock';
import { EVENT_CONSTANTS, type EventConstants } from './eventConstants';
import { findEvents, type CheckedEvent, type EventIndices } from './events';
import { clipSwings, findSwings, pickSwing, type SwingWindow } from './segment';
import { computeSignals, type Signals } from './signals';
import { smoothTrack, type DenseTrack } from './smoothing';
import type { PoseTrack } from './types';

export interface DetectedSwing {
  dense: DenseTrack;
  /** On the swing's own clock (real time, whatever the clip's slow motion). */
  signals: Signals;
  window: SwingWindow;
  /** How many times slower than life the clip plays (1 for real time). */
  slowMotionFactor: number;
  /** Indices on the dense grid. */
  events: EventIndices;
  /** The club events read a second, independent way (same grid): where they disagree the engine is unsure. */
  second: Record<CheckedEvent, number>;
  /** Every full swing the clip holds, in order (a practice swing makes two), on the clip's own clock. */
  swings: SwingWindow[];
  /** Which of `swings` is measured. */
  analysed: number;
}

/**
 * Smooths the track, finds the swings in it and the events of the one analysed: `swing` by its
 * place among the clip's swings, else the fastest; null if there is none. `constants` are the
 * engine's own except in the sensitivity sweep.
 */
export function detectSwing(track: PoseTrack, constants: EventConstants = EVENT_CONSTANTS, swing?: number): DetectedSwing | null {
  if (track.frames.length < 3) return null;
  const dense = smoothTrack(track);
  const clipSignals = computeSignals(track, dense, constants);
  const swings = clipSwings(findSwings(clipSignals, constants), constants);
  const window = (swing !== undefined ? swings[swing] : undefined) ?? pickSwing(swings);
  if (!window) return null;
  const stated = statedSlowMotion(track);
  const factor = stated ?? slowMotionFactor(clipSignals, window, constants);
  const signals = inRealTime(clipSignals, factor, stated !== null);
  const { events, second } = findEvents(signals, window, constants);
  return { dense, signals, window, slowMotionFactor: factor, events, second, swings, analysed: swings.indexOf(window) };
}

export const EVENT_ORDER: readonly SwingEventName[] = swingEventNameSchema.options;

/** Source frame number of a dense index. */
export function sourceFrame(dense: DenseTrack, index: number): number {
  return dense.firstFrame + index;
}
