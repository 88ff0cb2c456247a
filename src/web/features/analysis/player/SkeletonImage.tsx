import { useEffect, useRef } from 'react';
import type { PoseTrack } from '../../../../swing/types';
import { aspectOf, containRect } from './poseTrack';
import { drawSkeleton } from './skeleton';

/** An analysed photo with its skeleton; redrawn when the image loads or the box is resized. */
export function SkeletonImage({ src, track }: { src: string | null; track: PoseTrack | null }) {
  const imageRef = useRef<HTMLImageElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const draw = () => {
      const context = canvas.getContext('2d');
      const pose = track?.frames[0]?.keypoints;
      if (!context || !pose) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(canvas.clientHeight * ratio);
      const mediaWidth = image?.naturalWidth || track.width;
      const mediaHeight = image?.naturalHeight || track.height;
      drawSkeleton(context, pose, containRect(canvas.width, canvas.height, mediaWidth, mediaHeight), ratio);
    };
    draw();
    image?.addEventListener('load', draw);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    observer?.observe(canvas);
    return () => {
      image?.removeEventListener('load', draw);
      observer?.disconnect();
    };
  }, [track, src]);

  const aspect = aspectOf(track, 3 / 4);
  return (
    <div
      className="relative mx-auto w-full overflow-hidden rounded-xl bg-fairway-900"
      style={{ aspectRatio: aspect, width: `min(100%, calc(70vh * ${aspect}))` }}
    >
      {src && <img ref={imageRef} src={src} alt="Your swing photo" className="absolute inset-0 h-full w-full object-contain" />}
      <canvas ref={canvasRef} aria-hidden data-testid="skeleton-canvas" className="pointer-events-none absolute inset-0 h-full w-full" />
    </div>
  );
}
