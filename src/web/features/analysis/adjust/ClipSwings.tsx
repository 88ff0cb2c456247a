import type { AnalysisResults } from '../../../../shared/analysis';
import { Button } from '../../../components/ui/Button';
import { formatSeconds } from '../player/events';

interface ClipSwingsProps {
  clipSwings: NonNullable<AnalysisResults['clipSwings']>;
  pending: boolean;
  /** Shows a moment of the clip in the player. */
  onShow: (timeMs: number) => void;
  /** The owner's way to measure another swing; without it (an administrator) the list only informs. */
  onChoose?: (swing: number) => void;
}

/**
 * A clip of several swings (issue 24, decision 2414): which swings it holds, which one the results
 * are of, and (for the owner) a way to measure another instead. The engine measures the fastest
 * first; the member knows which one they meant.
 */
export function ClipSwings({ clipSwings, pending, onShow, onChoose }: ClipSwingsProps) {
  const { analysed, topsMs } = clipSwings;
  return (
    <section aria-labelledby="clip-swings-title" className="rounded-xl border border-fairway-200 bg-white p-3 sm:p-4">
      <h3 id="clip-swings-title" className="font-semibold text-fairway-900">
        This clip holds {topsMs.length} swings
      </h3>
      <p className="text-sm text-ink/80">
        Your score, faults and coaching are of swing {analysed + 1}.
        {onChoose && ' Measure another instead, and markers you moved or confirmed on this one are reset.'}
      </p>
      <ul className="mt-3 space-y-2">
        {topsMs.map((atMs, swing) => (
          <li key={atMs} data-testid="clip-swing" className="flex flex-wrap items-center gap-2 rounded-lg bg-fairway-50 p-2">
            <button
              type="button"
              onClick={() => onShow(atMs)}
              className="mr-auto rounded-md text-sm font-semibold text-fairway-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500"
            >
              <span className="sr-only">Show </span>Swing {swing + 1} · {formatSeconds(atMs / 1000)}
            </button>
            {swing === analysed ? (
              <span className="rounded-full bg-fairway-800 px-3 py-1 text-xs font-semibold text-cream">Measured</span>
            ) : (
              onChoose && (
                <Button size="sm" variant="outline" disabled={pending} onClick={() => onChoose(swing)}>
                  Measure swing {swing + 1}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
