import { KEYPOINT_NAMES, type Keypoint } from '../../../swing/types';
import type { Rect } from '../analysis/player/poseTrack';
import { MIN_DRAWN_SCORE } from '../analysis/player/skeleton';

const LEFT_WRIST = KEYPOINT_NAMES.indexOf('leftWrist');
const RIGHT_WRIST = KEYPOINT_NAMES.indexOf('rightWrist');

/** A point of a path, normalised to the frame it is drawn on, at a time of the clip on screen. */
export interface PathPoint {
  seconds: number;
  x: number;
  y: number;
}

/** The hands: the wrists' midpoint, or null when either wrist was not seen well enough to draw. */
export function handsOf(pose: readonly Keypoint[]): { x: number; y: number } | null {
  const left = pose[LEFT_WRIST];
  const right = pose[RIGHT_WRIST];
  if (!left || !right || left.score < MIN_DRAWN_SCORE || right.score < MIN_DRAWN_SCORE) return null;
  return { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
}

/** How a path is stroked: a dashed line tells a second path from the skeleton's bones. */
export interface PathStyle {
  colour: string;
  dashed?: boolean;
}

/**
 * Draws a path of the hands up to `untilSeconds` into `rect` (the displayed media rect, in canvas
 * pixels). A null point is a gap (hands not seen), where the line breaks rather than guess.
 * Small and separate from the player so another layer (the result page's trace) can reuse it.
 */
export function drawHandsPath(
  context: CanvasRenderingContext2D,
  points: ReadonlyArray<PathPoint | null>,
  untilSeconds: number,
  rect: Rect,
  pixelRatio: number,
  style: PathStyle,
): void {
  const width = Math.max(2, rect.height / 200) * pixelRatio;
  context.save();
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = style.colour;
  context.lineWidth = width;
  context.setLineDash(style.dashed ? [3 * width, 2 * width] : []);
  context.beginPath();
  let drawing = false;
  for (const point of points) {
    if (point && point.seconds > untilSeconds) break;
    if (!point) {
      drawing = false;
      continue;
    }
    const x = rect.x + point.x * rect.width;
    const y = rect.y + point.y * rect.height;
    if (drawing) context.lineTo(x, y);
    else context.moveTo(x, y);
    drawing = true;
  }
  context.stroke();
  context.restore();
}
