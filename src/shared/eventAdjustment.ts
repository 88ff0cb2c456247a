import { z } from 'zod';
import { swingEventNameSchema, type SwingEventName } from './analysis';

/**
 * Events the member moves by hand (issue 8): the request that moves them and the order rule that
 * the server enforces and the timeline's drag obeys. The record an analysis keeps of the moves is
 * `eventAdjustmentSchema` in analysis.ts, beside the summary that carries it.
 */

/** Source frame per event, only for the events being moved. */
export type EventFrames = Partial<Record<SwingEventName, number>>;

/** PUT /api/swing-analyses/{id}/events: `{ events: { top: 57 } }`, at least one event. */
export const moveEventsBodySchema = z
  .object({
    events: z
      .partialRecord(swingEventNameSchema, z.number().int().nonnegative())
      .refine((events) => Object.keys(events).length > 0, 'name at least one event to move, e.g. { "top": 57 }'),
  })
  .strict();

/**
 * The positions that define the swing's phases (backswing, downswing, follow-through) must stay
 * strictly apart: a zero-length phase has no time to measure. The others may share a frame with
 * a neighbour, as the engine's own detection allows.
 */
const PHASE_EVENTS: ReadonlySet<SwingEventName> = new Set(['address', 'top', 'impact', 'finish']);

const ORDER = swingEventNameSchema.options;

/**
 * The frames an event may move to without leaving swing order, given where every event is now:
 * from the event before it to the event after it, and for address, top, impact and finish at least
 * one frame clear of the phase events either side. `first`/`last` bound the track.
 */
export function eventFrameBounds(
  frames: Readonly<Partial<Record<SwingEventName, number>>>,
  name: SwingEventName,
  first: number,
  last: number,
): { min: number; max: number } {
  const index = ORDER.indexOf(name);
  let min = first;
  let max = last;
  for (const [k, other] of ORDER.entries()) {
    const frame = frames[other];
    if (frame === undefined || k === index) continue;
    const gap = PHASE_EVENTS.has(name) && PHASE_EVENTS.has(other) ? 1 : 0;
    if (k < index) min = Math.max(min, frame + gap);
    else max = Math.min(max, frame - gap);
  }
  return { min, max };
}
