import { useImperativeHandle, useRef, type Ref } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import type { PoseTrack } from '../../../../swing/types';
import { PlaybackControls } from './PlaybackControls';
import { SkeletonVideo } from './SkeletonVideo';
import { Timeline } from './Timeline';
import { usePlayback } from './usePlayback';

export interface SwingPlayerHandle {
  seek: (seconds: number) => void;
}

interface SwingPlayerProps {
  videoUrl: string;
  track: PoseTrack | null;
  events: SwingEvent[];
  ref?: Ref<SwingPlayerHandle>;
}

/**
 * The analysis player: video with the skeleton, event markers on the timeline, frame stepping
 * (buttons and ←/→), 0.25×/0.5×/1× and play/pause (space).
 */
export function SwingPlayer({ videoUrl, track, events, ref }: SwingPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = usePlayback(videoRef, track, 1);
  useImperativeHandle(ref, () => ({ seek: playback.seek }));

  return (
    <div
      tabIndex={0}
      onKeyDown={playback.onKeyDown}
      aria-label="Swing player: arrow keys step one frame, space plays or pauses"
      className="space-y-3 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
    >
      <SkeletonVideo src={videoUrl} track={track} videoRef={videoRef} showSkeleton={playback.controls.showSkeleton} label="Your swing video" />
      <Timeline
        durationSeconds={playback.state.durationSeconds}
        currentSeconds={playback.state.currentSeconds}
        events={events}
        onSeek={playback.seek}
        label="Swing timeline"
      />
      <PlaybackControls {...playback.controls} />
    </div>
  );
}
