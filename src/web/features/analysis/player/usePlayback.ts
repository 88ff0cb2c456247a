import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { Footage } from '../../../../shared/analysis';
import type { PoseTrack } from '../../../../swing/types';
import type { PlaybackRate } from './PlaybackControls';
import { usePlayerLayer } from './playerLayers';
import { frameAt, snapToFrame, steppedTime, useVideoState } from './useVideoState';

/** Nominal rate when the track does not know it (an analysis without a usable track). */
export const DEFAULT_FPS = 30;

/**
 * Everything the play/step/speed controls do to one video (the single player's, or the leading
 * clip of a comparison): frame-accurate seeks and steps at the track's rate, the speed, the
 * skeleton switch (kept between visits), and the keys (←/→ one frame, space play/pause) for the player's container.
 * `footage`, the analysis's record of the clip, gives its length until the video and the track know it.
 */
export function usePlayback(videoRef: RefObject<HTMLVideoElement | null>, track: PoseTrack | null, initialRate: PlaybackRate, footage?: Footage) {
  const [rate, setRate] = useState<PlaybackRate>(initialRate);
  const [showSkeleton, toggleSkeleton] = usePlayerLayer('skeleton');
  const fps = track && track.fps > 0 ? track.fps : DEFAULT_FPS;
  // Until the video has read its own length: the track's, or the analysis's record of it.
  const length = track ?? footage;
  const state = useVideoState(videoRef, length ? length.durationMs / 1000 : 0);

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = Math.min(snapToFrame(Math.max(0, seconds), fps), state.durationSeconds || Infinity);
  };
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
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Typing in a field is not playback; the scrubber (a range input) is, and its own arrow
    // handling would move by a whole percent instead of one frame.
    if (target instanceof HTMLInputElement && target.type !== 'range') return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === ' ' && !(target instanceof HTMLButtonElement)) {
      event.preventDefault();
      togglePlay();
    }
  };

  return {
    state,
    fps,
    seek,
    onKeyDown,
    controls: {
      playing: state.playing,
      onTogglePlay: togglePlay,
      onStep: step,
      rate,
      onRate: changeRate,
      currentSeconds: state.currentSeconds,
      durationSeconds: state.durationSeconds,
      frame: frameAt(state.currentSeconds, fps),
      showSkeleton,
      onToggleSkeleton: toggleSkeleton,
    },
  };
}
