import type { Fault, SwingEvent, SwingEventName } from '../../../../shared/analysis';
import { Button } from '../../../components/ui/Button';
import { EVENT_LABELS, formatSeconds } from '../player/events';

/** How a golfer names a position in a sentence. */
const IN_WORDS: Partial<Record<SwingEventName, string>> = {
  address: 'your address',
  top: 'the top of your backswing',
  impact: 'your impact',
  finish: 'your finish',
};
const inWords = (name: SwingEventName) => IN_WORDS[name] ?? `your ${EVENT_LABELS[name].toLowerCase()}`;

interface UnsureEventsProps {
  /** The events the engine is unsure of and the member has not confirmed (unsureEvents). */
  events: readonly SwingEvent[];
  faults: readonly Fault[];
  images: Partial<Record<SwingEventName, string>>;
  /** The event being moved, if the member chose "Move it". */
  moving: SwingEventName | null;
  pending: boolean;
  onShow: (event: SwingEvent) => void;
  onConfirm: (event: SwingEvent) => void;
  onMove: (event: SwingEvent) => void;
}

/**
 * Asks the member about the positions the engine is unsure of (issue 24, decision 2420): look,
 * then "Looks right" (kept by the server) or "Move it" (the marker move that already exists).
 * Says which results hang on them, so nothing reads as more certain than it is.
 */
export function UnsureEvents({ events, faults, images, moving, pending, onShow, onConfirm, onMove }: UnsureEventsProps) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="unsure-events-title" className="rounded-xl border border-gold-500 bg-gold-300/15 p-3 sm:p-4">
      <h3 id="unsure-events-title" className="font-semibold text-fairway-900">
        Check {events.length === 1 ? 'this position' : `these ${events.length} positions`}
      </h3>
      <p className="text-sm text-ink/80">
        Your score, faults and coaching are measured at your positions, so they may be off until you check {events.length === 1 ? 'it' : 'them'}.
      </p>
      <ul className="mt-3 space-y-3">
        {events.map((event) => {
          const label = EVENT_LABELS[event.name];
          // A fault tied to this very frame is read from the position in doubt.
          const readHere = faults.filter((fault) => fault.frame === event.frame).map((fault) => fault.name);
          return (
            <li key={event.name} data-testid="unsure-event" data-event={event.name} className="flex gap-3 rounded-lg bg-white p-2 shadow-sm">
              <button
                type="button"
                onClick={() => onShow(event)}
                aria-label={`Show ${label} (${formatSeconds(event.timeMs / 1000)}) in the player`}
                className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-gold-500"
              >
                {images[event.name] ? (
                  <img src={images[event.name]} alt="" className="h-20 w-16 rounded-md bg-fairway-100 object-cover" />
                ) : (
                  <span className="block h-20 w-16 rounded-md bg-fairway-100" />
                )}
              </button>
              <div className="min-w-0 flex-1 space-y-2">
                <p className="text-sm font-semibold text-fairway-900">We're not sure this is {inWords(event.name)} — check it.</p>
                {readHere.length > 0 && <p className="text-xs text-ink/70">Read at this moment: {readHere.join(', ')}.</p>}
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" disabled={pending} onClick={() => onConfirm(event)}>
                    Looks right
                  </Button>
                  <Button size="sm" variant="outline" disabled={pending} onClick={() => onMove(event)} aria-expanded={moving === event.name}>
                    Move it
                  </Button>
                </div>
                {moving === event.name && (
                  <p className="text-xs text-ink/80" aria-live="polite">
                    Drag the {label} marker on the timeline to {inWords(event.name)}, or pause the video there and tap “Set {label} here”.
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
