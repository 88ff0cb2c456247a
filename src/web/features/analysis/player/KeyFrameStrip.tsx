import type { SwingAnalysisDetail, SwingEvent } from '../../../../shared/analysis';
import { EVENT_LABELS, formatSeconds } from './events';

interface KeyFrameStripProps {
  events: SwingEvent[];
  thumbnails: SwingAnalysisDetail['thumbnails'];
  onSelect: (event: SwingEvent) => void;
}

/** The frame-by-frame breakdown: a thumbnail of each key position; choosing one seeks the player there. */
export function KeyFrameStrip({ events, thumbnails, onSelect }: KeyFrameStripProps) {
  const withImages = events.filter((event) => thumbnails[event.name]);
  if (withImages.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold text-fairway-900">Key Positions</h3>
      <ol className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
        {withImages.map((event) => (
          <li key={event.name} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => onSelect(event)}
              className="group w-28 text-left focus-visible:outline-2 focus-visible:outline-gold-500 sm:w-32"
              data-testid="key-frame"
            >
              <img
                src={thumbnails[event.name]}
                alt={`${EVENT_LABELS[event.name]} position`}
                loading="lazy"
                className="aspect-[3/4] w-full rounded-lg bg-fairway-100 object-cover ring-gold-500 group-hover:ring-2"
              />
              <span className="mt-1 block text-sm font-semibold text-fairway-900">{EVENT_LABELS[event.name]}</span>
              <span className="block text-xs text-ink/70">{formatSeconds(event.timeMs / 1000)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
