/**
 * A copy of a labelled clip (a phone variant of scripts/phone-media.ts: another size, rate, codec
 * or rotation) read against its source's labels. The copy's frames are not the source's, so each
 * event is placed on the source's frames by its time: the source's own analysis gives the clip's
 * clock (where its frame 0 sits in time). Issue 31 asks each copy's events to stay within a source
 * frame of the source's; this says which of the two is the right one where they part.
 */
import type { SwingEvent } from '../../src/shared/analysis';
import { median } from '../../src/swing/stats';
import { MID_EVENTS, type MidEventLabel } from './midEvents';
import { golfdbTolerance, scoreEvent, SCORED_EVENTS, type ClipLabel, type EventResult } from './pce';

/** The source's frame at `timeMs` of its clock, from the source's own events (frame and time alike). */
export function sourceClock(reference: readonly SwingEvent[], frameMs: number): (timeMs: number) => number {
  const start = reference.length > 0 ? median(reference.map((event) => event.timeMs - event.frame * frameMs)) : 0;
  return (timeMs) => Math.round((timeMs - start) / frameMs);
}

/**
 * Each event of the copy that the labels name, on the source's frames, scored as eval:events scores
 * the source (pce.ts): the four by the clip's labels, the five between them by mid-events.json's
 * when given. An event the copy lacks counts as not found.
 */
export function scoreAgainstSourceLabels(
  events: readonly SwingEvent[],
  toSourceFrame: (timeMs: number) => number,
  label: ClipLabel,
  mid?: MidEventLabel,
): EventResult<string>[] {
  const found = (name: string) => {
    const event = events.find((e) => e.name === name);
    return event ? toSourceFrame(event.timeMs) : null;
  };
  const strict = golfdbTolerance(label);
  const four = SCORED_EVENTS.map((name) => scoreEvent(name, label.events[name], found(name), label.fps, strict, label.uncertainty?.[name] ?? 0));
  const five = mid ? MID_EVENTS.map((name) => scoreEvent(name, mid.events[name], found(name), label.fps, strict, mid.uncertainty[name])) : [];
  return [...four, ...five];
}
