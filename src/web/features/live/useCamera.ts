import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_TIMINGS } from '../../../shared/liveFrames';
import { cameraProblem } from './cameraProblem';

/** The camera at 1280×720, 30 fps ideally (spec §9), shown in the given video element; its stream is also recorded to keep a swing. */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // Why the camera did not start, in the page's own words; cleared by the next try.
  const [problem, setProblem] = useState<string | null>(null);
  const active = stream !== null;

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setStream(null);
  }, []);

  const start = useCallback(async () => {
    const { width, height, frameRate } = LIVE_TIMINGS.camera;
    setProblem(null);
    try {
      const camera = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: width }, height: { ideal: height }, frameRate: { ideal: frameRate } },
        audio: false,
      });
      streamRef.current = camera;
      const video = videoRef.current;
      if (video) {
        video.srcObject = camera;
        await video.play().catch(() => undefined);
      }
      setStream(camera);
    } catch (error) {
      setProblem(cameraProblem(error));
    }
  }, []);

  // Leaving the tab turns the camera off.
  useEffect(() => stop, [stop]);

  return { videoRef, stream, active, problem, start, stop };
}
