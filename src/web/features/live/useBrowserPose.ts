import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Keypoint } from '../../../swing/types';

/** The browser poses a smaller copy of the camera picture: the tracker crops around the golfer anyway. */
const POSE_MAX_SIDE = 640;

export type BrowserPoseStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * MoveNet running on this page on the live video, as often as the device manages (once per
 * animation frame at most), so the skeleton follows the golfer at camera rate while the server
 * answers a frame every half second or more. The latest pose is kept in a ref for the overlay.
 */
export function useBrowserPose(videoRef: RefObject<HTMLVideoElement | null>, running: boolean) {
  const latest = useRef<Keypoint[] | null>(null);
  const [status, setStatus] = useState<BrowserPoseStatus>('off');

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let frame = 0;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    setStatus('loading');
    // TensorFlow.js is a large download: fetched only once a camera is on, not with the dashboard.
    import('../../../pose/browser')
      .then(async ({ loadBrowserPoseModel, PersonTracker, rgbFromImageData }) => {
        const estimator = await loadBrowserPoseModel('lightning');
        if (stopped || !context) return;
        setStatus('ready');
        const tracker = new PersonTracker(estimator);
        const step = () => {
          if (stopped) return;
          const video = videoRef.current;
          if (video && video.readyState >= 2 && video.videoWidth > 0) {
            const scale = Math.min(1, POSE_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
            canvas.width = Math.round(video.videoWidth * scale);
            canvas.height = Math.round(video.videoHeight * scale);
            context.drawImage(video, 0, 0, canvas.width, canvas.height);
            const image = rgbFromImageData(context.getImageData(0, 0, canvas.width, canvas.height));
            latest.current = tracker.estimate(image, latest.current ? [latest.current] : []).keypoints;
          }
          frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      })
      .catch(() => {
        if (!stopped) setStatus('failed');
      });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      latest.current = null;
      setStatus('off');
    };
  }, [running, videoRef]);

  return { latest, status };
}
