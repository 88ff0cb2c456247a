import { useEffect, useState, type RefObject } from 'react';

export interface VideoState {
  currentSeconds: number;
  durationSeconds: number;
  playing: boolean;
}

/**
 * The video's time, duration and play state as React state. Time is read every animation frame
 * while playing (timeupdate fires only about 4 times a second, too coarse for a 0.25× swing) and
 * on every seek while paused.
 */
export function useVideoState(videoRef: RefObject<HTMLVideoElement | null>, fallbackDurationSeconds: number): VideoState {
  const [state, setState] = useState<VideoState>({ currentSeconds: 0, durationSeconds: fallbackDurationSeconds, playing: false });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let frame = 0;
    const read = () =>
      setState({
        currentSeconds: video.currentTime,
        durationSeconds: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackDurationSeconds,
        playing: !video.paused && !video.ended,
      });
    const tick = () => {
      read();
      if (!video.paused) frame = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const events = ['loadedmetadata', 'durationchange', 'seeked', 'seeking', 'pause', 'ended', 'timeupdate'] as const;
    for (const name of events) video.addEventListener(name, read);
    video.addEventListener('play', onPlay);
    read();
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) video.removeEventListener(name, read);
      video.removeEventListener('play', onPlay);
    };
  }, [videoRef, fallbackDurationSeconds]);

  return state;
}

/** The time of the frame `direction` frames away, aimed at the frame's middle so rounding never lands on its neighbour. */
export function steppedTime(currentSeconds: number, fps: number, direction: -1 | 1, durationSeconds: number): number {
  const frame = Math.floor(currentSeconds * fps + 1e-3);
  const target = (frame + direction + 0.5) / fps;
  return Math.min(Math.max(target, 0), Math.max(0, durationSeconds - 0.5 / fps));
}

export function frameAt(seconds: number, fps: number): number {
  return Math.floor(seconds * fps + 1e-3);
}
