import type { RgbImage } from '../image';

/** Where each plane of an I420 frame starts in its buffer and how long its rows are (WebCodecs' PlaneLayout). */
export interface PlaneLayout {
  offset: number;
  stride: number;
}

export type YuvMatrix = 'bt601' | 'bt709';

/**
 * libswscale's limited-range YCbCr → RGB coefficients (ff_yuv2rgb_coeffs: crv, cbu, cgu, cgv in
 * 16.16 fixed point) scaled to its x86 SIMD converter's 3.13 format, as sws_setColorspaceDetails
 * does. ffmpeg takes BT.709 when the stream says so and BT.601 otherwise.
 */
const COEFFICIENTS: Record<YuvMatrix, { vr: number; ub: number; ug: number; vg: number }> = {
  bt601: { vr: 13075, ub: 16525, ug: -3209, vg: -6660 },
  bt709: { vr: 14686, ub: 17305, ug: -1747, vg: -4366 },
};
/** 255/219 in 3.13: limited-range luma stretched to 0–255. */
const Y_COEFFICIENT = 9539;

/** SSE's pmulhw: the high 16 bits of a signed 16×16-bit product. */
const mulHigh = (a: number, b: number) => (a * b) >> 16;
const saturate16 = (v: number) => (v > 32767 ? 32767 : v < -32768 ? -32768 : v);
const toByte = (v: number) => (v > 255 ? 255 : v < 0 ? 0 : v);

/**
 * A decoded 4:2:0 frame (limited range) as packed RGB, with the arithmetic of the converter the
 * server's ffmpeg uses for `-pix_fmt rgb24` at the frame's own size (libswscale's x86 yuv420→rgb24):
 * each term rounded down on its own, chroma shared by each 2×2 block. H.264 decoding is exact, so
 * the browser's frames then equal the server's byte for byte, and the same model gives the same
 * track (decision 1606).
 */
export function rgbFromI420(data: Uint8Array, layout: readonly PlaneLayout[], width: number, height: number, matrix: YuvMatrix): RgbImage {
  const { vr, ub, ug, vg } = COEFFICIENTS[matrix];
  const [yPlane, uPlane, vPlane] = layout as [PlaneLayout, PlaneLayout, PlaneLayout];
  const rgb = new Uint8Array(width * height * 3);
  for (let row = 0, o = 0; row < height; row += 1) {
    const yRow = yPlane.offset + row * yPlane.stride;
    const uRow = uPlane.offset + (row >> 1) * uPlane.stride;
    const vRow = vPlane.offset + (row >> 1) * vPlane.stride;
    for (let col = 0; col < width; col += 1, o += 3) {
      const y = mulHigh((data[yRow + col]! << 3) - 128, Y_COEFFICIENT);
      const u = (data[uRow + (col >> 1)]! << 3) - 1024;
      const v = (data[vRow + (col >> 1)]! << 3) - 1024;
      rgb[o] = toByte(saturate16(y + mulHigh(v, vr)));
      rgb[o + 1] = toByte(saturate16(y + saturate16(mulHigh(u, ug) + mulHigh(v, vg))));
      rgb[o + 2] = toByte(saturate16(y + mulHigh(u, ub)));
    }
  }
  return { width, height, data: rgb };
}
