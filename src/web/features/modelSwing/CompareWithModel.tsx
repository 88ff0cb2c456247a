import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SwingAnalysisDetail, SwingEventName } from '../../../shared/analysis';
import { modelDifferences } from '../../../swing/modelDifferences';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { useOwnerHeight } from '../../lib/golfProfile';
import { modelCompareHref } from '../../lib/links';
import { useCurrentUser } from '../../lib/session';
import { useTrack } from '../analysis/api';
import { alignModel } from './alignment';
import { ModelComparePlayer, type ModelComparePlayerHandle } from './ModelComparePlayer';
import { ModelDifferencesCard } from './ModelDifferencesCard';
import { useModelSide, type ModelChoice } from './useModelSide';

const CHOICES: Array<{ choice: ModelChoice; label: string }> = [
  { choice: 'modelled', label: 'Modelled swing' },
  { choice: 'mine', label: 'My model swing' },
];

/** One of the member's swings held against a model: the player with both skeletons, then the differences in numbers. */
export function CompareWithModel({ detail, choice }: { detail: SwingAnalysisDetail; choice: ModelChoice }) {
  const { user } = useCurrentUser();
  const owned = user?.id === detail.userId;
  const heightCm = useOwnerHeight(detail.userId);
  const track = useTrack(detail.trackUrl).data ?? null;
  const model = useModelSide(detail, owned ? choice : 'modelled');
  const results = detail.analysis?.analysisResults ?? null;
  const ready = model.state === 'ready' ? model.swing : null;

  const alignment = useMemo(
    () =>
      track && results && ready
        ? alignModel(
            { track, events: results.events, slowMotionFactor: results.timing?.slowMotionFactor },
            { track: ready.track, events: ready.results.events, slowMotionFactor: ready.results.timing?.slowMotionFactor },
          )
        : null,
    [track, results, ready],
  );
  const differences = useMemo(
    () => (track && results && ready ? modelDifferences({ track, results }, ready, heightCm) : null),
    [track, results, ready, heightCm],
  );

  const player = useRef<ModelComparePlayerHandle>(null);
  const show = (name: SwingEventName) => {
    const event = results?.events.find((one) => one.name === name);
    if (event) player.current?.seek(event.timeMs / 1000);
  };

  return (
    <div className="space-y-6">
      {owned && (
        <nav aria-label="Model to compare with" className="flex flex-wrap gap-2">
          {CHOICES.map((option) => (
            <Link
              key={option.choice}
              to={modelCompareHref(detail.id, option.choice)}
              aria-current={option.choice === choice ? 'page' : undefined}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold',
                option.choice === choice ? 'border-fairway-800 bg-fairway-800 text-cream' : 'border-fairway-200 bg-white text-fairway-800 hover:bg-fairway-50',
              )}
            >
              {option.label}
            </Link>
          ))}
        </nav>
      )}
      {model.state === 'loading' || (model.state === 'ready' && !track) ? <Spinner label="Loading both swings" /> : null}
      {model.state === 'none' && (
        <Card>
          <p className="text-ink/80">{model.message}</p>
        </Card>
      )}
      {model.state === 'ready' && track && results && (
        <>
          <h2 className="text-xl font-semibold text-fairway-900">{model.title}</h2>
          {model.swing.results.view !== results.view && (
            <p className="text-sm text-ink/80">
              Your model swing was filmed {model.swing.results.view}, this one {results.view}: only what both pictures show is compared.
            </p>
          )}
          {/* A portrait clip leaves room beside it on a wide screen: the differences go there. */}
          <div className={cn('space-y-6', track.height > track.width && 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-8 lg:space-y-0')}>
            {!detail.videoUrl || !alignment ? (
              <Card>
                <p className="text-ink/80">
                  {!detail.videoUrl
                    ? 'This analysis has no video on the server to draw the model over; the differences are measured all the same.'
                    : 'Your feet or head were not seen at address, so the model has nothing to stand on; the differences are measured all the same.'}
                </p>
              </Card>
            ) : (
              <ModelComparePlayer
                ref={player}
                videoUrl={detail.videoUrl}
                track={track}
                events={results.events}
                view={results.view}
                alignment={alignment}
                label="Your swing with the model over it"
              />
            )}
            {differences && (
              <ModelDifferencesCard differences={differences} heightKnown={heightCm !== null} onShow={alignment && detail.videoUrl ? show : undefined} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
