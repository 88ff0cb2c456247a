import { cn } from '../../../lib/cn';
import { formatSeconds } from './events';

export const PLAYBACK_RATES = [0.25, 0.5, 1] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

interface PlaybackControlsProps {
  playing: boolean;
  onTogglePlay: () => void;
  onStep: (direction: -1 | 1) => void;
  rate: PlaybackRate;
  onRate: (rate: PlaybackRate) => void;
  currentSeconds: number;
  durationSeconds: number;
  frame?: number;
  showSkeleton: boolean;
  onToggleSkeleton: () => void;
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg bg-fairway-800 text-cream hover:bg-fairway-700 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/** Play/pause, frame stepping, speed and the skeleton switch, shared by the single and compare players. */
export function PlaybackControls(props: PlaybackControlsProps) {
  const { playing, rate } = props;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <div className="flex items-center gap-2">
        <button type="button" className={iconButton} onClick={() => props.onStep(-1)} aria-label="Previous frame" title="Previous frame (←)">
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
            <path d="M6 5h2v14H6zM20 5v14L9.5 12z" />
          </svg>
        </button>
        <button
          type="button"
          className={cn(iconButton, 'size-12 bg-gold-500 text-fairway-900 hover:bg-gold-400')}
          onClick={props.onTogglePlay}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? (
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden>
              <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden>
              <path d="M7 5v14l12-7z" />
            </svg>
          )}
        </button>
        <button type="button" className={iconButton} onClick={() => props.onStep(1)} aria-label="Next frame" title="Next frame (→)">
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
            <path d="M16 5h2v14h-2zM4 5v14l10.5-7z" />
          </svg>
        </button>
      </div>
      <p className="text-sm tabular-nums text-ink/70">
        {formatSeconds(props.currentSeconds)} / {formatSeconds(props.durationSeconds)}
        {props.frame !== undefined && <span className="ml-2 text-ink/70">frame {props.frame}</span>}
      </p>
      <div role="group" aria-label="Playback speed" className="flex overflow-hidden rounded-lg border border-fairway-200">
        {PLAYBACK_RATES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={rate === option}
            onClick={() => props.onRate(option)}
            className={cn('px-3 py-2 text-sm font-semibold', rate === option ? 'bg-fairway-800 text-cream' : 'bg-white text-fairway-800 hover:bg-fairway-50')}
          >
            {option}×
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-ink/80">
        <input type="checkbox" checked={props.showSkeleton} onChange={props.onToggleSkeleton} className="size-4 accent-fairway-700" />
        Skeleton
      </label>
    </div>
  );
}
