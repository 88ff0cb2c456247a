import type { EventConfirmation, SwingEvent, SwingEventName } from '../shared/analysis';
import { unsureEvents } from '../shared/eventConfirmation';
import type { FoundFault } from './faults';

/**
 * The positions of a swing the engine is unsure of: its own reading of the event, under the line
 * at which the result page asks the member to check it (decision 2420). An event the member placed
 * carries no confidence and is never unsure; nor is one they confirmed at its frame.
 */
export function unsurePositions(events: readonly SwingEvent[], confirmations: readonly EventConfirmation[] = []): ReadonlySet<SwingEventName> {
  return new Set(unsureEvents(events, confirmations).map((event) => event.name));
}

/**
 * A high severity says "this is your biggest problem" and takes the score out of the Excellent band
 * (scoring.ts). The engine says it only of a position whose frame it stands behind: a fault that
 * shows at a position it is unsure of (its two readings more than four tolerances apart) is still
 * named, with its measurement, but called medium at most and marked `atUnsurePosition`, since at
 * the frame the member may set instead it can read quite differently (decision 2611: a tour pro's
 * impact found three frames late, where the TV camera had begun to zoom, read a high head lift that
 * his labelled impact does not show). Medium and low faults are left as they are.
 */
export function faultsAtUnsureEvents(faults: readonly FoundFault[], unsure: ReadonlySet<SwingEventName>): FoundFault[] {
  return faults.map((fault) =>
    unsure.has(fault.position) ? { ...fault, atUnsurePosition: true, severity: fault.severity === 'high' ? 'medium' : fault.severity } : fault,
  );
}
