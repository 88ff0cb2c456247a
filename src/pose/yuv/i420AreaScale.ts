import { MOTION_STEP } from '../motion';
import type { PlaneLayout } from './i420ToRgb';

/** Weights are fractions of 2^14: a source pixel's share of an output pixel, exact to 1/16384. */
const WEIGHT_BITS = 14;
const WEIGHT_ONE = 1 << WEIGHT_BITS;
/** Fraction bits kept between the two passes: a row averaged down is 8.8 fixed point, so the pass across fits 32 bits. */
const MID_BITS = 8;
const MID_SHIFT = WEIGHT_BITS - MID_BITS;
const OUT_SHIFT = WEIGHT_BITS + MID_BITS;

/**
 * How one axis of `from` pixels shrinks to `to`: output i covers the source interval
 * [i·from/to, (i+1)·from/to), and each source pixel k weighs in by its overlap with it. Every output
 * reads `taps` consecutive source pixels from `starts[i]` (zero weights pad the short ones), so the
 * loops below have a fixed shape.
 */
export interface AxisTaps {
  from: number;
  to: number;
  taps: number;
  starts: Int32Array;
  weights: Int32Array;
}

/**
 * The area weights of one axis in integers only. Lengths are counted in 1/to of a source pixel,
 * where source pixel k spans [k·to, (k+1)·to) and output i spans [i·from, (i+1)·from), so every
 * overlap is an exact integer; each weight is its overlap/from rounded to the nearest 1/16384, and
 * the rounding left over goes to the largest weight so that every output's weights sum to one
 * exactly (a flat grey stays the same grey).
 */
export function areaTaps(from: number, to: number): AxisTaps {
  if (!(Number.isInteger(from) && Number.isInteger(to) && to >= 1 && to <= from)) {
    throw new RangeError(`area scaling shrinks only: ${from} → ${to}`);
  }
  const spans: { start: number; weights: number[] }[] = [];
  let taps = 1;
  for (let i = 0; i < to; i += 1) {
    const lo = i * from;
    const hi = lo + from;
    const first = Math.floor(lo / to);
    const weights: number[] = [];
    for (let k = first; k * to < hi; k += 1) {
      const overlap = Math.min(hi, (k + 1) * to) - Math.max(lo, k * to);
      weights.push(Math.floor((2 * overlap * WEIGHT_ONE + from) / (2 * from)));
    }
    const largest = weights.indexOf(Math.max(...weights));
    weights[largest]! += WEIGHT_ONE - weights.reduce((a, b) => a + b, 0);
    spans.push({ start: first, weights });
    taps = Math.max(taps, weights.length);
  }
  const starts = new Int32Array(to);
  const weights = new Int32Array(to * taps);
  spans.forEach((span, i) => {
    // Near the far edge a short span starts earlier, its first weights zero, to stay inside the row.
    const start = Math.min(span.start, from - taps);
    starts[i] = start;
    weights.set(span.weights, i * taps + (span.start - start));
  });
  return { from, to, taps, starts, weights };
}

/** The size a frame is shrunk to so its longest side is `maxSide`: both sides even, so chroma is exactly half. */
export function i420ScaledSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = maxSide / Math.max(width, height);
  const even = (side: number) => Math.max(2, 2 * Math.round((side * scale) / 2));
  return { width: even(width), height: even(height) };
}

interface PlaneScaler {
  across: AxisTaps;
  down: AxisTaps;
  /** The source rows of one output row averaged down, full width, in 8.8 fixed point. */
  row: Uint16Array;
  /** Their sums, for spans of more than three rows. */
  sums: Int32Array;
}

function planeScaler(fromWidth: number, fromHeight: number, toWidth: number, toHeight: number): PlaneScaler {
  return {
    across: areaTaps(fromWidth, toWidth),
    down: areaTaps(fromHeight, toHeight),
    row: new Uint16Array(fromWidth),
    sums: new Int32Array(fromWidth),
  };
}

/**
 * Shrinks 4:2:0 frames of one size to another by area averaging each plane (Y at full size, U and V
 * at half), the same integer arithmetic wherever it runs: the server and the page give the same bytes
 * from the same decoded planes (decision 1609). Rounding is to the nearest level, as a scaler should:
 * rounding down would darken every frame by half a level. Weights and buffers are made once; each
 * output row costs one pass down its source rows and one across.
 */
export class I420AreaScaler {
  /** Where the output's planes lie in `scale`'s result: Y, then U, then V, rows unpadded. */
  readonly layout: readonly PlaneLayout[];
  private readonly planes: PlaneScaler[];
  /** The result of `scale`, reused: frames are converted to RGB at once, and a new buffer a frame fed the collector. */
  private readonly out: Uint8Array;

  constructor(
    readonly fromWidth: number,
    readonly fromHeight: number,
    readonly width: number,
    readonly height: number,
  ) {
    if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError(`scaled 4:2:0 frames need even sides: ${width}×${height}`);
    const chromaWidth = (fromWidth + 1) >> 1;
    const chromaHeight = (fromHeight + 1) >> 1;
    const luma = planeScaler(fromWidth, fromHeight, width, height);
    const chroma = planeScaler(chromaWidth, chromaHeight, width / 2, height / 2);
    // U and V have the same size and are shrunk one after the other: they share weights and buffers.
    this.planes = [luma, chroma, chroma];
    const lumaBytes = width * height;
    const chromaBytes = lumaBytes / 4;
    this.layout = [
      { offset: 0, stride: width },
      { offset: lumaBytes, stride: width / 2 },
      { offset: lumaBytes + chromaBytes, stride: width / 2 },
    ];
    this.out = new Uint8Array(lumaBytes + 2 * chromaBytes);
  }

  /** The frame's planes (as laid out in `layout`) shrunk, laid out as `this.layout`, in a buffer the next call overwrites. */
  scale(data: Uint8Array, layout: readonly PlaneLayout[]): Uint8Array {
    this.planes.forEach((plane, p) => shrinkPlane(plane, data, layout[p]!, this.out, this.layout[p]!, 1));
    return this.out;
  }

  /**
   * As `scale`, but only the pixels motion is read on (MotionMeter: even rows and columns): luma
   * there and chroma whole, each byte what `scale` makes; the other luma bytes are left as they were.
   * A frame that is never posed needs nothing more; this takes about three fifths of `scale`'s time.
   */
  scaleForMotion(data: Uint8Array, layout: readonly PlaneLayout[]): Uint8Array {
    this.planes.forEach((plane, p) => shrinkPlane(plane, data, layout[p]!, this.out, this.layout[p]!, p === 0 ? MOTION_STEP : 1));
    return this.out;
  }
}

/**
 * One plane, an output row at a time: its source rows averaged down into one full-width row (a
 * tight loop over contiguous bytes), which is then shrunk across. Down first leaves the slower
 * indexed pass the fewer pixels. The loops are written out for two and three taps (every shrink by
 * up to 2× needs no more): a loop over a variable tap count costs about twice as much in V8.
 * Only every `step`-th row and column is made, from the first.
 */
function shrinkPlane(plane: PlaneScaler, src: Uint8Array, from: PlaneLayout, out: Uint8Array, to: PlaneLayout, step: number): void {
  const { row, sums } = plane;
  const { taps, starts, weights, to: outHeight } = plane.down;
  const width = plane.across.from;
  const stride = from.stride;
  const round = 1 << (MID_SHIFT - 1);
  for (let y = 0; y < outHeight; y += step) {
    const w = y * taps;
    const r0 = from.offset + starts[y]! * stride;
    const r1 = r0 + stride;
    const r2 = r1 + stride;
    const w0 = weights[w]!;
    const w1 = weights[w + 1]!;
    if (taps === 2) {
      for (let x = 0; x < width; x += 1) row[x] = (round + src[r0 + x]! * w0 + src[r1 + x]! * w1) >> MID_SHIFT;
    } else if (taps === 3) {
      const w2 = weights[w + 2]!;
      for (let x = 0; x < width; x += 1) row[x] = (round + src[r0 + x]! * w0 + src[r1 + x]! * w1 + src[r2 + x]! * w2) >> MID_SHIFT;
    } else {
      sums.fill(round);
      for (let t = 0; t < taps; t += 1) {
        const weight = weights[w + t]!;
        const r = r0 + t * stride;
        for (let x = 0; x < width; x += 1) sums[x] += src[r + x]! * weight;
      }
      for (let x = 0; x < width; x += 1) row[x] = sums[x]! >> MID_SHIFT;
    }
    shrinkRow(plane.across, row, out, to.offset + y * to.stride, step);
  }
}

/** One 8.8 row shrunk across into `out` at `at`, every `step`-th output; sums stay under 2^31 (255·2^8 · 2^14 plus the rounding). */
function shrinkRow(across: AxisTaps, row: Uint16Array, out: Uint8Array, at: number, step: number): void {
  const { taps, starts, weights, to } = across;
  const round = 1 << (OUT_SHIFT - 1);
  const next = taps * step;
  if (taps === 2) {
    for (let x = 0, w = 0; x < to; x += step, w += next) {
      const s = starts[x]!;
      out[at + x] = (round + row[s]! * weights[w]! + row[s + 1]! * weights[w + 1]!) >> OUT_SHIFT;
    }
  } else if (taps === 3) {
    for (let x = 0, w = 0; x < to; x += step, w += next) {
      const s = starts[x]!;
      out[at + x] = (round + row[s]! * weights[w]! + row[s + 1]! * weights[w + 1]! + row[s + 2]! * weights[w + 2]!) >> OUT_SHIFT;
    }
  } else {
    for (let x = 0; x < to; x += step) {
      let s = starts[x]!;
      let sum = round;
      for (let t = 0, w = x * taps; t < taps; t += 1, w += 1, s += 1) sum += row[s]! * weights[w]!;
      out[at + x] = sum >> OUT_SHIFT;
    }
  }
}
