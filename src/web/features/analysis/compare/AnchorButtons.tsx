import { cn } from '../../../lib/cn';
import { EVENT_LABELS } from '../player/events';
import { frameAt } from '../player/useVideoState';
import type { Anchor } from './timeMapping';

/** A button per shared swing position, the one on screen highlighted: jumps the synced players there. */
export function AnchorButtons({
  anchors,
  currentSeconds,
  fps,
  onSeek,
}: {
  anchors: readonly Anchor[];
  currentSeconds: number;
  fps: number;
  onSeek: (seconds: number) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Swing positions">
      {anchors.map((anchor) => (
        <button
          key={anchor.name}
          type="button"
          onClick={() => onSeek(anchor.a)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm font-semibold',
            frameAt(currentSeconds, fps) === frameAt(anchor.a, fps)
              ? 'border-gold-500 bg-gold-500 text-fairway-900'
              : 'border-fairway-200 bg-white text-fairway-800 hover:bg-fairway-50',
          )}
        >
          {EVENT_LABELS[anchor.name]}
        </button>
      ))}
    </div>
  );
}
