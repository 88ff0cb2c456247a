import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import type { PoseTrack } from '../../../../swing/types';
import { PlaybackControls, type PlaybackRate } from './PlaybackControls';
import { SkeletonVideo } from './SkeletonVideo';
import { Timeline } from './Timeline';
import { frameAt, snapToFrame, steppedTime, useVideoState } from './useVideoState';

export interface SwingPlayerHandle {
  seek: (seconds: number) => void;
}

interface SwingPlayerProps {
  videoUrl: string;
  track: PoseTrack | null;
  events: SwingEvent[];
  ref?: Ref<SwingPlayerHandle>;
}

/** Nominal rate when the track does not know it (an analysis without a usable track). */
const DEFAULT_FPS = 30;

/**
 * The analysis player: video with the skeleton, event markers on the timeline, frame stepping
 * (buttons and ←/→), 0.25×/0.5×/1× and play/pause (space).
 */
export function SwingPlayer({ videoUrl, track, events, ref }: SwingPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<PlaybackRate>(1);
  const [showSkeleton, setShowSkeleton] = useState(true);
  const fps = track && track.fps > 0 ? track.fps : DEFAULT_FPS;
  const state = useVideoState(videoRef, track ? track.durationMs / 1000 : 0);

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = Math.min(snapToFrame(Math.max(0, seconds), fps), state.durationSeconds || Infinity);
  };
  useImperativeHandle(ref, () => ({ seek }));

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      video.playbackRate = rate;
      void video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  };
  const step = (direction: -1 | 1) => {
    const video = videoRef.current;
    if (!video) return;
    video.pause();
    video.currentTime = steppedTime(video.currentTime, fps, direction, state.durationSeconds);
  };
  const changeRate = (next: PlaybackRate) => {
    setRate(next);
    if (videoRef.current) videoRef.current.playbackRate = next;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).tagName === 'INPUT' && (event.target as HTMLInputElement).type !== 'range') return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === ' ') {
      event.preventDefault();
      togglePlay();
    }
  };

  return (
    <div
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label="Swing player: arrow keys step one frame, space plays or pauses"
      className="space-y-3 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
    >
      <SkeletonVideo src={videoUrl} track={track} videoRef={videoRef} showSkeleton={showSkeleton} label="Your swing video" />
      <Timeline
        durationSeconds={state.durationSeconds}
        currentSeconds={state.currentSeconds}
        events={events}
        onSeek={seek}
        label="Swing timeline"
      />
      <PlaybackControls
        playing={state.playing}
        onTogglePlay={togglePlay}
        onStep={step}
        rate={rate}
        onRate={changeRate}
        currentSeconds={state.currentSeconds}
        durationSeconds={state.durationSeconds}
        frame={frameAt(state.currentSeconds, fps)}
        showSkeleton={showSkeleton}
        onToggleSkeleton={() => setShowSkeleton((shown) => !shown)}
      />
    </div>
  );
}
