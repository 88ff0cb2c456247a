import { describe, expect, it } from 'vitest';
import { motionLuma } from '../motion';
import { I420FrameMaker, packedI420Layout } from './i420Frames';
import type { YuvColour } from './i420ToRgb';
import { noise } from './testNoise';

describe('I420FrameMaker.motionLuma', () => {
  it.each([
    // Shrunk with three taps each way (a phone's 1080×1500), with two (720p), and from odd sides.
    [1080, 1500, { matrix: 'bt709', fullRange: false }],
    [1280, 720, { matrix: 'bt601', fullRange: false }],
    [1281, 721, { matrix: 'bt709', fullRange: false }],
    // Not shrunk at all, odd sides: the last column and row have chroma samples of their own.
    [355, 491, { matrix: 'bt601', fullRange: false }],
    // Full range, halved here before it is converted.
    [1920, 1080, { matrix: 'bt709', fullRange: true }],
  ] as [number, number, YuvColour][])('is motionLuma of the RGB rgb makes, to the last bit (%i×%i)', (width, height, colour) => {
    const maker = new I420FrameMaker(width, height, colour);
    const layout = packedI420Layout(width, height);
    const frame = noise(layout[2]!.offset + layout[2]!.stride * ((height + 1) >> 1), width * height);
    const fromRgb = motionLuma(maker.rgb(frame, layout));
    // Another frame made first leaves its bytes in the scaler's buffer, where the motion pass does not write.
    maker.rgb(noise(frame.length, 7), layout);
    const fromPlanes = maker.motionLuma(frame, layout);
    expect(fromPlanes).toHaveLength(fromRgb.length);
    expect(Buffer.from(fromPlanes.buffer).equals(Buffer.from(fromRgb.buffer))).toBe(true);
  });
});
