import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeI420Frames } from '../../media/decode';
import { runFfmpeg } from '../../media/ffmpeg';
import { fixtureVideo, tempDir } from '../../media/testMedia';
import { halfBits, hdrToSdrI420 } from './hdrToSdr';
import { browserHdrCopy } from './hdrTestMedia';
import { packedI420Layout } from './i420Frames';

/** Encoding on a loaded 2-core machine: generous, never a speed test. */
const SLOW = { timeout: 180_000 };
const FRAMES = [0, 4, 8];

/** The 10-bit planes ffmpeg decodes from `clip`, as WebCodecs copies them (little-endian words, strides in bytes). */
async function tenBitFrames(clip: string, dir: string, width: number, height: number) {
  const out = join(dir, 'planes.yuv');
  const { code } = await runFfmpeg([
    '-i',
    clip,
    '-vf',
    `select='${FRAMES.map((n) => `eq(n\\,${n})`).join('+')}'`,
    '-vsync',
    'passthrough',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'yuv420p10le',
    '-y',
    out,
  ]);
  expect(code).toBe(0);
  const bytes = await readFile(out);
  const layout = packedI420Layout(width, height).map(({ offset, stride }) => ({ offset: offset * 2, stride: stride * 2 }));
  const frameBytes = (layout[2]!.offset - layout[1]!.offset) * 2 + layout[1]!.offset;
  return FRAMES.map((_, i) => ({ data: new Uint8Array(bytes.buffer, bytes.byteOffset + i * frameBytes, frameBytes), layout }));
}

/** The largest difference of two planes' bytes and the share of bytes one level apart. */
function differences(a: Uint8Array, b: Uint8Array, from: number, to: number) {
  let worst = 0;
  let offByOne = 0;
  for (let i = from; i < to; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    worst = Math.max(worst, d);
    if (d === 1) offByOne++;
  }
  return { worst, offByOne: offByOne / (to - from) };
}

/**
 * Decision 3120: the page's tone map of 10-bit HLG and PQ planes against the server's ffmpeg chain
 * (decodeI420Frames) on frames of the real fixture swing made HDR (VP9 profile 2, which Chromium decodes).
 */
describe('HDR to SDR on the device', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });

  for (const hdr of ['hlg', 'pq'] as const) {
    it(`gives the server's tone-mapped planes for ${hdr.toUpperCase()} footage`, SLOW, async () => {
      const clip = await browserHdrCopy(fixtureVideo(), join(dir, `${hdr}.mp4`), hdr, 0.4);
      const server = [];
      let width = 0;
      let height = 0;
      for await (const frame of decodeI420Frames(clip, { frames: FRAMES })) {
        server.push(frame.data);
        ({ width, height } = frame);
      }
      const planes = await tenBitFrames(clip, dir, width, height);
      const lumaBytes = width * height;
      for (const [i, { data, layout }] of planes.entries()) {
        const device = hdrToSdrI420(data, layout, width, height, hdr).data;
        const luma = differences(device, server[i]!, 0, lumaBytes);
        const chroma = differences(device, server[i]!, lumaBytes, device.length);
        // Float rounding apart, the same bytes: never more than one level off, and that in a few pixels
        // a frame (0.003 % for HLG, 0.02 % for PQ here; 0.4 % with exact curves instead of zimg's tables).
        expect(luma.worst).toBeLessThanOrEqual(1);
        expect(chroma.worst).toBeLessThanOrEqual(1);
        expect(luma.offByOne).toBeLessThan(0.001);
        expect(chroma.offByOne).toBeLessThan(0.001);
      }
    });
  }
});

describe('halfBits', () => {
  it('rounds to half precision as F16C does: nearest, ties to even, overflow to infinity', () => {
    expect(halfBits(1)).toBe(0x3c00);
    expect(halfBits(-2)).toBe(0xc000);
    expect(halfBits(1 / 3)).toBe(0x3555);
    expect(halfBits(65504)).toBe(0x7bff);
    expect(halfBits(65520)).toBe(0x7c00);
    expect(halfBits(2 ** -24)).toBe(1);
    expect(halfBits(2 ** -26)).toBe(0);
    // 1 + 2^-11 is halfway between 1 and the next half: ties go to the even mantissa (1).
    expect(halfBits(1 + 2 ** -11)).toBe(0x3c00);
    expect(halfBits(1 + 3 * 2 ** -11)).toBe(0x3c02);
    // A carry out of the mantissa moves up an exponent.
    expect(halfBits(2 - 2 ** -12)).toBe(0x4000);
  });
});
