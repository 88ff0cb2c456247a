import { CLICK_POINTS, FREEHAND_MAX_POINTS, type DrawingKind, type DrawingPoint, type DrawingShape } from '../../../../shared/drawings';

/** Points a free-hand stroke keeps: one at least this far (0..1 of the frame) from the last kept. */
const STROKE_STEP = 0.004;

/** The shape the points make with this tool, once there are enough of them; null before. */
export function toShape(kind: DrawingKind, points: readonly DrawingPoint[]): DrawingShape | null {
  if (kind === 'freehand') return points.length >= 2 ? { kind, points: [...points] } : null;
  if (points.length !== CLICK_POINTS[kind]) return null;
  const [a, b, c] = points as [DrawingPoint, DrawingPoint, DrawingPoint];
  return kind === 'angle' ? { kind, points: [a, b, c] } : { kind, points: [a, b] };
}

/** The stroke with one more point, skipping points too close to the last and never past the cap. */
export function extendStroke(points: readonly DrawingPoint[], next: DrawingPoint): DrawingPoint[] {
  const last = points.at(-1);
  if (points.length >= FREEHAND_MAX_POINTS) return [...points];
  if (last && Math.hypot(next.x - last.x, next.y - last.y) < STROKE_STEP) return [...points];
  return [...points, next];
}

/** A pointer position in the box, as 0..1 of it, rounded to a thousandth and kept on the frame. */
export function pointIn(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): DrawingPoint {
  return { x: unit((clientX - box.left) / box.width), y: unit((clientY - box.top) / box.height) };
}

function unit(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
}
