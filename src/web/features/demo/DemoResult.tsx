import { useRef } from 'react';
import type { SwingAnalysis } from '../../../shared/analysis';
import type { PoseTrack } from '../../../swing/types';
import { Card } from '../../components/ui/Card';
import { EVENT_LABELS, formatSeconds } from '../analysis/player/events';
import { SwingPlayer, type SwingPlayerHandle } from '../analysis/player/SwingPlayer';
import { Faults } from '../analysis/result/Faults';
import { ScoreSummary } from '../analysis/result/ScoreSummary';
import { KeepItOffer } from './KeepItOffer';
import { useVideoStills } from './useVideoStills';

interface DemoResultProps {
  analysis: SwingAnalysis;
  track: PoseTrack;
  /** The visitor's own file, as an object URL held by this page. */
  videoUrl: string;
}

/**
 * What the demo shows of a swing: the score, the key positions on the visitor's own video, the
 * one fault to work on first with its drill, then the offer. A member's result page shows the rest.
 */
export function DemoResult({ analysis, track, videoUrl }: DemoResultProps) {
  const player = useRef<SwingPlayerHandle>(null);
  const { events, faults } = analysis.analysisResults;
  const first = faults.slice(0, 1);
  const stills = useVideoStills(videoUrl, events, track.fps);
  return (
    <div className="space-y-6">
      <ScoreSummary analysis={analysis} />
      <Card className="space-y-4 p-3 sm:p-4">
        <SwingPlayer ref={player} videoUrl={videoUrl} track={track} events={events} />
        <div>
          <h3 className="text-lg font-semibold text-fairway-900">Key positions in your swing</h3>
          <p className="text-sm text-ink/70">Choose one to see it on your video.</p>
          <ol className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
            {events.map((event) => (
              <li key={event.name} className="shrink-0 snap-start">
                <button
                  type="button"
                  onClick={() => player.current?.seek(event.timeMs / 1000)}
                  className="group w-24 text-left focus-visible:outline-2 focus-visible:outline-gold-500 sm:w-28"
                  data-testid="demo-position"
                  data-event={event.name}
                  data-frame={event.frame}
                >
                  {stills[event.name] ? (
                    <img
                      src={stills[event.name]}
                      alt={`Your ${EVENT_LABELS[event.name]} position`}
                      className="aspect-[3/4] w-full rounded-lg bg-fairway-100 object-cover ring-gold-500 group-hover:ring-2"
                    />
                  ) : (
                    <span className="block aspect-[3/4] w-full rounded-lg bg-fairway-100" />
                  )}
                  <span className="mt-1 block text-sm font-semibold text-fairway-900">{EVENT_LABELS[event.name]}</span>
                  <span className="block text-xs text-ink/70">{formatSeconds(event.timeMs / 1000)}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      </Card>
      <div className="space-y-2">
        {faults.length > 1 && <p className="text-sm text-ink/70">The first thing to work on. Members see every fault the engine finds, each with its drill.</p>}
        <Faults faults={first} />
      </div>
      <KeepItOffer />
    </div>
  );
}
