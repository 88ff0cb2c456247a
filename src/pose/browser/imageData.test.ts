import { describe, expect, it } from 'vitest';
import { rgbFromImageData } from './imageData';

describe('rgbFromImageData', () => {
  it('drops the alpha channel and keeps the pixel order', () => {
    const data = new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 0]);
    expect(rgbFromImageData({ width: 2, height: 1, data })).toEqual({ width: 2, height: 1, data: new Uint8Array([1, 2, 3, 4, 5, 6]) });
  });
});
