import type { CheckedEvent, EventIndices } from './events';

export const CHECKED_EVENTS: readonly CheckedEvent[] = ['address', 'top', 'impact', 'finish'];

/**
 * How far the engine trusts each club event: the event's scoring tolerance (GolfDB's rule, a
 * thirtieth of address to impact, at least one frame) over how far apart its two readings are,
 * capped at 1. Two cues that agree within the tolerance an event is judged by give 1; readings
 * five tolerances apart give 0.2. On the twelve labelled clips the finish readings of every
 * missed finish were five or more tolerances apart (docs/decisions/2411), so a low value is the
 * engine saying "check this one".
 */
export function eventConfidence(events: EventIndices, second: Readonly<Record<CheckedEvent, number>>): Record<CheckedEvent, number> {
  const tolerance = Math.max(1, Math.round((events.impact - events.address) / 30));
  const confidence = (name: CheckedEvent) => Math.round((100 * tolerance) / Math.max(tolerance, Math.abs(second[name] - events[name]))) / 100;
  return { address: confidence('address'), top: confidence('top'), impact: confidence('impact'), finish: confidence('finish') };
}
