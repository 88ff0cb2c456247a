import type { Keypoint } from '../swing/types';

/** Rounds to a number of decimals, so stored tracks stay small and compare exactly. */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Four decimals are a fifth of a pixel on a 1920-pixel frame: far below the model's precision. */
export function roundKeypoint(k: Keypoint): Keypoint {
  return { x: round(k.x, 4), y: round(k.y, 4), score: round(k.score, 3) };
}
