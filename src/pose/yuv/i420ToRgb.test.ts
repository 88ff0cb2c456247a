import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFrames, decodeI420Frames, probeVideo } from '../../media';
import { packedI420Layout } from './i420Frames';
import { rgbFromI420, type YuvMatrix } from './i420ToRgb';

const fixtures = process.env.SWING_FIXTURES_DIR ?? resolve(import.meta.dirname, '../../../../shared/fixtures/swings');
const FRAMES = 6;

describe('rgbFromI420', () => {
  it.each([
    ['golfdb-test-swing.mp4', 'bt601'],
    ['dtl-driver-21fps-slowmo.mp4', 'bt709'],
  ] as const)('gives the server decoder’s RGB byte for byte from its own planes (%s, %s)', async (clip: string, matrix: YuvMatrix) => {
    const path = resolve(fixtures, clip);
    const info = await probeVideo(path);
    expect(info.colour).toEqual({ matrix, fullRange: false });
    const { width, height } = info;
    const layout = packedI420Layout(width, height);
    // The planes as the server decodes clips it shrinks itself, and as WebCodecs gives them to the page.
    const planes: Uint8Array[] = [];
    for await (const frame of decodeI420Frames(path, { info })) {
      if (planes.push(frame.data) === FRAMES) break;
    }
    let compared = 0;
    for await (const frame of decodeFrames(path, { maxSide: 960, info })) {
      if (frame.index >= FRAMES) break;
      expect([frame.width, frame.height]).toEqual([width, height]);
      const ours = rgbFromI420(planes[frame.index]!, layout, width, height, info.colour);
      expect(Buffer.compare(Buffer.from(ours.data), frame.data)).toBe(0);
      compared += 1;
    }
    expect(compared).toBe(FRAMES);
  });

  it('reads each plane through its own offset and stride', () => {
    // One 2×2 grey block with padded rows: Y 126 (mid grey), no colour.
    const data = new Uint8Array([9, 126, 126, 9, 126, 126, 9, 128, 9, 128]);
    const layout = [
      { offset: 1, stride: 3 },
      { offset: 7, stride: 1 },
      { offset: 9, stride: 1 },
    ];
    const { data: rgb } = rgbFromI420(data, layout, 2, 2, { matrix: 'bt601', fullRange: false });
    expect([...new Set(rgb)]).toEqual([128]);
  });

  it('gives an odd last column its own chroma sample', () => {
    // A 3×2 frame is the first three columns of a 4×2 frame with the same planes.
    const y = [20, 90, 160, 230, 60, 120, 180, 240];
    const colour = { matrix: 'bt709', fullRange: false } as const;
    const wide = rgbFromI420(new Uint8Array([...y, 70, 200, 180, 40]), packed(4, 2), 4, 2, colour).data;
    const odd = rgbFromI420(new Uint8Array([...y.slice(0, 3), ...y.slice(4, 7), 70, 200, 180, 40]), packed(3, 2), 3, 2, colour).data;
    expect([...odd]).toEqual([...wide.subarray(0, 9), ...wide.subarray(12, 21)]);
  });

  it('keeps full-range luma as it is and leaves a colourless frame grey', () => {
    const grey = rgbFromI420(new Uint8Array([0, 77, 255, 128, 128, 128, 128, 128]), packed(4, 1), 4, 1, { matrix: 'bt709', fullRange: true }).data;
    expect([...grey]).toEqual([0, 0, 0, 77, 77, 77, 255, 255, 255, 128, 128, 128]);
  });
});

/** A tightly packed layout: Y rows, then U and V rows of half the width rounded up. */
function packed(width: number, height: number) {
  const chroma = (width + 1) >> 1;
  return [
    { offset: 0, stride: width },
    { offset: width * height, stride: chroma },
    { offset: width * height + chroma * ((height + 1) >> 1), stride: chroma },
  ];
}
