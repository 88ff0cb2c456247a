import { packedI420Layout } from './i420Frames';
import type { PlaneLayout } from './i420ToRgb';

/** The HDR transfers phones record: HLG (ARIB STD-B67) and PQ (SMPTE ST 2084). */
export type HdrTransfer = 'hlg' | 'pq';

/**
 * The server's HDR chain (src/media/decode.ts, decision 3100) in the page's arithmetic, so private
 * analysis poses the picture the server poses (decision 3120):
 *   zscale=t=linear:p=709:npl=100 → tonemap=mobius:desat=0 → zscale=t=709:m=709:r=tv → yuv420p
 * (linear light, then the BT.709 primaries, in one zimg step: the bytes of the two it was).
 * The numbers are zimg's and ffmpeg's: BT.2020 non-constant-luminance YCbCr in limited range, chroma
 * sited left (MPEG-2) and resampled bilinearly; HLG to display light by the BT.2100 curve with the
 * OOTF's 1.2 power on each channel and a 1000-nit display, PQ to absolute light, both over SDR white
 * at 100 nits; mobius with its default knee 0.3 and the peak ffmpeg's tonemap assumes when the frame
 * carries no light-level data (10 × SDR white); BT.1886's 2.4 gamma back (zimg's display-referred
 * "709"), rounded to 8 bits. The curves are read from tables as zimg's x86 code reads them (its
 * "approximate gamma", which ffmpeg's zscale turns on): to linear light, a table of 2^16 + 1 steps
 * over −0.5…1.5, nearest step; back to gamma, a table indexed by the value as a half-precision float.
 * Exact curves left 0.4 % of bytes one level off; the tables leave a few pixels a frame
 * (hdrToSdr.test.ts, against the bundled ffmpeg on real frames).
 */

const HLG_A = 0.17883277;
const HLG_B = 0.28466892;
const HLG_C = 0.55991073;
/** zimg's display-referred HLG: a 1000-nit display, in units of SDR white (npl=100). */
const HLG_SCALE = 1000 / 100;

const PQ_M1 = 0.1593017578125;
const PQ_M2 = 78.84375;
const PQ_C1 = 0.8359375;
const PQ_C2 = 18.8515625;
const PQ_C3 = 18.6875;
/** PQ's 10 000 nits in units of SDR white (npl=100). */
const PQ_SCALE = 10000 / 100;

/** ffmpeg's tonemap: mobius' default knee, and its assumed peak for frames without light-level side data. */
const MOBIUS_KNEE = 0.3;
const SIGNAL_PEAK = 10;

function hlgToLinear(v: number): number {
  const x = v < 0 ? 0 : v;
  const scene = x <= 0.5 ? (x * x) / 3 : (Math.exp((x - HLG_C) / HLG_A) + HLG_B) / 12;
  return HLG_SCALE * Math.pow(scene, 1.2);
}

function pqToLinear(v: number): number {
  const x = v < 0 ? 0 : v;
  const p = Math.pow(x, 1 / PQ_M2);
  const num = Math.max(p - PQ_C1, 0);
  return PQ_SCALE * Math.pow(num / (PQ_C2 - PQ_C3 * p), 1 / PQ_M1);
}

/** zimg's "709" transfer towards the display (not scene-referred): BT.1886's ideal 2.4 gamma inverted. */
function toBt709Gamma(x: number): number {
  return x < 0 || Number.isNaN(x) ? 0 : Math.pow(x, 1 / 2.4);
}

/** zimg's table to linear light: entry i is the curve at i / 2^15 − 0.5, times its scale; inputs take the nearest entry. */
function linearTable(curve: (v: number) => number): Float32Array {
  const table = new Float32Array(65537);
  for (let i = 0; i < table.length; i++) table[i] = curve(Math.fround(i / 32768 - 0.5));
  return table;
}

const LINEAR_TABLES: Partial<Record<HdrTransfer, Float32Array>> = {};

function linearTableFor(transfer: HdrTransfer): Float32Array {
  return (LINEAR_TABLES[transfer] ??= linearTable(transfer === 'hlg' ? hlgToLinear : pqToLinear));
}

function linearIndex(v: number): number {
  const i = Math.round(Math.fround(v) * 32768 + 16384);
  return i < 0 ? 0 : i > 65536 ? 65536 : i;
}

const float32 = new Float32Array(1);
const float32Bits = new Uint32Array(float32.buffer);

/** The IEEE half-precision bits of a number (rounded to nearest, ties to even), as F16C's vcvtps2ph makes them. */
export function halfBits(v: number): number {
  float32[0] = v;
  const bits = float32Bits[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  const mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const e = exponent - 127 + 15;
  if (e >= 31) return sign | 0x7c00;
  // Normal halves keep 10 mantissa bits; subnormal ones fewer. Round the dropped bits to nearest, ties to even.
  const full = e > 0 ? mantissa : mantissa | 0x800000;
  const shift = e > 0 ? 13 : 14 - e;
  if (shift > 24) return sign;
  const kept = full >>> shift;
  const rest = full & ((1 << shift) - 1);
  const half = 1 << (shift - 1);
  const rounded = rest > half || (rest === half && kept % 2 === 1) ? kept + 1 : kept;
  // A carry out of the mantissa moves into the exponent, as the bit layout adds it.
  return sign | ((e > 0 ? e << 10 : 0) + rounded);
}

function halfValue(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const mantissa = bits & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  if (exponent === 31) return mantissa ? NaN : sign * Infinity;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

/** zimg's table back to gamma: one entry per half-precision value. */
let gammaTable: Float32Array | null = null;

function toGamma(v: number): number {
  if (!gammaTable) {
    gammaTable = new Float32Array(65536);
    for (let i = 0; i < 65536; i++) gammaTable[i] = toBt709Gamma(halfValue(i));
  }
  return gammaTable[halfBits(v)]!;
}

function mobius(x: number, j: number, peak: number): number {
  if (x <= j) return x;
  const a = (-j * j * (peak - 1)) / (j * j - 2 * j + peak);
  const b = (j * j - 2 * j * peak + peak) / Math.max(peak - 1, 1e-6);
  return (((b * b + 2 * b * j + j * j) / (b - a)) * (x + a)) / (x + b);
}

type Matrix = [number, number, number, number, number, number, number, number, number];

function multiply(a: Matrix, b: Matrix): Matrix {
  const out = new Array<number>(9) as Matrix;
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out[r * 3 + c] = a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!;
  return out;
}

function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    (e * i - f * h) / det,
    (c * h - b * i) / det,
    (b * f - c * e) / det,
    (f * g - d * i) / det,
    (a * i - c * g) / det,
    (c * d - a * f) / det,
    (d * h - e * g) / det,
    (b * g - a * h) / det,
    (a * e - b * d) / det,
  ];
}

/** RGB → XYZ for primaries given as red, green, blue (x, y) and the D65 white point, as zimg derives it. */
function rgbToXyz(primaries: [number, number][]): Matrix {
  const xyz = (x: number, y: number) => [x / y, 1, (1 - x - y) / y];
  const columns = primaries.map(([x, y]) => xyz(x, y));
  const m = [0, 1, 2].flatMap((r) => columns.map((column) => column[r]!)) as Matrix;
  const white = xyz(0.3127, 0.329);
  const inv = invert(m);
  const s = [0, 1, 2].map((r) => inv[r * 3]! * white[0]! + inv[r * 3 + 1]! * white[1]! + inv[r * 3 + 2]! * white[2]!);
  return m.map((v, k) => v * s[k % 3]!) as Matrix;
}

/** Linear BT.2020 RGB → linear BT.709 RGB (zscale=p=709). */
const BT2020_TO_BT709 = multiply(
  invert(
    rgbToXyz([
      [0.64, 0.33],
      [0.3, 0.6],
      [0.15, 0.06],
    ]),
  ),
  rgbToXyz([
    [0.708, 0.292],
    [0.17, 0.797],
    [0.131, 0.046],
  ]),
);

const BT2020 = { kr: 0.2627, kb: 0.0593 };
const BT709 = { kr: 0.2126, kb: 0.0722 };

/** One 4:2:0 plane of 10-bit samples (WebCodecs' I420P10: little-endian 16-bit words; layout in bytes). */
function samples(data: Uint8Array, layout: PlaneLayout): { words: Uint16Array; stride: number } {
  const words = new Uint16Array(data.buffer, data.byteOffset + layout.offset, (data.byteLength - layout.offset) >> 1);
  return { words, stride: layout.stride >> 1 };
}

/**
 * Bilinear upsampling of a 4:2:0 chroma plane to the luma grid, chroma sited left: horizontally on
 * the even luma columns, vertically between the two rows. Edges repeat the outermost sample.
 */
function upsampleChroma(plane: { words: Uint16Array; stride: number }, width: number, height: number): Float32Array {
  const cw = (width + 1) >> 1;
  const ch = (height + 1) >> 1;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max(y / 2 - 0.25, 0), ch - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, ch - 1);
    const wy = fy - y0;
    const row0 = y0 * plane.stride;
    const row1 = y1 * plane.stride;
    for (let x = 0; x < width; x++) {
      const x0 = x >> 1;
      const x1 = Math.min(x0 + 1, cw - 1);
      const wx = (x & 1) * 0.5;
      const top = plane.words[row0 + x0]! * (1 - wx) + plane.words[row0 + x1]! * wx;
      const bottom = plane.words[row1 + x0]! * (1 - wx) + plane.words[row1 + x1]! * wx;
      out[y * width + x] = (top * (1 - wy) + bottom * wy - 512) / 896;
    }
  }
  return out;
}

/**
 * Bilinear downsampling of full-resolution chroma to 4:2:0 sited left (zimg widens the tent to two
 * luma pixels: horizontal weights ¼ ½ ¼ around the even column, vertical ⅛ ⅜ ⅜ ⅛ around the pair
 * of rows), rounded to 8 bits in limited range. Edges repeat the outermost sample.
 */
function downsampleChroma(full: Float32Array, width: number, height: number, out: Uint8Array, offset: number): void {
  const cw = (width + 1) >> 1;
  const ch = (height + 1) >> 1;
  const clampX = (x: number) => (x < 0 ? 0 : x >= width ? width - 1 : x);
  const clampY = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y);
  const H = [0.25, 0.5, 0.25];
  const V = [0.125, 0.375, 0.375, 0.125];
  for (let j = 0; j < ch; j++) {
    for (let i = 0; i < cw; i++) {
      let sum = 0;
      for (let v = 0; v < 4; v++) {
        const row = clampY(2 * j - 1 + v) * width;
        for (let h = 0; h < 3; h++) sum += V[v]! * H[h]! * full[row + clampX(2 * i - 1 + h)]!;
      }
      out[offset + j * cw + i] = toByte(128 + 224 * sum);
    }
  }
}

function toByte(v: number): number {
  const r = Math.round(v);
  return r < 0 ? 0 : r > 255 ? 255 : r;
}

/**
 * A 10-bit HDR 4:2:0 frame (I420P10 planes as WebCodecs copies them) tone-mapped to the 8-bit SDR
 * BT.709 limited-range 4:2:0 frame the server's ffmpeg makes of it, packed as ffmpeg's rawvideo.
 */
export function hdrToSdrI420(
  data: Uint8Array,
  layout: readonly PlaneLayout[],
  width: number,
  height: number,
  transfer: HdrTransfer,
): { data: Uint8Array; layout: PlaneLayout[] } {
  const luma = samples(data, layout[0]!);
  const cb = upsampleChroma(samples(data, layout[1]!), width, height);
  const cr = upsampleChroma(samples(data, layout[2]!), width, height);
  const linear = linearTableFor(transfer);
  const m = BT2020_TO_BT709;
  const outLayout = packedI420Layout(width, height);
  const out = new Uint8Array(outLayout[2]!.offset + (outLayout[2]!.offset - outLayout[1]!.offset));
  const outCb = new Float32Array(width * height);
  const outCr = new Float32Array(width * height);
  const k = BT2020;
  const kg = 1 - k.kr - k.kb;
  const o = BT709;
  const og = 1 - o.kr - o.kb;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const Y = (luma.words[y * luma.stride + x]! - 64) / 876;
      const U = cb[p]!;
      const V = cr[p]!;
      // BT.2020 non-constant-luminance YCbCr → R'G'B', then to linear light over SDR white.
      const r0 = Y + 2 * (1 - k.kr) * V;
      const b0 = Y + 2 * (1 - k.kb) * U;
      const g0 = (Y - k.kr * r0 - k.kb * b0) / kg;
      const lr = linear[linearIndex(r0)]!;
      const lg = linear[linearIndex(g0)]!;
      const lb = linear[linearIndex(b0)]!;
      // BT.2020 → BT.709 primaries, still linear.
      let r = m[0] * lr + m[1] * lg + m[2] * lb;
      let g = m[3] * lr + m[4] * lg + m[5] * lb;
      let b = m[6] * lr + m[7] * lg + m[8] * lb;
      // mobius on the brightest channel, every channel scaled alike so hues stay.
      const signal = Math.max(r, g, b, 1e-6);
      const scale = mobius(signal, MOBIUS_KNEE, SIGNAL_PEAK) / signal;
      r = toGamma(r * scale);
      g = toGamma(g * scale);
      b = toGamma(b * scale);
      const outY = o.kr * r + og * g + o.kb * b;
      out[p] = toByte(16 + 219 * outY);
      outCb[p] = (b - outY) / (2 * (1 - o.kb));
      outCr[p] = (r - outY) / (2 * (1 - o.kr));
    }
  }
  downsampleChroma(outCb, width, height, out, outLayout[1]!.offset);
  downsampleChroma(outCr, width, height, out, outLayout[2]!.offset);
  return { data: out, layout: outLayout };
}
