import type { RgbImage } from '../image';

/** One luminance value 0..1 per pixel, rows top to bottom. */
export interface LumaImage {
  width: number;
  height: number;
  data: Float32Array;
}

export function lumaOf(image: RgbImage): LumaImage {
  const { width, height, data } = image;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i += 1, p += 3) {
    out[i] = (0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]) / 255;
  }
  return { width, height, data: out };
}

/** The luminance at (x, y), nearest pixel; NaN outside the image. */
export function lumaAt(image: LumaImage, x: number, y: number): number {
  const xi = Math.round(x);
  const yi = Math.round(y);
  if (xi < 0 || yi < 0 || xi >= image.width || yi >= image.height) return Number.NaN;
  return image.data[yi * image.width + xi];
}
