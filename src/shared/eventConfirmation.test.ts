import { describe, expect, it } from 'vitest';
import type { SwingEvent } from './analysis';
import { UNSURE_BELOW, unsureEvents } from './eventConfirmation';

/** The rule the page asks by: which events are unsure, and which confirmations answer them. */

const event = (name: SwingEvent['name'], frame: number, confidence?: number): SwingEvent => ({
  name,
  frame,
  timeMs: frame * 33,
  ...(confidence === undefined ? {} : { confidence }),
});

describe('unsure events', () => {
  it('are the rated events under the line; an event on the line, or without a rating, is not asked about', () => {
    const events = [event('address', 10, 0.08), event('takeaway', 20), event('top', 40, UNSURE_BELOW), event('impact', 60, 0.24), event('finish', 90)];
    expect(unsureEvents(events).map((e) => e.name)).toEqual(['address', 'impact']);
  });

  it('stay asked about until confirmed at the frame they are on now', () => {
    const events = [event('impact', 60, 0.1), event('finish', 90, 0.02)];
    const confirmedAt = '2026-11-26T22:00:00.000Z';
    const confirmations = [
      { event: 'impact' as const, frame: 60, confirmedAt },
      // Confirmed on another frame (the event was elsewhere then): not an answer for frame 90.
      { event: 'finish' as const, frame: 88, confirmedAt },
    ];
    expect(unsureEvents(events, confirmations).map((e) => e.name)).toEqual(['finish']);
  });
});
