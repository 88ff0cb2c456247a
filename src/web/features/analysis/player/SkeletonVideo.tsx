import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Keypoint, PoseTrack } from '../../../../swing/types';
import { aspectOf, containRect, poseAt, type FrameSize } from './poseTrack';
import { drawSkeleton, GHOST } from './skeleton';

interface SkeletonVideoProps {
  src: string;
  track: PoseTrack | null;
  videoRef: RefObject<HTMLVideoElement | null>;
  showSkeleton: boolean;
  label: string;
  /** Another swing's pose for this video's time, already placed in this video's frame (compare). */
  ghostAt?: (seconds: number) => Keypoint[] | null;
  /** Drawn over the frame in the video's own box (a coach's line or angle). */
  overlay?: ReactNode;
  /** The footage as the analysis recorded it: the clip's shape from the first paint, before the track arrives. */
  footage?: FrameSize;
}

/**
 * The member's video with the stored skeleton drawn over it on a canvas, redrawn every animation
 * frame from the video's own clock, so it follows playback, seeking and slow motion alike. The
 * canvas covers the whole element box; the pose is mapped into the rect the video really occupies
 * inside it (object-fit: contain leaves letterbox bars).
 */
export function SkeletonVideo({ src, track, videoRef, showSkeleton, label, ghostAt, overlay, footage }: SkeletonVideoProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const showRef = useRef(showSkeleton);
  showRef.current = showSkeleton;
  const ghostRef = useRef(ghostAt);
  useEffect(() => {
    ghostRef.current = ghostAt;
  }, [ghostAt]);

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
      if (video.videoWidth === 0) return;
      const rect = containRect(width, height, video.videoWidth, video.videoHeight);
      const ghost = ghostRef.current?.(video.currentTime);
      if (ghost) drawSkeleton(context, ghost, rect, ratio, GHOST);
      if (!showRef.current || !track) return;
      const pose = poseAt(track, video.currentTime * 1000);
      if (pose) drawSkeleton(context, pose, rect, ratio);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [track, videoRef]);

  const aspect = aspectOf(track ?? footage);
  return (
    <div
      className="relative mx-auto w-full overflow-hidden rounded-xl bg-fairway-900"
      style={{ aspectRatio: aspect, width: `min(100%, calc(70vh * ${aspect}))` }}
    >
      <video ref={videoRef} src={src} aria-label={label} playsInline muted preload="auto" className="absolute inset-0 h-full w-full object-contain" />
      <canvas ref={canvasRef} aria-hidden data-testid="skeleton-canvas" className="pointer-events-none absolute inset-0 h-full w-full" />
      {overlay}
    </div>
  );
}
