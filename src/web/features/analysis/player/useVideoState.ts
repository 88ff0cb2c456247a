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

/**
 * The frame shown at a time. Event times sit exactly on a frame's start, where float error can put
 * them a hair before it (141.99 for frame 142), so a twentieth of a frame counts as arrived.
 */
export function frameAt(seconds: number, fps: number): number {
  return Math.max(0, Math.floor(seconds * fps + 0.05));
}

/** The middle of a frame: seeking there shows that frame whatever the browser's rounding. */
export function frameMiddle(frame: number, fps: number): number {
  return (frame + 0.5) / fps;
}

/** A seek target snapped to the middle of the frame it falls in. */
export function snapToFrame(seconds: number, fps: number): number {
  return frameMiddle(frameAt(seconds, fps), fps);
}

/** The time of the frame `direction` frames away, kept inside the clip. */
export function steppedTime(currentSeconds: number, fps: number, direction: -1 | 1, durationSeconds: number): number {
  const target = frameMiddle(frameAt(currentSeconds, fps) + direction, fps);
  return Math.min(Math.max(target, 0), Math.max(0, durationSeconds - 0.5 / fps));
}
