import { describe, expect, it } from 'vitest';
import { areaScale } from './areaScale';

const grey = (width: number, height: number, values: number[]) => ({ width, height, data: new Uint8Array(values.flatMap((v) => [v, v, v])) });

describe('areaScale', () => {
  it('averages the pixels each output pixel covers', () => {
    expect([...areaScale(grey(2, 2, [0, 100, 200, 100]), 1, 1).data]).toEqual([100, 100, 100]);
  });

  it('splits a source pixel between the output pixels that share it (4 → 3 columns)', () => {
    // Each output pixel spans 4/3 source pixels: the middle one half of source 1 and half of source 2.
    const { width, height, data } = areaScale(grey(4, 1, [0, 30, 60, 90]), 3, 1);
    expect([width, height]).toEqual([3, 1]);
    // (0·¾ + 30·¼), (30·½ + 60·½), (60·¼ + 90·¾)
    expect([data[0], data[3], data[6]]).toEqual([8, 45, 83]);
  });
});
