import { Fragment, useImperativeHandle, useRef, type Ref } from 'react';
import type { Footage, SwingEvent, SwingEventName } from '../../../../shared/analysis';
import type { PoseTrack } from '../../../../swing/types';
import { SetEventHere } from '../adjust/SetEventHere';
import type { PlayerLayer, PlayerView } from './layers';
import type { FrameRange } from './markerDrag';
import { PlaybackControls } from './PlaybackControls';
import { aspectOf } from './poseTrack';
import { SkeletonVideo } from './SkeletonVideo';
import { Timeline } from './Timeline';
import { useOpenAtSwing } from './useOpenAtSwing';
import { usePlayback } from './usePlayback';

export interface SwingPlayerHandle {
  seek: (seconds: number) => void;
}

interface SwingPlayerProps {
  videoUrl: string;
  track: PoseTrack | null;
  /** The footage as the analysis recorded it: the clip's shape and length before the track arrives. */
  footage?: Footage;
  events: SwingEvent[];
  ref?: Ref<SwingPlayerHandle>;
  /** Given, the member may move events: drag a marker, or "Set <Event> here" on a paused frame. */
  adjust?: { range: FrameRange; pending: boolean; onMove: (name: SwingEventName, frame: number) => void; selected?: SwingEventName };
  /** Events the engine is unsure of, marked on the timeline. */
  flagged?: ReadonlySet<SwingEventName>;
  /** Drawn over the frame and below the controls, in this order (the member's drawings, the trace). */
  layers?: readonly PlayerLayer[];
}

/**
 * The analysis player: video with the skeleton, event markers on the timeline, frame stepping
 * (buttons and ←/→), 0.25×/0.5×/1× and play/pause (space); with `adjust`, the events can be moved.
 * It opens a second before the swing's address (useOpenAtSwing).
 */
export function SwingPlayer({ videoUrl, track, footage, events, ref, adjust, flagged, layers = [] }: SwingPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = usePlayback(videoRef, track, 1, footage);
  useOpenAtSwing(videoRef, events, playback.fps);
  useImperativeHandle(ref, () => ({ seek: playback.seek }));
  const view: PlayerView = {
    frame: playback.controls.frame,
    fps: playback.fps,
    playing: playback.state.playing,
    aspect: aspectOf(track ?? footage),
    seek: playback.seek,
  };

  return (
    <div
      tabIndex={0}
      onKeyDown={playback.onKeyDown}
      aria-label="Swing player: arrow keys step one frame, space plays or pauses"
      className="space-y-3 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
    >
      <SkeletonVideo
        src={videoUrl}
        track={track}
        videoRef={videoRef}
        showSkeleton={playback.controls.showSkeleton}
        label="Your swing video"
        footage={footage}
        overlay={layers.map((layer) => layer.overlay && <Fragment key={layer.id}>{layer.overlay(view)}</Fragment>)}
      />
      <Timeline
        durationSeconds={playback.state.durationSeconds}
        currentSeconds={playback.state.currentSeconds}
        events={events}
        onSeek={playback.seek}
        label="Swing timeline"
        flagged={flagged}
        adjust={adjust && { fps: playback.fps, range: adjust.range, onMove: adjust.onMove }}
      />
      <PlaybackControls {...playback.controls} />
      {adjust && (
        <SetEventHere
          key={adjust.selected}
          initial={adjust.selected}
          events={events}
          frame={playback.controls.frame}
          playing={playback.state.playing}
          range={adjust.range}
          pending={adjust.pending}
          onMove={adjust.onMove}
        />
      )}
      {layers.map((layer) => layer.panel && <Fragment key={layer.id}>{layer.panel(view)}</Fragment>)}
    </div>
  );
}
