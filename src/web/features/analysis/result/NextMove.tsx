import type { AnalysisResults } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { priorityTone, TONE_CLASSES } from './scoreStyle';

/** The one thing to work on next, coloured by priority, plus the quick wins. */
export function NextMove({ results }: { results: AnalysisResults }) {
  const { nextMove, quickWins, predictiveCoaching } = results;
  const tone = priorityTone(nextMove.priority);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className={cn('border', TONE_CLASSES[tone].soft)}>
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-fairway-900">Next Move</h3>
          <span
            data-testid="priority"
            data-tone={tone}
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold uppercase text-white', TONE_CLASSES[tone].solid)}
          >
            {nextMove.priority} priority
          </span>
        </div>
        <p className="mt-3 font-semibold text-ink">{nextMove.action}</p>
        <p className="mt-1 text-ink/80">{nextMove.description}</p>
        {nextMove.visualCue && (
          <p className="mt-3 text-sm text-ink/70">
            <span className="font-semibold">Where to look: </span>
            {nextMove.visualCue}
          </p>
        )}
        {predictiveCoaching.correctionNeeded && (
          <p className="mt-2 text-sm text-ink/70">
            <span className="font-semibold">Correction: </span>
            {predictiveCoaching.correctionNeeded}
          </p>
        )}
      </Card>
      <Card>
        <h3 className="text-lg font-semibold text-fairway-900">Quick Wins</h3>
        {quickWins.length === 0 ? (
          <p className="mt-3 text-ink/70">Nothing quick to fix on this swing: keep grooving it.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {quickWins.map((win) => (
              <li key={win} className="flex gap-2 text-ink/80">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500" />
                {win}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
