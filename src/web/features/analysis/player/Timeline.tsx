import type { SwingEvent } from '../../../../shared/analysis';
import { EVENT_LABELS, formatSeconds } from './events';

interface TimelineProps {
  durationSeconds: number;
  currentSeconds: number;
  events: SwingEvent[];
  onSeek: (seconds: number) => void;
  label: string;
}

/** A scrubber with the swing's events marked on it; a marker seeks to its event. */
export function Timeline({ durationSeconds, currentSeconds, events, onSeek, label }: TimelineProps) {
  const duration = durationSeconds > 0 ? durationSeconds : 1;
  return (
    <div className="relative pt-5">
      <div className="absolute inset-x-2 top-0 h-5">
        {events.map((event) => {
          const seconds = event.timeMs / 1000;
          return (
            <button
              key={event.name}
              type="button"
              data-testid="event-marker"
              title={`${EVENT_LABELS[event.name]} · ${formatSeconds(seconds)}`}
              aria-label={`Go to ${EVENT_LABELS[event.name]} (${formatSeconds(seconds)})`}
              onClick={() => onSeek(seconds)}
              className="absolute top-0 flex h-5 w-4 -translate-x-1/2 items-end justify-center"
              style={{ left: `${Math.min(100, (seconds / duration) * 100)}%` }}
            >
              <span className="block h-3.5 w-1.5 rounded-full bg-gold-500 ring-1 ring-fairway-900/40 hover:bg-gold-300" />
            </button>
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
