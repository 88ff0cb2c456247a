import { useEffect, useRef, type RefObject } from 'react';
import { containRect } from '../analysis/player/poseTrack';
import { drawHandsPath, type PathPoint, type PathStyle } from './handsPath';

/** The member's hands' path in the skeleton's gold, the model's dashed in white like its skeleton. */
const MEMBER_PATH: PathStyle = { colour: 'rgba(212, 175, 55, 0.95)' };
const MODEL_PATH: PathStyle = { colour: 'rgba(255, 255, 255, 0.9)', dashed: true };

interface HandsPathCanvasProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  memberHands: ReadonlyArray<PathPoint | null>;
  modelHands: ReadonlyArray<PathPoint | null>;
  shown: boolean;
}

/**
 * Both hands' paths from address up to the moment on screen, over the member's video: its own
 * canvas, redrawn every animation frame from the video's clock (as the skeleton's), so the player
 * does not need to know about it.
 */
export function HandsPathCanvas({ videoRef, memberHands, modelHands, shown }: HandsPathCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;

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
      if (!shownRef.current || video.videoWidth === 0) return;
      const rect = containRect(width, height, video.videoWidth, video.videoHeight);
      drawHandsPath(context, modelHands, video.currentTime, rect, ratio, MODEL_PATH);
      drawHandsPath(context, memberHands, video.currentTime, rect, ratio, MEMBER_PATH);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [videoRef, memberHands, modelHands]);

  return <canvas ref={canvasRef} aria-hidden data-testid="hands-path-canvas" className="pointer-events-none absolute inset-0 h-full w-full" />;
}
