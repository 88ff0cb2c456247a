import type { Keypoint } from '../../swing/types';
import type { RgbImage } from '../image';

/**
 * A painted golfer for the club tracker's tests: a standing pose (and one at the top) and frames of
 * mid-grey grass with a dark shaft from the hands or a dark clubhead seen end on, whose place the
 * tests know.
 */

export const WIDTH = 480;
export const HEIGHT = 640;

/** A standing golfer's joints (pixels): shoulders over hips, arms hanging to hands in front. */
export const JOINTS: Record<number, [number, number]> = {
  0: [160, 80],
  5: [145, 110],
  6: [175, 110],
  7: [150, 160],
  8: [170, 160],
  9: [158, 205],
  10: [162, 205],
  11: [148, 210],
  12: [172, 210],
  13: [146, 300],
  14: [174, 300],
  15: [145, 390],
  16: [175, 390],
};

/** A joint moved to (x, y), in pixels. */
function jointAt(x: number, y: number): Keypoint {
  return { x: x / WIDTH, y: y / HEIGHT, score: 0.9 };
}

export function pose(moved: Record<number, Keypoint> = {}): Keypoint[] {
  return Array.from({ length: 17 }, (_, i) => {
    const joint = JOINTS[i];
    return moved[i] ?? (joint ? { x: joint[0] / WIDTH, y: joint[1] / HEIGHT, score: 0.9 } : { x: 0, y: 0, score: 0 });
  });
}

/**
 * Mid-grey grass with a dark, two-pixel shaft from the hands to (toX, toY), when given; `beyond`
 * paints what lies past the clubhead, along the shaft's line.
 */
export function frame(index: number, shaftTo: [number, number] | null, beyond?: (data: Uint8Array) => void): RgbImage & { index: number } {
  const data = new Uint8Array(WIDTH * HEIGHT * 3).fill(120);
  beyond?.(data);
  if (shaftTo) paintShaft(data, shaftTo, 30);
  return { index, width: WIDTH, height: HEIGHT, data };
}

/** A two-pixel line of grey level `level` from the hands to `shaftTo`, or only its last `lastPixels` pixels. */
export function paintShaft(data: Uint8Array, shaftTo: [number, number], level: number, lastPixels = Number.POSITIVE_INFINITY): void {
  const [x0, y0] = [160, 205];
  const steps = Math.ceil(Math.hypot(shaftTo[0] - x0, shaftTo[1] - y0));
  for (let s = Math.max(0, steps - lastPixels); s <= steps; s += 1) {
    const x = Math.round(x0 + ((shaftTo[0] - x0) * s) / steps);
    const y = Math.round(y0 + ((shaftTo[1] - y0) * s) / steps);
    data.fill(level, (y * WIDTH + x) * 3, (y * WIDTH + x + 2) * 3);
  }
}

/** The golfer at the top: the hands raised above the head (the nose at y 80), the elbows between them and the shoulders. */
export const AT_THE_TOP = pose({ 7: jointAt(165, 75), 8: jointAt(185, 80), 9: jointAt(198, 50), 10: jointAt(202, 50) });

/** A dark disc 12 pixels in radius at (cx, cy), of grey level `level`: a clubhead seen end on. */
export function paintDisc(cx: number, cy: number, level = 20): (data: Uint8Array) => void {
  return (data) => {
    for (let y = cy - 12; y <= cy + 12; y += 1) {
      for (let x = cx - 12; x <= cx + 12; x += 1) if (Math.hypot(x - cx, y - cy) <= 12) data.fill(level, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    }
  };
}
