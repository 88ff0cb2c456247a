import { useRef } from 'react';
import type { SwingAnalysis } from '../../../shared/analysis';
import type { PoseTrack } from '../../../swing/types';
import { Card } from '../../components/ui/Card';
import { KeyFrameStrip } from '../analysis/player/KeyFrameStrip';
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
        <KeyFrameStrip
          events={events}
          images={stills}
          title="Key positions in your swing"
          hint="Choose one to see it on your video."
          onSelect={(event) => player.current?.seek(event.timeMs / 1000)}
        />
      </Card>
      <div className="space-y-2">
        {faults.length > 1 && <p className="text-sm text-ink/70">The first thing to work on. Members see every fault the engine finds, each with its drill.</p>}
        <Faults faults={first} />
      </div>
      <KeepItOffer />
    </div>
  );
}
