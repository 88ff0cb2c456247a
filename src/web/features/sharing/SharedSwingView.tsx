import { useRef } from 'react';
import { describeShape } from '../../../shared/drawings';
import type { SharedSwing } from '../../../shared/sharing';
import { Card } from '../../components/ui/Card';
import { useTrack } from '../analysis/api';
import { DrawingLayer } from '../analysis/drawings/DrawingLayer';
import { KeyFrameStrip } from '../analysis/player/KeyFrameStrip';
import { aspectOf } from '../analysis/player/poseTrack';
import type { PlayerLayer } from '../analysis/player/layers';
import { SkeletonImage } from '../analysis/player/SkeletonImage';
import { SwingPlayer, type SwingPlayerHandle } from '../analysis/player/SwingPlayer';
import { useSwingTrace } from '../analysis/trace/useSwingTrace';
import { KeyMetrics } from '../analysis/result/KeyMetrics';

/** A shared swing, read-only: the player with the skeleton and the drawings the owner chose, the key positions and the score. */
export function SharedSwingView({ swing }: { swing: SharedSwing }) {
  const player = useRef<SwingPlayerHandle>(null);
  const track = useTrack(swing.trackUrl).data ?? null;
  const aspect = aspectOf(track);
  const trace = useSwingTrace(track, swing.events, { view: swing.view, timing: swing.timing });
  const drawings: PlayerLayer = {
    id: 'drawings',
    overlay: (view) => (
      <DrawingLayer shapes={swing.drawings.filter((drawing) => drawing.frame === view.frame).map((drawing) => drawing.shape)} aspect={view.aspect} />
    ),
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="min-w-0 space-y-4">
        <Card className="p-3 sm:p-4">
          {swing.videoUrl ? (
            <SwingPlayer ref={player} videoUrl={swing.videoUrl} track={track} events={swing.events} layers={trace ? [trace, drawings] : [drawings]} />
          ) : (
            <SkeletonImage src={Object.values(swing.thumbnails)[0] ?? null} track={track} />
          )}
        </Card>
        <KeyFrameStrip events={swing.events} images={swing.thumbnails} title="Key Positions" onSelect={(event) => player.current?.seek(event.timeMs / 1000)} />
      </div>
      <div className="min-w-0 space-y-4">
        <Card>
          <p className="text-sm font-semibold uppercase tracking-wide text-fairway-700">Swing score</p>
          <p className="mt-1 font-display text-5xl font-semibold text-fairway-900" data-testid="shared-score">
            {swing.overallScore}
            <span className="text-xl text-ink/60">/100</span>
          </p>
          {swing.drawings.length > 0 && (
            <ul className="mt-4 space-y-1 text-sm text-ink/80" aria-label="Drawings">
              {swing.drawings.map((drawing, index) => (
                <li key={index}>
                  Frame {drawing.frame} · {describeShape(drawing.shape, aspect)}
                  {drawing.label && ` · ${drawing.label}`}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <KeyMetrics metrics={swing.keyMetrics} notMeasured={swing.notMeasured} notJudged={swing.notJudged} />
      </div>
    </div>
  );
}
