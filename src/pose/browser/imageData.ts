import type { RgbImage } from '../image';

/** A canvas's RGBA pixels (e.g. a video frame drawn with drawImage) as the RGB image the tracker reads. */
export function rgbFromImageData(image: { width: number; height: number; data: Uint8ClampedArray }): RgbImage {
  const { width, height, data } = image;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
    rgb[j] = data[i];
    rgb[j + 1] = data[i + 1];
    rgb[j + 2] = data[i + 2];
  }
  return { width, height, data: rgb };
}
