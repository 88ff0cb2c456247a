import { describe, expect, it } from 'vitest';
import { I420FrameMaker, packedI420Layout } from '../yuv/i420Frames';
import { noise } from '../yuv/testNoise';
import { FrameShrinker } from './frameShrinker';

const WIDTH = 1280;
const HEIGHT = 720;
const COLOUR = { matrix: 'bt709', fullRange: false } as const;
const FRAME_BYTES = WIDTH * HEIGHT * 1.5;

/** A frame of its own noise per seed, so frames answered out of order would not match. */
const frame = (seed: number) => noise(FRAME_BYTES, seed);

/** Byte equality of megabyte arrays (toEqual walks them element by element, for tens of seconds). */
const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

describe('FrameShrinker', () => {
  it('gives the luminance this thread gives, each frame its own, and hands the planes back', async () => {
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    const maker = new I420FrameMaker(WIDTH, HEIGHT, COLOUR);
    const layout = packedI420Layout(WIDTH, HEIGHT);
    const frames = [1, 2, 3].map(frame);
    try {
      const sent = frames.map((f) => f.slice());
      const measured = await Promise.all(sent.map((f) => shrinker.measure(f)));
      // Sent planes are moved, not copied: this side's views are empty now.
      expect(sent.map((f) => f.byteLength)).toEqual([0, 0, 0]);
      measured.forEach(({ luma, planes }, i) => {
        expect(bytes(planes).equals(bytes(frames[i]!))).toBe(true);
        expect(Buffer.from(luma.buffer).equals(Buffer.from(maker.motionLuma(frames[i]!, layout).buffer))).toBe(true);
      });
    } finally {
      await shrinker.close();
    }
  });

  it('refuses a frame of the wrong size, and every frame after it', async () => {
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    try {
      const short = shrinker.measure(new Uint8Array(FRAME_BYTES - 1));
      const next = shrinker.measure(frame(4));
      await expect(short).rejects.toThrow(`has ${FRAME_BYTES} bytes, not ${FRAME_BYTES - 1}`);
      await expect(next).rejects.toThrow(`not ${FRAME_BYTES - 1}`);
      await expect(shrinker.measure(frame(5))).rejects.toThrow(`not ${FRAME_BYTES - 1}`);
    } finally {
      await shrinker.close();
    }
  });

  it('refuses frames once closed', async () => {
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    await shrinker.close();
    await expect(shrinker.measure(frame(6))).rejects.toThrow('closed');
  });
});
