import type { SwingEvent, SwingEventName } from '../../../../shared/analysis';
import { EVENT_LABELS, formatSeconds } from './events';

interface KeyFrameStripProps {
  events: SwingEvent[];
  /** A picture of each position; a position whose picture is not there (yet) shows an empty frame. */
  images: Partial<Record<SwingEventName, string>>;
  onSelect: (event: SwingEvent) => void;
  title: string;
  /** One line under the title saying what choosing a position does. */
  hint?: string;
  /** Positions the engine is unsure of: their cards say "Check it". */
  flagged?: ReadonlySet<SwingEventName>;
}

/**
 * The frame-by-frame breakdown: a picture of each key position; choosing one seeks the player
 * there. The member's result (stored thumbnails) and the free demo (stills drawn in the page) share it.
 */
export function KeyFrameStrip({ events, images, onSelect, title, hint, flagged }: KeyFrameStripProps) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-fairway-900">{title}</h3>
      {hint && <p className="text-sm text-ink/70">{hint}</p>}
      <ol className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
        {events.map((event) => (
          <li key={event.name} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => onSelect(event)}
              className="group w-28 text-left focus-visible:outline-2 focus-visible:outline-gold-500 sm:w-32"
              data-testid="key-frame"
              data-event={event.name}
              data-frame={event.frame}
            >
              {images[event.name] ? (
                <img
                  src={images[event.name]}
                  alt={`${EVENT_LABELS[event.name]} position`}
                  loading="lazy"
                  className="aspect-[3/4] w-full rounded-lg bg-fairway-100 object-cover ring-gold-500 group-hover:ring-2"
                />
              ) : (
                <span className="block aspect-[3/4] w-full rounded-lg bg-fairway-100" />
              )}
              <span className="mt-1 block text-sm font-semibold text-fairway-900">{EVENT_LABELS[event.name]}</span>
              {flagged?.has(event.name) && (
                <span data-testid="key-frame-unsure" className="block text-xs font-semibold text-red-800">
                  Not sure — check it
                </span>
              )}
              <span className="block text-xs text-ink/70">{formatSeconds(event.timeMs / 1000)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
