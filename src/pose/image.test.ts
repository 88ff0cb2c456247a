import { describe, expect, it } from 'vitest';
import { cropToSquare, type RgbImage } from './image';

/** A w×h image whose pixel (x, y) is (x, y, 200), so positions can be read back from values. */
function gradient(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([x, y, 200], (y * width + x) * 3);
  }
  return { width, height, data };
}

const at = (out: Int32Array, size: number, x: number, y: number) => Array.from(out.subarray((y * size + x) * 3, (y * size + x) * 3 + 3));

describe('cropToSquare', () => {
  it('copies pixels one to one when the region is the image itself', () => {
    const image = gradient(8, 8);
    const out = cropToSquare(image, { cx: 4, cy: 4, size: 8 }, 8);
    expect(at(out, 8, 0, 0)).toEqual([0, 0, 200]);
    expect(at(out, 8, 5, 3)).toEqual([5, 3, 200]);
    expect(at(out, 8, 7, 7)).toEqual([7, 7, 200]);
  });

  it('letterboxes a wide frame: black bands above and below, the picture in the middle', () => {
    const image = gradient(100, 50);
    const out = cropToSquare(image, { cx: 50, cy: 25, size: 100 }, 20);
    expect(at(out, 20, 10, 2)).toEqual([0, 0, 0]);
    expect(at(out, 20, 10, 17)).toEqual([0, 0, 0]);
    const middle = at(out, 20, 10, 10);
    expect(middle[0]).toBeCloseTo(52.5, -1);
    expect(middle[1]).toBeCloseTo(27.5, -1);
    expect(middle[2]).toBe(200);
  });

  it('samples a crop from inside the image, scaled up', () => {
    const image = gradient(64, 64);
    // The 8×8 square whose top-left is (40, 20), seen at 16×16: each source pixel covers 2×2.
    const out = cropToSquare(image, { cx: 44, cy: 24, size: 8 }, 16);
    const first = at(out, 16, 0, 0);
    const last = at(out, 16, 15, 15);
    expect(first[0]).toBeGreaterThanOrEqual(39);
    expect(first[0]).toBeLessThanOrEqual(40);
    expect(last[0]).toBeGreaterThanOrEqual(47);
    expect(last[1]).toBeGreaterThanOrEqual(27);
  });
});
