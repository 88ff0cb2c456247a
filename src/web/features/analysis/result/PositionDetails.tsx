import { useState } from 'react';
import type { AnalysisResults, SwingEventName } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { scoreTone, TONE_CLASSES, truncateFeedback } from './scoreStyle';

type Position = AnalysisResults['positionDetails'][number];

interface PositionItemProps {
  position: Position;
  /** Seeks the player to this position's event; absent when there is no video to seek. */
  onShow?: () => void;
}

function PositionItem({ position, onShow }: PositionItemProps) {
  const [expanded, setExpanded] = useState(false);
  const { preview, truncated } = truncateFeedback(position.analysis.detailedFeedback);
  const tone = TONE_CLASSES[scoreTone(position.analysis.score)];
  return (
    <li className="rounded-xl border border-fairway-100 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold text-fairway-900">{position.description}</p>
        <span className={cn('shrink-0 font-bold', tone.text)}>{position.analysis.score}/100</span>
      </div>
      <p className="mt-1 text-sm text-ink/75">{expanded ? position.analysis.detailedFeedback : preview}</p>
      <div className="mt-1 flex gap-4">
        {truncated && (
          <button
            type="button"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            className="text-sm font-semibold text-fairway-700 hover:underline"
          >
            {expanded ? 'Show less' : 'Read more'}
          </button>
        )}
        {onShow && (
          <button type="button" onClick={onShow} className="text-sm font-semibold text-gold-700 hover:underline">
            Show on video
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * Each key position with its score and feedback, cut to 100 characters until opened (spec §9),
 * and a way to jump the player to it.
 */
export function PositionDetails({ positions, onShowEvent }: { positions: Position[]; onShowEvent?: (event: SwingEventName) => void }) {
  if (positions.length === 0) return null;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fairway-900">Position Details</h3>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {positions.map((position) => (
          <PositionItem
            key={`${position.event ?? ''}${position.description}`}
            position={position}
            onShow={onShowEvent && position.event ? () => onShowEvent(position.event!) : undefined}
          />
        ))}
      </ul>
    </Card>
  );
}
