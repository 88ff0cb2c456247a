import type { RgbImage } from '../image';

/** For each output position, the source positions it covers and their shares (summing to 1). */
function coverage(from: number, to: number): { index: number; share: number }[][] {
  const step = from / to;
  return Array.from({ length: to }, (_, i) => {
    const start = i * step;
    const end = start + step;
    const parts: { index: number; share: number }[] = [];
    for (let k = Math.floor(start); k < Math.ceil(end - 1e-9); k += 1) {
      const overlap = Math.min(end, k + 1) - Math.max(start, k);
      if (overlap > 1e-9) parts.push({ index: k, share: overlap / step });
    }
    return parts;
  });
}

/**
 * Shrinks an image by averaging the source pixels each output pixel covers (ffmpeg's "area"
 * scaler, which the server decodes with). Not ffmpeg's fixed-point arithmetic: within a level
 * or two of it, where the browser's own drawImage differs by several (decision 1606).
 */
export function areaScale(image: RgbImage, width: number, height: number): RgbImage {
  const columns = coverage(image.width, width);
  const rows = coverage(image.height, height);
  // Rows first into floats, then columns: two passes of a separable box filter.
  const narrow = new Float32Array(width * image.height * 3);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (const { index, share } of columns[x]!) {
        const from = (y * image.width + index) * 3;
        const to = (y * width + x) * 3;
        narrow[to] += image.data[from]! * share;
        narrow[to + 1] += image.data[from + 1]! * share;
        narrow[to + 2] += image.data[from + 2]! * share;
      }
    }
  }
  const data = new Uint8Array(width * height * 3);
  const sums = new Float32Array(width * 3);
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    for (const { index, share } of rows[y]!) {
      const from = index * width * 3;
      for (let i = 0; i < sums.length; i += 1) sums[i] += narrow[from + i]! * share;
    }
    for (let i = 0; i < sums.length; i += 1) data[y * width * 3 + i] = Math.round(sums[i]!);
  }
  return { width, height, data };
}
