import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_TIMINGS } from '../../../shared/liveFrames';
import { MESSAGES } from '../../../shared/texts';

/** The camera at 1280×720, 30 fps ideally (spec §9), shown in the given video element. */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [active, setActive] = useState(false);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setActive(false);
  }, []);

  const start = useCallback(async () => {
    const { width, height, frameRate } = LIVE_TIMINGS.camera;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: width }, height: { ideal: height }, frameRate: { ideal: frameRate } },
        audio: false,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
      setActive(true);
    } catch {
      window.alert(MESSAGES.cameraDenied);
    }
  }, []);

  // Leaving the tab turns the camera off.
  useEffect(() => stop, [stop]);

  return { videoRef, active, start, stop };
}
