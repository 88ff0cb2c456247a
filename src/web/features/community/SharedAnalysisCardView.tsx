import type { SharedAnalysisCard } from '../../../shared/chat';
import { cn } from '../../lib/cn';

const METRICS = ['tempo', 'balance', 'power', 'accuracy'] as const;

/** A swing analysis shared into a room: its score and key metrics as they were when shared. */
export function SharedAnalysisCardView({ card, own }: { card: SharedAnalysisCard; own: boolean }) {
  return (
    <div className={cn('mt-2 rounded-xl p-3', own ? 'bg-white/60' : 'bg-fairway-50')} data-testid="shared-analysis">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold">Swing analysis{card.clubUsed ? ` · ${card.clubUsed}` : ''}</span>
        <span className="text-lg font-bold">{card.overallScore}/100</span>
      </div>
      <dl className="mt-2 grid grid-cols-4 gap-2 text-center text-xs">
        {METRICS.map((metric) => (
          <div key={metric}>
            <dt className="capitalize opacity-70">{metric}</dt>
            {card.unscored?.includes(metric) ? (
              <dd className="font-semibold" title="Not scored on this swing">
                –<span className="sr-only">not scored</span>
              </dd>
            ) : (
              <dd className="font-semibold">{card.keyMetrics[metric].toFixed(1)}</dd>
            )}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs opacity-70">Analysed {new Date(card.analysedAt).toLocaleDateString()}</p>
    </div>
  );
}
