/** A packed RGB image (3 bytes a pixel, rows top to bottom), as decoded from video or an image file. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A square window on an image, in that image's pixels. It may reach past the edges (padding). */
export interface SquareRegion {
  cx: number;
  cy: number;
  size: number;
}

/**
 * Samples a square region of the image into a size×size RGB buffer for the model, bilinearly,
 * with black outside the image. This is both the crop (tracking) and the letterbox (a non-square
 * frame seen whole is a square region wider or taller than the frame).
 */
export function cropToSquare(image: RgbImage, region: SquareRegion, size: number): Int32Array {
  const out = new Int32Array(size * size * 3);
  const scale = region.size / size;
  const left = region.cx - region.size / 2;
  const top = region.cy - region.size / 2;
  const { width, height, data } = image;

  // Column sampling positions are the same for every row: compute them once.
  const x0 = new Int32Array(size);
  const wx = new Float32Array(size);
  const xInside = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) {
    const sx = left + (i + 0.5) * scale - 0.5;
    xInside[i] = sx > -1 && sx < width ? 1 : 0;
    const fx = Math.floor(sx);
    x0[i] = fx;
    wx[i] = sx - fx;
  }

  for (let j = 0; j < size; j += 1) {
    const sy = top + (j + 0.5) * scale - 0.5;
    if (!(sy > -1 && sy < height)) continue;
    const fy = Math.floor(sy);
    const wy = sy - fy;
    const rowA = Math.max(fy, 0) * width;
    const rowB = Math.min(fy + 1, height - 1) * width;
    for (let i = 0; i < size; i += 1) {
      if (!xInside[i]) continue;
      const xa = Math.max(x0[i], 0);
      const xb = Math.min(x0[i] + 1, width - 1);
      const w = wx[i];
      const o = (j * size + i) * 3;
      for (let c = 0; c < 3; c += 1) {
        const top0 = data[(rowA + xa) * 3 + c] * (1 - w) + data[(rowA + xb) * 3 + c] * w;
        const bottom = data[(rowB + xa) * 3 + c] * (1 - w) + data[(rowB + xb) * 3 + c] * w;
        out[o + c] = Math.round(top0 * (1 - wy) + bottom * wy);
      }
    }
  }
  return out;
}

/**
 * Frames (and images) are posed at this longest side, on the server and on the device alike: enough
 * pixels for a crop around a golfer who fills a tenth of a wide 1080p shot, small enough to decode
 * and measure motion quickly.
 */
export const DECODE_MAX_SIDE = 960;
