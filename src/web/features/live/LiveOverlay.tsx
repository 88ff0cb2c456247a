import { useEffect, useRef, type RefObject } from 'react';
import type { FrameAnalysis } from '../../../shared/live';
import { LIVE_TIMINGS } from '../../../shared/liveFrames';
import type { Keypoint } from '../../../swing/types';
import { containRect } from '../analysis/player/poseTrack';
import { drawSkeleton, GHOST } from '../analysis/player/skeleton';

interface LiveOverlayProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  browserPose: RefObject<Keypoint[] | null>;
  serverFrame: FrameAnalysis | null;
}

/**
 * The canvas above the live video, redrawn every 100 ms (spec §9): the page's own MoveNet skeleton
 * in gold, following the golfer at camera rate, and the server's last reading in white and blue.
 */
export function LiveOverlay({ videoRef, browserPose, serverFrame }: LiveOverlayProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const server = useRef(serverFrame);
  server.current = serverFrame;

  useEffect(() => {
    const timer = setInterval(() => {
      const canvas = canvasRef.current;
      const video = videoRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !video || !context) return;
      const ratio = window.devicePixelRatio || 1;
      const width = Math.round(canvas.clientWidth * ratio);
      const height = Math.round(canvas.clientHeight * ratio);
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.clearRect(0, 0, width, height);
      if (video.videoWidth === 0) return;
      const rect = containRect(width, height, video.videoWidth, video.videoHeight);
      if (server.current) drawSkeleton(context, server.current.keypoints, rect, ratio, GHOST);
      if (browserPose.current) drawSkeleton(context, browserPose.current, rect, ratio);
    }, LIVE_TIMINGS.overlayRedrawMs);
    return () => clearInterval(timer);
  }, [browserPose, videoRef]);

  return <canvas ref={canvasRef} data-testid="live-overlay" className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true" />;
}
