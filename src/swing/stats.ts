/** Small numeric helpers shared by the engine. Pure functions, no allocation surprises. */

export function clamp(value: number, lo: number, hi: number): number {
  return Math.min(Math.max(value, lo), hi);
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Linear-interpolated quantile (q in 0..1) of the finite values; 0 for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const pos = clamp(q, 0, 1) * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return lerp(sorted[lo], sorted[hi], pos - lo);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Index of the largest value in [from, to] (inclusive, clamped); -1 if the range is empty. */
export function argMax(values: readonly number[], from = 0, to = values.length - 1): number {
  let best = -1;
  for (let i = Math.max(from, 0); i <= Math.min(to, values.length - 1); i += 1) {
    if (best < 0 || values[i] > values[best]) best = i;
  }
  return best;
}

export function argMin(values: readonly number[], from = 0, to = values.length - 1): number {
  return argMax(
    values.map((v) => -v),
    from,
    to,
  );
}

/** Sliding maximum over a centred window of `radius` samples each side. */
export function maxFilter(values: readonly number[], radius: number): number[] {
  return values.map((_, i) => {
    let m = -Infinity;
    for (let j = Math.max(0, i - radius); j <= Math.min(values.length - 1, i + radius); j += 1) m = Math.max(m, values[j]);
    return m;
  });
}

/** Sliding median over a centred window of `radius` samples each side: drops one-frame spikes, keeps steps. */
export function medianFilter(values: readonly number[], radius: number): number[] {
  if (radius < 1) return [...values];
  return values.map((_, i) => median(values.slice(Math.max(0, i - radius), i + radius + 1)));
}

/** Centred moving average over `radius` samples each side (shrinks at the ends). */
export function movingAverage(values: readonly number[], radius: number): number[] {
  return values.map((_, i) => {
    let s = 0;
    let n = 0;
    for (let j = Math.max(0, i - radius); j <= Math.min(values.length - 1, i + radius); j += 1) {
      s += values[j];
      n += 1;
    }
    return s / n;
  });
}

/** Rounds to `digits` decimals so reported numbers are stable and readable. */
export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Angle at vertex b of the triangle a-b-c, in degrees (180 = straight). */
export function jointAngle(a: Point, b: Point, c: Point): number {
  const v1 = { x: a.x - b.x, y: a.y - b.y };
  const v2 = { x: c.x - b.x, y: c.y - b.y };
  const n = Math.hypot(v1.x, v1.y) * Math.hypot(v2.x, v2.y);
  if (n === 0) return 180;
  return (Math.acos(clamp((v1.x * v2.x + v1.y * v2.y) / n, -1, 1)) * 180) / Math.PI;
}
