import { describe, expect, it } from 'vitest';
import { areaTaps, I420AreaScaler, i420ScaledSize } from './i420AreaScale';
import { packedI420Layout } from './i420Frames';
import { noise } from './testNoise';

/** The weights of each output of an axis, as source index → weight. */
function weightsOf(from: number, to: number): Map<number, number>[] {
  const { taps, starts, weights } = areaTaps(from, to);
  return Array.from({ length: to }, (_, i) => {
    const byIndex = new Map<number, number>();
    for (let t = 0; t < taps; t += 1) if (weights[i * taps + t]) byIndex.set(starts[i]! + t, weights[i * taps + t]!);
    return byIndex;
  });
}

/** The exact area average of one plane in float64, for comparison: each output is the mean of the source area it covers. */
function exactArea(plane: Uint8Array, width: number, height: number, toWidth: number, toHeight: number): Float64Array {
  const share = (from: number, to: number, i: number, k: number) => {
    const lo = (i * from) / to;
    const hi = ((i + 1) * from) / to;
    return Math.max(0, Math.min(hi, k + 1) - Math.max(lo, k)) / (from / to);
  };
  const out = new Float64Array(toWidth * toHeight);
  for (let y = 0; y < toHeight; y += 1) {
    for (let sy = Math.floor((y * height) / toHeight); sy < Math.min(height, Math.ceil(((y + 1) * height) / toHeight)); sy += 1) {
      const wy = share(height, toHeight, y, sy);
      for (let x = 0; x < toWidth; x += 1) {
        for (let sx = Math.floor((x * width) / toWidth); sx < Math.min(width, Math.ceil(((x + 1) * width) / toWidth)); sx += 1) {
          out[y * toWidth + x] += plane[sy * width + sx]! * wy * share(width, toWidth, x, sx);
        }
      }
    }
  }
  return out;
}

describe('areaTaps', () => {
  it('weighs each source pixel by its overlap, in 1/16384ths', () => {
    expect(weightsOf(2, 1)).toEqual([
      new Map([
        [0, 8192],
        [1, 8192],
      ]),
    ]);
    // 4 → 3: each output spans 4/3 source pixels.
    expect(weightsOf(4, 3)).toEqual([
      new Map([
        [0, 12288],
        [1, 4096],
      ]),
      new Map([
        [1, 8192],
        [2, 8192],
      ]),
      new Map([
        [2, 4096],
        [3, 12288],
      ]),
    ]);
    // 3 → 2: ⅔ and ⅓ do not divide 16384; the rounding left over goes to the larger weight.
    expect(weightsOf(3, 2)).toEqual([
      new Map([
        [0, 10923],
        [1, 5461],
      ]),
      new Map([
        [1, 5461],
        [2, 10923],
      ]),
    ]);
  });

  it.each([
    [1920, 960],
    [1080, 540],
    [1280, 960],
    [720, 540],
    [1000, 960],
    [641, 270],
    [7, 3],
  ])('gives every output weights summing to one, inside the row (%i → %i)', (from, to) => {
    const { taps, starts } = areaTaps(from, to);
    for (const [i, weights] of weightsOf(from, to).entries()) {
      expect([...weights.values()].reduce((a, b) => a + b, 0)).toBe(16384);
      expect(starts[i]! + taps).toBeLessThanOrEqual(from);
    }
  });

  it('refuses to enlarge', () => {
    expect(() => areaTaps(540, 960)).toThrow(RangeError);
  });
});

describe('i420ScaledSize', () => {
  it('fits the longest side and keeps both sides even', () => {
    expect(i420ScaledSize(1920, 1080, 960)).toEqual({ width: 960, height: 540 });
    expect(i420ScaledSize(1280, 720, 960)).toEqual({ width: 960, height: 540 });
    expect(i420ScaledSize(720, 1280, 960)).toEqual({ width: 540, height: 960 });
    expect(i420ScaledSize(1366, 768, 960)).toEqual({ width: 960, height: 540 });
    expect(i420ScaledSize(1000, 750, 960)).toEqual({ width: 960, height: 720 });
  });
});

describe('I420AreaScaler', () => {
  it('averages each 2×2 block of a 4×4 frame, rounding halves up', () => {
    // prettier-ignore
    const y = [
      0, 1, 0, 0,
      1, 1, 0, 1,
      10, 11, 1, 2,
      10, 10, 1, 2,
    ];
    const frame = new Uint8Array([...y, 100, 102, 50, 50, 7, 8, 9, 9]);
    const scaler = new I420AreaScaler(4, 4, 2, 2);
    // Means 0.75, 0.25, 10.25, 1.5; U 101 from 100 and 102 with 50 and 50 (75.5 → 76); V 8.25.
    expect([...scaler.scale(frame, packedI420Layout(4, 4))]).toEqual([1, 0, 10, 2, 76, 8]);
  });

  it('reads each plane through its own offset and stride', () => {
    // A 4×2 frame with padded rows: Y rows of 5 bytes, chroma rows of 3.
    const frame = new Uint8Array([9, 10, 20, 30, 40, 9, 50, 60, 70, 80, 9, 9, 4, 6, 9, 8, 2]);
    const layout = [
      { offset: 1, stride: 5 },
      { offset: 12, stride: 3 },
      { offset: 15, stride: 3 },
    ];
    // Y pairs across (rows stay): 15, 35 / 55, 75; U (4+6)/2; V (8+2)/2.
    expect([...new I420AreaScaler(4, 2, 2, 2).scale(frame, layout)]).toEqual([15, 35, 55, 75, 5, 5]);
  });

  it.each([
    [1920, 1080],
    [1280, 720],
    [720, 1280],
    [1000, 750],
    [1281, 721],
  ])('keeps a flat frame flat and lands within a level of the exact area mean (%i×%i)', (width, height) => {
    const size = i420ScaledSize(width, height, 960);
    const scaler = new I420AreaScaler(width, height, size.width, size.height);
    const layout = packedI420Layout(width, height);
    const chromaWidth = (width + 1) >> 1;
    const chromaHeight = (height + 1) >> 1;
    const bytes = width * height + 2 * chromaWidth * chromaHeight;

    const flat = scaler.scale(new Uint8Array(bytes).fill(77), layout);
    expect(flat.length).toBe(size.width * size.height * 1.5);
    expect(flat.every((v) => v === 77)).toBe(true);

    const frame = noise(bytes, width * height);
    const out = scaler.scale(frame, layout);
    const planes = [
      { from: [width, height], to: [size.width, size.height] },
      { from: [chromaWidth, chromaHeight], to: [size.width / 2, size.height / 2] },
      { from: [chromaWidth, chromaHeight], to: [size.width / 2, size.height / 2] },
    ];
    let worst = 0;
    planes.forEach(({ from, to }, p) => {
      const source = frame.subarray(layout[p]!.offset, layout[p]!.offset + from[0]! * from[1]!);
      const exact = exactArea(source, from[0]!, from[1]!, to[0]!, to[1]!);
      const ours = out.subarray(scaler.layout[p]!.offset, scaler.layout[p]!.offset + to[0]! * to[1]!);
      for (let i = 0; i < exact.length; i += 1) worst = Math.max(worst, Math.abs(ours[i]! - exact[i]!));
    });
    // Rounding to the nearest level is half a level; 14-bit weights and the 8.8 intermediate add a few hundredths.
    expect(worst).toBeLessThan(0.55);
  });

  it('refuses odd output sizes', () => {
    expect(() => new I420AreaScaler(1280, 720, 961, 540)).toThrow(RangeError);
  });
});
