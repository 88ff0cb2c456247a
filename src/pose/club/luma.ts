import type { RgbImage } from '../image';

/** One luminance value 0..1 per pixel, rows top to bottom. */
export interface LumaImage {
  width: number;
  height: number;
  data: Float32Array;
}

/**
 * The luminance of an image, shrunk `scale` times each way by averaging (1 keeps every pixel): the
 * club is looked for with a golfer of about the same size in pixels on any footage, so its cost
 * does not grow with the video's resolution.
 */
export function lumaOf(image: RgbImage, scale = 1): LumaImage {
  const width = Math.floor(image.width / scale);
  const height = Math.floor(image.height / scale);
  const out = new Float32Array(width * height);
  const { data } = image;
  const share = 1 / (255 * scale * scale);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < scale; dy += 1) {
        let p = ((y * scale + dy) * image.width + x * scale) * 3;
        for (let dx = 0; dx < scale; dx += 1, p += 3) sum += 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
      }
      out[y * width + x] = sum * share;
    }
  }
  return { width, height, data: out };
}

/** The luminance at (x, y), nearest pixel; NaN outside the image. */
export function lumaAt(image: LumaImage, x: number, y: number): number {
  // The club tracker reads the picture here at every place of every wedge it walks. Rounding to
  // the nearest pixel keeps (x, y) in the image from -0.5 up to half a pixel short of its size;
  // there x + 0.5 is not negative, so truncating it rounds, and costs less than Math.round. A NaN
  // fails every comparison.
  if (!(x >= -0.5 && y >= -0.5 && x < image.width - 0.5 && y < image.height - 0.5)) return Number.NaN;
  return image.data[((y + 0.5) | 0) * image.width + ((x + 0.5) | 0)];
}
