import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AnalysisResults, SwingEvent } from '../../../shared/analysis';
import { drawsPlane } from '../../../shared/swingTrace';
import type { PoseTrack } from '../../../swing/types';
import { PlaybackControls } from '../analysis/player/PlaybackControls';
import { SkeletonVideo } from '../analysis/player/SkeletonVideo';
import { Timeline } from '../analysis/player/Timeline';
import { usePlayback } from '../analysis/player/usePlayback';
import { usePlayerLayer } from '../analysis/player/playerLayers';
import { AnchorButtons } from '../analysis/compare/AnchorButtons';
import { PlaneKey } from '../analysis/trace/PlaneKey';
import { TraceOverlay } from '../analysis/trace/TraceOverlay';
import type { ModelAlignment } from './alignment';

interface ModelComparePlayerProps {
  videoUrl: string;
  track: PoseTrack;
  events: SwingEvent[];
  /** The member's camera view: down the line, their plane line at address is drawn too. */
  view: AnalysisResults['view'];
  alignment: ModelAlignment;
  label: string;
  ref?: Ref<ModelComparePlayerHandle>;
}

/** Lets the differences below the player step it to a position. */
export interface ModelComparePlayerHandle {
  seek: (seconds: number) => void;
}

/**
 * The member's video with their skeleton (gold) and the model's (white) standing on the same
 * feet, both swings' traces drawn from address as the swing plays (the member's coloured by phase
 * as on their result page, the model's dashed white); the model keeps pace with the member at
 * address, top, impact and finish.
 */
export function ModelComparePlayer({ videoUrl, track, events, view, alignment, label, ref }: ModelComparePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = usePlayback(videoRef, track, 0.5);
  const { state, fps, seek } = playback;
  useImperativeHandle(ref, () => ({ seek }));
  const [showModel, setShowModel] = useState(true);
  const [showPaths, setShowPaths] = useState(true);
  const traceLayers = { handPath: showPaths, clubPath: showPaths, plane: false };
  // The plane is the member's own set-up, kept with the result page's switch; the model has none of its own here.
  const [plane, togglePlane] = usePlayerLayer('plane');
  const hasPlane = drawsPlane(alignment.memberTrace, view);

  return (
    <div
      tabIndex={0}
      onKeyDown={playback.onKeyDown}
      aria-label="Swing and model: arrow keys step one frame, space plays or pauses"
      className="space-y-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
    >
      <SkeletonVideo
        src={videoUrl}
        track={track}
        videoRef={videoRef}
        showSkeleton={playback.controls.showSkeleton}
        label={label}
        ghostAt={showModel ? alignment.modelPoseAt : undefined}
        overlay={
          <>
            <TraceOverlay ghost trace={alignment.modelTrace} frame={playback.controls.frame} playing={state.playing} show={traceLayers} />
            <TraceOverlay
              trace={alignment.memberTrace}
              frame={playback.controls.frame}
              playing={state.playing}
              show={{ ...traceLayers, plane: hasPlane && plane }}
            />
          </>
        }
      />
      <p className="text-center text-xs text-ink/70 sm:text-sm">
        <span className="font-semibold text-gold-700">Gold: you</span> · <span className="font-semibold text-fairway-900">White: the model</span> (its trace
        dashed, yours coloured by phase), on your feet and at your size
        {hasPlane && plane && (
          <span className="ml-2">
            <PlaneKey label="your plane at address" />
          </span>
        )}
      </p>
      <div>
        <p className="mb-2 text-sm font-medium text-fairway-900">Jump to</p>
        <AnchorButtons anchors={alignment.anchors} currentSeconds={state.currentSeconds} fps={fps} onSeek={seek} />
      </div>
      <Timeline durationSeconds={state.durationSeconds} currentSeconds={state.currentSeconds} events={events} onSeek={seek} label="Your swing's timeline" />
      <PlaybackControls {...playback.controls} />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink/80">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={showModel} onChange={() => setShowModel((shown) => !shown)} className="size-4 accent-fairway-700" />
          The model's skeleton
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={showPaths} onChange={() => setShowPaths((shown) => !shown)} className="size-4 accent-fairway-700" />
          Both traces
        </label>
        {hasPlane && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={plane} onChange={togglePlane} className="size-4 accent-fairway-700" />
            Your plane at address
          </label>
        )}
      </div>
    </div>
  );
}
