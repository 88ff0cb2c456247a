import type { RgbImage } from '../image';
import { luminance, MOTION_STEP, motionGrid } from '../motion';

/** Where each plane of an I420 frame starts in its buffer and how long its rows are (WebCodecs' PlaneLayout). */
export interface PlaneLayout {
  offset: number;
  stride: number;
}

/** Where the planes of a tightly packed 4:2:0 frame lie (ffmpeg's rawvideo yuv420p: chroma rows of half the width, rounded up). */
export function packedI420Layout(width: number, height: number): PlaneLayout[] {
  const chromaWidth = (width + 1) >> 1;
  const chromaBytes = chromaWidth * ((height + 1) >> 1);
  return [
    { offset: 0, stride: width },
    { offset: width * height, stride: chromaWidth },
    { offset: width * height + chromaBytes, stride: chromaWidth },
  ];
}

export type YuvMatrix = 'bt601' | 'bt709';

/** How a stream's YCbCr maps to RGB: the matrix, and whether it spans 0–255 (full) or 16–235 (limited). */
export interface YuvColour {
  matrix: YuvMatrix;
  fullRange: boolean;
}

/**
 * libswscale's YCbCr → RGB coefficients (ff_yuv2rgb_coeffs: crv, cbu, cgu, cgv in 16.16 fixed point)
 * scaled to its x86 SIMD converter's 3.13 format, as sws_setColorspaceDetails does. ffmpeg takes
 * BT.709 when the stream says so and BT.601 otherwise. Limited range stretches luma by 255/219 from
 * 16; full range keeps luma and scales the chroma coefficients by 224/255 (sws_setColorspaceDetails'
 * own integer steps, so the numbers are libswscale's). Full range is only used for frames we scale
 * ourselves (decision 1609): the server's ffmpeg never converts those, so nothing else must match.
 */
const COEFFICIENTS: Record<'limited' | 'full', Record<YuvMatrix, { vr: number; ub: number; ug: number; vg: number }>> = {
  limited: {
    bt601: { vr: 13075, ub: 16525, ug: -3209, vg: -6660 },
    bt709: { vr: 14686, ub: 17305, ug: -1747, vg: -4366 },
  },
  full: {
    bt601: { vr: 11485, ub: 14516, ug: -2819, vg: -5850 },
    bt709: { vr: 12901, ub: 15201, ug: -1534, vg: -3835 },
  },
};
/** Luma in 3.13 and its offset in (Y << 3) units: 255/219 from 16 for limited range, as is for full. */
const LUMA = { limited: { coefficient: 9539, offset: 128 }, full: { coefficient: 8192, offset: 0 } };

/** SSE's pmulhw: the high 16 bits of a signed 16×16-bit product. */
const mulHigh = (a: number, b: number) => (a * b) >> 16;
const toByte = (v: number) => (v > 255 ? 255 : v < 0 ? 0 : v);

/**
 * Each term of the converter depends on one byte only, so it is looked up: luma, V's share of red,
 * U's of blue, and U's and V's of green. From 8-bit input every sum stays far inside 16 bits (at
 * most ±600), so the converter's 16-bit saturation never applies and is left out.
 */
interface Terms {
  y: Int32Array;
  red: Int32Array;
  blue: Int32Array;
  greenU: Int32Array;
  greenV: Int32Array;
}

const termsCache = new Map<string, Terms>();

function termsFor(colour: YuvColour): Terms {
  const key = `${colour.matrix}/${colour.fullRange}`;
  let terms = termsCache.get(key);
  if (!terms) {
    const range = colour.fullRange ? 'full' : 'limited';
    const { vr, ub, ug, vg } = COEFFICIENTS[range][colour.matrix];
    const luma = LUMA[range];
    const table = (f: (byte: number) => number) => Int32Array.from({ length: 256 }, (_, byte) => f(byte));
    const chroma = (byte: number) => (byte << 3) - 1024;
    terms = {
      y: table((byte) => mulHigh((byte << 3) - luma.offset, luma.coefficient)),
      red: table((byte) => mulHigh(chroma(byte), vr)),
      blue: table((byte) => mulHigh(chroma(byte), ub)),
      greenU: table((byte) => mulHigh(chroma(byte), ug)),
      greenV: table((byte) => mulHigh(chroma(byte), vg)),
    };
    termsCache.set(key, terms);
  }
  return terms;
}

/**
 * A decoded 4:2:0 frame as packed RGB, with the arithmetic of the converter the server's ffmpeg
 * uses for `-pix_fmt rgb24` at the frame's own size (libswscale's x86 yuv420→rgb24): each term
 * rounded down on its own, chroma shared by each 2×2 block. H.264 decoding is exact, so the
 * browser's frames then equal the server's byte for byte for limited-range clips ffmpeg does not
 * scale (decision 1606); frames both sides shrink first go through it too (decision 1609).
 */
export function rgbFromI420(data: Uint8Array, layout: readonly PlaneLayout[], width: number, height: number, colour: YuvColour): RgbImage {
  const { y: yTerm, red, blue, greenU, greenV } = termsFor(colour);
  const [yPlane, uPlane, vPlane] = layout as [PlaneLayout, PlaneLayout, PlaneLayout];
  const rgb = new Uint8Array(width * height * 3);
  // Two pixels of a row share one chroma sample: its terms are looked up once for both.
  const pairs = width >> 1;
  for (let row = 0, o = 0; row < height; row += 1) {
    const yRow = yPlane.offset + row * yPlane.stride;
    const uRow = uPlane.offset + (row >> 1) * uPlane.stride;
    const vRow = vPlane.offset + (row >> 1) * vPlane.stride;
    for (let pair = 0; pair < pairs; pair += 1, o += 6) {
      const u = data[uRow + pair]!;
      const v = data[vRow + pair]!;
      const r = red[v]!;
      const g = greenU[u]! + greenV[v]!;
      const b = blue[u]!;
      const y0 = yTerm[data[yRow + 2 * pair]!]!;
      const y1 = yTerm[data[yRow + 2 * pair + 1]!]!;
      rgb[o] = toByte(y0 + r);
      rgb[o + 1] = toByte(y0 + g);
      rgb[o + 2] = toByte(y0 + b);
      rgb[o + 3] = toByte(y1 + r);
      rgb[o + 4] = toByte(y1 + g);
      rgb[o + 5] = toByte(y1 + b);
    }
    if (width & 1) {
      // An odd width's last column has a chroma sample of its own.
      const u = data[uRow + pairs]!;
      const v = data[vRow + pairs]!;
      const y = yTerm[data[yRow + width - 1]!]!;
      rgb[o] = toByte(y + red[v]!);
      rgb[o + 1] = toByte(y + greenU[u]! + greenV[v]!);
      rgb[o + 2] = toByte(y + blue[u]!);
      o += 3;
    }
  }
  return { width, height, data: rgb };
}

/**
 * A decoded 4:2:0 frame's luminance on its motion grid (motion.ts: every MOTION_STEP-th pixel of
 * every MOTION_STEP-th row), from the RGB rgbFromI420 would make of those pixels: the same values
 * motionLuma reads from that RGB, without converting the rest. Only the grid's luma bytes are read.
 */
export function motionLumaFromI420(data: Uint8Array, layout: readonly PlaneLayout[], width: number, height: number, colour: YuvColour): Float32Array {
  const { y: yTerm, red, blue, greenU, greenV } = termsFor(colour);
  const [yPlane, uPlane, vPlane] = layout as [PlaneLayout, PlaneLayout, PlaneLayout];
  const { cols, rows } = motionGrid(width, height);
  const luma = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r += 1) {
    const y = r * MOTION_STEP;
    const yRow = yPlane.offset + y * yPlane.stride;
    const uRow = uPlane.offset + (y >> 1) * uPlane.stride;
    const vRow = vPlane.offset + (y >> 1) * vPlane.stride;
    for (let c = 0; c < cols; c += 1) {
      const x = c * MOTION_STEP;
      const u = data[uRow + (x >> 1)]!;
      const v = data[vRow + (x >> 1)]!;
      const term = yTerm[data[yRow + x]!]!;
      luma[r * cols + c] = luminance(toByte(term + red[v]!), toByte(term + greenU[u]! + greenV[v]!), toByte(term + blue[u]!));
    }
  }
  return luma;
}
