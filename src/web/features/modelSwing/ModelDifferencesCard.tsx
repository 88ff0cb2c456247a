import type { SwingEventName } from '../../../shared/analysis';
import type { ModelDifference } from '../../../swing/modelDifferences';
import { Card } from '../../components/ui/Card';
import { EVENT_LABELS } from '../analysis/player/events';

interface ModelDifferencesCardProps {
  differences: ModelDifference[];
  heightKnown: boolean;
  /** Jumps the player to a position; absent when there is no video to jump in. */
  onShow?: (event: SwingEventName) => void;
}

/**
 * What differs from the model, in numbers, in the order of the swing; what matches is one line.
 * Only what the engine measured on both swings is here (modelDifferences): nothing else is named.
 */
export function ModelDifferencesCard({ differences, heightKnown, onShow }: ModelDifferencesCardProps) {
  const different = differences.filter((difference) => !difference.same);
  const same = differences.filter((difference) => difference.same);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fairway-900">How your swing differs from the model</h2>
      {!heightKnown && <p className="mt-1 text-sm text-ink/70">Add your height to your golf profile to see distances in inches and centimetres.</p>}
      {differences.length === 0 && (
        <p className="mt-3 text-sm text-ink/80">
          Nothing was measured on both swings, so there is nothing to hold side by side: a clip with the whole body in the picture helps.
        </p>
      )}
      {different.length > 0 && (
        <ul className="mt-3 divide-y divide-fairway-50" data-testid="model-differences">
          {different.map((difference) => (
            <li key={difference.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="text-ink">{difference.text}</span>
              {difference.at && onShow && (
                <button type="button" onClick={() => onShow(difference.at!)} className="text-xs font-semibold text-fairway-700 hover:underline">
                  See at {EVENT_LABELS[difference.at]}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {same.length > 0 && (
        <p className="mt-3 text-sm text-ink/80">
          <span className="font-semibold text-fairway-800">About the same as the model: </span>
          {same.map((difference) => difference.name.toLowerCase()).join(', ')}.
        </p>
      )}
    </Card>
  );
}
