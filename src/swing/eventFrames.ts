import { eventFrameBounds, type EventFrames } from '../shared/eventAdjustment';
import type { SwingEventName } from '../shared/analysis';
import { EVENT_ORDER, sourceFrame } from './detect';
import type { EventIndices } from './events';
import type { DenseTrack } from './smoothing';

export type PlacedEvents = { ok: true; indices: EventIndices } | { ok: false; event: SwingEventName; message: string };

/**
 * The detected events with the member's moves applied, as dense indices, or why a move cannot be
 * taken: a frame outside the track the engine measured, or one that breaks swing order (checked
 * against every other event where it will be, so several events may move at once).
 */
export function placeEvents(dense: DenseTrack, detected: EventIndices, moved: EventFrames): PlacedEvents {
  const first = sourceFrame(dense, 0);
  const last = sourceFrame(dense, dense.timeMs.length - 1);
  const frames: Record<SwingEventName, number> = { ...detected };
  for (const name of EVENT_ORDER) frames[name] = moved[name] ?? sourceFrame(dense, detected[name]);
  for (const name of EVENT_ORDER) {
    const frame = moved[name];
    if (frame === undefined) continue;
    if (frame < first || frame > last) {
      return { ok: false, event: name, message: `${name}: frame ${frame} is outside this swing's frames (${first}–${last}).` };
    }
    const { min, max } = eventFrameBounds(frames, name, first, last);
    if (frame < min || frame > max) {
      const allowed = min > max ? 'there is no room for it between its neighbours' : `it can be on frames ${min}–${max}`;
      return { ok: false, event: name, message: `${name}: frame ${frame} would break the swing's order; with the other events where they are, ${allowed}.` };
    }
  }
  const indices = { ...detected };
  for (const name of EVENT_ORDER) indices[name] = frames[name] - dense.firstFrame;
  return { ok: true, indices };
}
