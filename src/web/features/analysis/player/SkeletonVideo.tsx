import { useEffect, useRef, type RefObject } from 'react';
import type { PoseTrack } from '../../../../swing/types';
import { containRect, poseAt } from './poseTrack';
import { drawSkeleton } from './skeleton';

interface SkeletonVideoProps {
  src: string;
  track: PoseTrack | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  showSkeleton: boolean;
  label: string;
}

/**
 * The member's video with the stored skeleton drawn over it on a canvas, redrawn every animation
 * frame from the video's own clock, so it follows playback, seeking and slow motion alike. The
 * canvas covers the whole element box; the pose is mapped into the rect the video really occupies
 * inside it (object-fit: contain leaves letterbox bars).
 */
export function SkeletonVideo({ src, track, videoRef, showSkeleton, label }: SkeletonVideoProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const showRef = useRef(showSkeleton);
  showRef.current = showSkeleton;

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const video = videoRef.current;
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!video || !canvas || !context) return;
      const ratio = window.devicePixelRatio || 1;
      const width = Math.round(canvas.clientWidth * ratio);
      const height = Math.round(canvas.clientHeight * ratio);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.clearRect(0, 0, width, height);
      if (!showRef.current || !track || video.videoWidth === 0) return;
      const pose = poseAt(track, video.currentTime * 1000);
      if (pose) drawSkeleton(context, pose, containRect(width, height, video.videoWidth, video.videoHeight), ratio);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [track, videoRef]);

  const aspect = track ? track.width / track.height : 16 / 9;
  return (
    <div className="relative mx-auto w-full overflow-hidden rounded-xl bg-fairway-900" style={{ aspectRatio: aspect, width: `min(100%, calc(70vh * ${aspect}))` }}>
      <video
        ref={videoRef}
        src={src}
        aria-label={label}
        playsInline
        muted
        preload="auto"
        className="absolute inset-0 h-full w-full object-contain"
      />
      <canvas ref={canvasRef} aria-hidden data-testid="skeleton-canvas" className="pointer-events-none absolute inset-0 h-full w-full" />
    </div>
  );
}
