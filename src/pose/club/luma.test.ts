import { describe, expect, it } from 'vitest';
import { lumaAt, type LumaImage } from './luma';

// A 3 × 2 picture whose pixels hold their own index: each read says which pixel it took.
const PICTURE: LumaImage = { width: 3, height: 2, data: Float32Array.from([0, 1, 2, 3, 4, 5]) };

describe('the luminance at a point', () => {
  it('reads the nearest pixel, halves rounding up as Math.round does', () => {
    expect(lumaAt(PICTURE, 0.49, 0)).toBe(0);
    expect(lumaAt(PICTURE, 0.5, 0)).toBe(1);
    expect(lumaAt(PICTURE, 1.5, 0.5)).toBe(5);
    expect(lumaAt(PICTURE, 2.2, 1.4)).toBe(5);
  });

  it('reads the edge pixels up to half a pixel outside them, and nothing further', () => {
    expect(lumaAt(PICTURE, -0.5, -0.5)).toBe(0);
    expect(lumaAt(PICTURE, -0.51, 0)).toBeNaN();
    expect(lumaAt(PICTURE, 0, -0.51)).toBeNaN();
    expect(lumaAt(PICTURE, 2.49, 1.49)).toBe(5);
    expect(lumaAt(PICTURE, 2.5, 0)).toBeNaN();
    expect(lumaAt(PICTURE, 0, 1.5)).toBeNaN();
    expect(lumaAt(PICTURE, -7, 0)).toBeNaN();
  });

  it('reads nothing at a point that is not a number', () => {
    expect(lumaAt(PICTURE, Number.NaN, 0)).toBeNaN();
    expect(lumaAt(PICTURE, 0, Number.NaN)).toBeNaN();
  });
});
