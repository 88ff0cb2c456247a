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
  it('gives the bytes this thread gives, each frame its own, and hands the planes back', async () => {
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    const maker = new I420FrameMaker(WIDTH, HEIGHT, COLOUR);
    const layout = packedI420Layout(WIDTH, HEIGHT);
    const frames = [1, 2, 3].map(frame);
    try {
      const sent = frames.map((f) => f.slice());
      const [shrunk, measured] = await Promise.all([
        Promise.all(sent.map((f) => shrinker.shrink(f))),
        Promise.all(frames.map((f) => shrinker.measure(f.slice()))),
      ]);
      // Sent planes are moved, not copied: this side's views are empty now.
      expect(sent.map((f) => f.byteLength)).toEqual([0, 0, 0]);
      expect(shrinker).toMatchObject({ width: 960, height: 540 });
      shrunk.forEach(({ rgb, planes }, i) => {
        expect(bytes(planes).equals(bytes(frames[i]!))).toBe(true);
        expect(rgb).toHaveLength(960 * 540 * 3);
        expect(bytes(rgb).equals(bytes(maker.rgb(frames[i]!, layout).data))).toBe(true);
      });
      measured.forEach(({ luma, planes }, i) => {
        expect(bytes(planes).equals(bytes(frames[i]!))).toBe(true);
        expect(Buffer.from(luma.buffer).equals(Buffer.from(maker.motionLuma(frames[i]!, layout).buffer))).toBe(true);
      });
    } finally {
      await shrinker.close();
    }
  });

  it('makes the RGB the model waits for before the frames queued to be measured', async () => {
    // Made first: a busy run once saw the new thread answer three measurements while the frames of
    // the later requests were still being made.
    const toMeasure = [1, 2, 3, 4].map(frame);
    const toShrink = frame(5);
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    const answered: string[] = [];
    try {
      // All sent in the microseconds after the thread is started, long before it has loaded its
      // code, so all are queued when it starts.
      const measured = toMeasure.map((planes, index) => shrinker.measure(planes).then(() => answered.push(`measure ${index + 1}`)));
      const shrunk = shrinker.shrink(toShrink).then(() => answered.push('rgb 5'));
      await Promise.all([...measured, shrunk]);
      expect(answered).toEqual(['rgb 5', 'measure 1', 'measure 2', 'measure 3', 'measure 4']);
    } finally {
      await shrinker.close();
    }
  });

  it('refuses a frame of the wrong size, and every frame after it', async () => {
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    try {
      const short = shrinker.shrink(new Uint8Array(FRAME_BYTES - 1));
      const next = shrinker.shrink(frame(4));
      await expect(short).rejects.toThrow(`has ${FRAME_BYTES} bytes, not ${FRAME_BYTES - 1}`);
      await expect(next).rejects.toThrow(`not ${FRAME_BYTES - 1}`);
      await expect(shrinker.shrink(frame(5))).rejects.toThrow(`not ${FRAME_BYTES - 1}`);
    } finally {
      await shrinker.close();
    }
  });

  it('refuses frames once closed', async () => {
    const shrinker = new FrameShrinker({ width: WIDTH, height: HEIGHT, colour: COLOUR, halvedByDecoder: 0 });
    await shrinker.close();
    await expect(shrinker.shrink(frame(6))).rejects.toThrow('closed');
  });
});
