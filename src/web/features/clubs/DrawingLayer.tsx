import type { MouseEvent } from 'react';
import type { CoachDrawing } from '../../../shared/clubs';

type Point = { x: number; y: number };

const STROKE = '#f5c542';

/**
 * A coach's line or angle over a frame, in 0..1 of the frame's box (the video box has the video's
 * aspect ratio, so the points land on the same spot at any size). With `onPoint`, clicks add points.
 */
export function DrawingLayer({ points, onPoint, label }: { points: readonly Point[]; onPoint?: (point: Point) => void; label?: string }) {
  const click = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onPoint?.({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  return (
    <svg
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      className={onPoint ? 'absolute inset-0 h-full w-full cursor-crosshair' : 'pointer-events-none absolute inset-0 h-full w-full'}
      onClick={onPoint ? click : undefined}
      role={onPoint ? 'img' : undefined}
      aria-label={label}
      aria-hidden={onPoint ? undefined : true}
      data-testid="coach-drawing"
    >
      {points.length > 1 && (
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke={STROKE}
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
        />
      )}
      {points.map((point, index) => (
        <circle key={index} cx={point.x} cy={point.y} r={0.012} fill={STROKE} />
      ))}
    </svg>
  );
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
}

export function drawingPoints(drawing: CoachDrawing | null): Point[] {
  return drawing ? [...drawing.points] : [];
}
