import { z } from 'zod';
import type { EventConfirmation, SwingEvent } from './analysis';

/**
 * The events the engine is unsure of and the member's "Looks right" (issue 24, decision 2420).
 * The server keeps the confirmations; the page marks what this rule calls unsure.
 */

/**
 * Below this confidence the engine's two readings of an event lie more than four scoring
 * tolerances apart: on the twelve labelled clips that marks every missed impact and finish
 * (decision 2411's table), at the cost of some right events that one tap confirms.
 */
export const UNSURE_BELOW = 0.25;

/** PUT /api/swing-analyses/{id}/events/{event}/confirmation: `{ frame: 213 }`, the frame the member saw. */
export const confirmEventBodySchema = z.object({ frame: z.number().int().nonnegative() }).strict();

/** The events to ask the member about: read by the engine, under the line, not confirmed at their frame. */
export function unsureEvents(events: readonly SwingEvent[], confirmations: readonly EventConfirmation[] = []): SwingEvent[] {
  return events.filter(
    (event) =>
      event.confidence !== undefined &&
      event.confidence < UNSURE_BELOW &&
      !confirmations.some((confirmation) => confirmation.event === event.name && confirmation.frame === event.frame),
  );
}
