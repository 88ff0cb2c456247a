import { useRef } from 'react';
import type { SwingAnalysisDetail, SwingEventName } from '../../../shared/analysis';
import { Card } from '../../components/ui/Card';
import { messageOf } from '../../lib/api';
import { useOwnerHeight } from '../../lib/golfProfile';
import { useCurrentUser } from '../../lib/session';
import { AdjustedNotice } from './adjust/AdjustedNotice';
import { ClipSwings } from './adjust/ClipSwings';
import { localVideoUrl } from './localVideos';
import { useTrack } from './api';
import { useEventAdjustment } from './adjust/useEventAdjustment';
import { useSwingChoice } from './adjust/useSwingChoice';
import { UnsureEvents } from './adjust/UnsureEvents';
import { useUnsureEvents } from './adjust/useUnsureEvents';
import { useMemberDrawings } from './drawings/useMemberDrawings';
import { measuredFrames } from './player/markerDrag';
import { KeyFrameStrip } from './player/KeyFrameStrip';
import { SkeletonImage } from './player/SkeletonImage';
import { SwingPlayer, type SwingPlayerHandle } from './player/SwingPlayer';
import { ResultView } from './result/ResultView';
import { useSwingTrace } from './trace/useSwingTrace';

/**
 * A finished analysis: the video (or photo) with the skeleton, the key positions, and every result
 * panel. Portrait clips sit beside the results on a wide screen; landscape ones span the width.
 */
export function AnalysisDetailView({ detail }: { detail: SwingAnalysisDetail }) {
  const player = useRef<SwingPlayerHandle>(null);
  const mediaCard = useRef<HTMLDivElement>(null);
  // The player draws without the skeleton until the track arrives; when it gains the club, the first stays drawn until the new one is here.
  const track = useTrack(detail.trackUrl).data ?? null;
  const adjustment = useEventAdjustment(detail.id);
  const swingChoice = useSwingChoice(detail.id);
  // The server lets only the owner move events (anyone else gets 404): an administrator looking
  // at a member's swing sees it as it is, without the controls.
  const { user } = useCurrentUser();
  const owned = user?.id === detail.userId;
  const heightCm = useOwnerHeight(detail.userId);
  const analysis = detail.analysis;
  const events = analysis?.analysisResults.events ?? [];
  const drawings = useMemberDrawings(detail.id, events, owned);
  const trace = useSwingTrace(track, events, { view: analysis?.analysisResults.view, timing: analysis?.analysisResults.timing, clubTrace: detail.clubTrace });
  // Analysed on the device: the server has no video, the page may still hold the member's file.
  const videoUrl = detail.videoUrl ?? localVideoUrl(detail.id);
  const hasVideo = Boolean(videoUrl && detail.mediaKind === 'video');
  // The owner is asked about the positions the engine is unsure of where they can look at them and move them.
  const unsure = useUnsureEvents(detail, owned && hasVideo);
  if (!analysis) return null;
  // Thumbnails are made when the analysis is stored; positions without one (an older analysis) are left out of the strip.
  const pictured = events.filter((event) => detail.thumbnails[event.name]);
  // Laid out for the clip's shape from the first paint: the analysis knows it before the track arrives.
  const footage = analysis.analysisResults.footage;
  const picture = track ?? footage;
  const portrait = picture ? picture.height > picture.width : false;
  const range = owned && analysis.analysisResults.analysisKind !== 'posture' ? measuredFrames(track) : null;

  const showMoment = (timeMs: number) => {
    player.current?.seek(timeMs / 1000);
    mediaCard.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };
  const showEvent = (name: SwingEventName) => {
    const event = events.find((candidate) => candidate.name === name);
    if (event) showMoment(event.timeMs);
  };
  const clipSwings = analysis.analysisResults.clipSwings;
  const remeasuring = adjustment.pending || swingChoice.isPending;

  const media =
    hasVideo && videoUrl ? (
      <SwingPlayer
        ref={player}
        videoUrl={videoUrl}
        track={track}
        footage={footage}
        events={events}
        adjust={
          range
            ? { range, pending: adjustment.pending, onMove: (name, frame) => adjustment.move.mutate({ [name]: frame }), selected: unsure.moving ?? undefined }
            : undefined
        }
        flagged={unsure.flagged}
        // The trace under the drawings: the member draws over it.
        layers={trace ? [trace, drawings] : [drawings]}
      />
    ) : (
      <SkeletonImage src={detail.thumbnailUrl} track={track} />
    );

  return (
    <div className={portrait ? 'grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start' : 'space-y-6'}>
      {/* Kept in view beside the long results, and scrolled on its own when taller than the window:
          the player's switches, the positions to confirm and the key positions sit under the video. */}
      <div className={portrait ? 'min-w-0 space-y-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:overscroll-contain' : 'space-y-4'}>
        <div ref={mediaCard} className="scroll-mt-20">
          <Card className="p-3 sm:p-4">{media}</Card>
        </div>
        {(adjustment.error ?? swingChoice.error ?? unsure.error) && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {messageOf(adjustment.error ?? swingChoice.error ?? unsure.error)}
          </p>
        )}
        {clipSwings && hasVideo && (
          <ClipSwings clipSwings={clipSwings} pending={remeasuring} onShow={showMoment} onChoose={owned ? (swing) => swingChoice.mutate(swing) : undefined} />
        )}
        <UnsureEvents
          events={unsure.events}
          faults={analysis.analysisResults.faults}
          images={detail.thumbnails}
          moving={unsure.moving}
          pending={unsure.pending || remeasuring}
          onShow={(event) => showEvent(event.name)}
          onConfirm={unsure.confirm}
          onMove={(event) => {
            unsure.startMove(event);
            showEvent(event.name);
          }}
        />
        {detail.eventAdjustment && (
          <AdjustedNotice adjustment={detail.eventAdjustment} pending={adjustment.pending} onRestore={owned ? () => adjustment.restore.mutate() : undefined} />
        )}
        {pictured.length > 0 && (
          <KeyFrameStrip
            events={pictured}
            images={detail.thumbnails}
            title="Key Positions"
            onSelect={(event) => player.current?.seek(event.timeMs / 1000)}
            flagged={unsure.flagged}
          />
        )}
      </div>
      <div className="min-w-0">
        <ResultView analysis={analysis} onShowEvent={hasVideo ? showEvent : undefined} heightCm={heightCm} />
      </div>
    </div>
  );
}
