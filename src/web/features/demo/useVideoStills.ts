import { useEffect, useState } from 'react';
import type { SwingEvent, SwingEventName } from '../../../shared/analysis';

/** Width of a still in CSS pixels times two, for sharp thumbnails on phones. */
const STILL_WIDTH = 256;

function next(video: HTMLVideoElement, name: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    video.addEventListener(name, () => resolve(), { once: true });
    video.addEventListener('error', () => reject(new Error('the video could not be read')), { once: true });
  });
}

/**
 * A still of the visitor's own video at each key position, drawn in this page from the local file
 * (object URLs, revoked when the result goes). Each seeks to the middle of the event's frame. The
 * stills are decoration: the positions work without them, so a failure leaves them out.
 */
export function useVideoStills(videoUrl: string, events: SwingEvent[], fps: number): Partial<Record<SwingEventName, string>> {
  const [stills, setStills] = useState<Partial<Record<SwingEventName, string>>>({});
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.src = videoUrl;
    const draw = async () => {
      await next(video, 'loadeddata');
      const canvas = document.createElement('canvas');
      canvas.width = STILL_WIDTH;
      canvas.height = Math.round((STILL_WIDTH * video.videoHeight) / Math.max(1, video.videoWidth));
      const context = canvas.getContext('2d')!;
      const halfFrame = fps > 0 ? 0.5 / fps : 0;
      for (const event of events) {
        const seeked = next(video, 'seeked');
        video.currentTime = event.timeMs / 1000 + halfFrame;
        await seeked;
        if (cancelled) return;
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
        if (!blob || cancelled) return;
        const url = URL.createObjectURL(blob);
        made.push(url);
        setStills((current) => ({ ...current, [event.name]: url }));
      }
    };
    draw().catch(() => undefined);
    return () => {
      cancelled = true;
      video.removeAttribute('src');
      video.load();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [videoUrl, events, fps]);
  return stills;
}
