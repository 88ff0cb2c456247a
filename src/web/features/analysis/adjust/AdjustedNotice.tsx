import type { EventAdjustment } from '../../../../shared/analysis';
import { Button } from '../../../components/ui/Button';
import { EVENT_LABELS } from '../player/events';

interface AdjustedNoticeProps {
  adjustment: EventAdjustment;
  pending: boolean;
  /** The owner's way back to the detected events; without it (an administrator) the notice only informs. */
  onRestore?: () => void;
}

/** Says the results are measured at events the member moved, which ones, and offers the detected ones back. */
export function AdjustedNotice({ adjustment, pending, onRestore }: AdjustedNoticeProps) {
  const moves = adjustment.moves.map((move) => `${EVENT_LABELS[move.event]} from frame ${move.fromFrame} to ${move.toFrame}`).join(', ');
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gold-500/60 bg-gold-300/20 p-3">
      <p className="text-sm text-fairway-900">
        {onRestore ? (
          <>
            <span className="font-semibold">Adjusted by you</span> · {moves}. Score, faults and coaching are measured at your positions.
          </>
        ) : (
          <>
            <span className="font-semibold">Adjusted by the member</span> · {moves}. Score, faults and coaching are measured at their positions.
          </>
        )}
      </p>
      {onRestore && (
        <Button size="sm" variant="outline" disabled={pending} onClick={onRestore}>
          Restore detected events
        </Button>
      )}
    </div>
  );
}
