import { useRef } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import { EVENT_LABELS, formatSeconds } from './events';
import { layoutMarkers, MARKER, MARKER_LABELS } from './markerLayout';
import { useElementWidth } from './useElementWidth';

interface TimelineProps {
  durationSeconds: number;
  currentSeconds: number;
  events: SwingEvent[];
  onSeek: (seconds: number) => void;
  label: string;
}

/**
 * A scrubber with the swing's events above it: each a labelled chip big enough to tap, in rows so
 * that none covers another, with a tick on the track where the event is. A chip seeks to its event.
 */
export function Timeline({ durationSeconds, currentSeconds, events, onSeek, label }: TimelineProps) {
  const duration = durationSeconds > 0 ? durationSeconds : 1;
  const trackRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(trackRef);
  const placed = layoutMarkers(events, duration, width);
  const lanes = placed.reduce((n, p) => Math.max(n, p.lane + 1), 0);
  const rowHeight = MARKER.height + MARKER.gap;

  return (
    <div ref={trackRef} className="relative mx-2">
      <div className="relative" style={{ height: lanes * rowHeight + 6 }}>
        {placed.map(({ event, at, left, lane }) => {
          const seconds = event.timeMs / 1000;
          const bottom = lane * rowHeight + 6;
          return (
            <div key={event.name}>
              {/* The stem from the chip down to the event's place on the track. */}
              <span aria-hidden className="absolute w-px bg-gold-500/70" style={{ left: at, bottom: 0, height: bottom }} />
              <button
                type="button"
                data-testid="event-marker"
                title={`${EVENT_LABELS[event.name]} · ${formatSeconds(seconds)}`}
                aria-label={`Go to ${EVENT_LABELS[event.name]} (${formatSeconds(seconds)})`}
                onClick={() => onSeek(seconds)}
                className="absolute z-10 flex items-center justify-center whitespace-nowrap rounded-full border border-gold-500 bg-white px-1 text-[11px] font-semibold leading-none tracking-tight text-fairway-900 shadow-sm hover:bg-gold-300/40 focus-visible:outline-2 focus-visible:outline-gold-500"
                style={{ left, bottom, width: MARKER.width, height: MARKER.height }}
              >
                {MARKER_LABELS[event.name]}
              </button>
            </div>
          );
        })}
      </div>
      <input
        type="range"
        aria-label={label}
        min={0}
        max={duration}
        step="any"
        value={Math.min(currentSeconds, duration)}
        onChange={(event) => onSeek(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-gold-500"
      />
    </div>
  );
}
