import { useEffect, useRef, type RefObject } from 'react';
import type { SwingEvent } from '../../../../shared/analysis';
import { snapToFrame } from './useVideoState';

/**
 * Seconds of the clip shown before the address when the player opens: the golfer sees himself
 * settle over the ball, then the swing, not the walk-in or a long pre-shot routine before it.
 */
export const LEAD_IN_SECONDS = 1;

/**
 * Opens the video at the measured swing, LEAD_IN_SECONDS before its address (decision 2820): a
 * clip may hold seconds of waiting, or another swing, before the one the results are of. Once,
 * when the video can first seek, and only if nothing has moved it or played it yet.
 */
export function useOpenAtSwing(videoRef: RefObject<HTMLVideoElement | null>, events: readonly SwingEvent[], fps: number) {
  const addressMs = events.find((event) => event.name === 'address')?.timeMs;
  const opened = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || opened.current || addressMs === undefined) return;
    const open = () => {
      opened.current = true;
      const start = addressMs / 1000 - LEAD_IN_SECONDS;
      if (start > 0 && video.currentTime === 0 && video.paused) video.currentTime = snapToFrame(start, fps);
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) {
      open();
      return;
    }
    video.addEventListener('loadedmetadata', open, { once: true });
    return () => video.removeEventListener('loadedmetadata', open);
  }, [videoRef, addressMs, fps]);
}
