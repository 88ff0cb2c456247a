import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { decodeFrames, decodeI420Frames, probeVideo } from '../../media';
import { encoderArgs, toHdr } from '../../media/phoneMedia';
import { fixtureVideo, makeWithFfmpeg, tempDir } from '../../media/testMedia';
import { exactHalvings, halveI420 } from './i420Halve';
import { packedI420Layout, rgbFromI420 } from './i420ToRgb';

/** Encoding on a loaded 2-core machine: generous, never a speed test. */
const SLOW = { timeout: 180_000 };

describe('exactHalvings', () => {
  it('halves while the longest side stays at 960 px or more and both sides divide by 4', () => {
    expect(exactHalvings(3840, 2160)).toBe(2);
    expect(exactHalvings(2160, 3840)).toBe(2);
    expect(exactHalvings(1920, 1080)).toBe(1);
    expect(exactHalvings(1080, 1920)).toBe(1);
    expect(exactHalvings(2560, 1440)).toBe(1);
    expect(exactHalvings(1280, 720)).toBe(0);
    // 1082 / 2 is odd: its chroma plane would not halve exactly.
    expect(exactHalvings(1920, 1082)).toBe(0);
    // Halved once to 1920×1082, whose 1082 does not divide by 4: the second halving would not be exact.
    expect(exactHalvings(3840, 2164)).toBe(1);
  });
});

/** The upright 4:2:0 frames of a clip, halved `halvings` times by ffmpeg. */
async function framesOf(path: string, halvings: number) {
  const info = await probeVideo(path);
  const frames = [];
  for await (const frame of decodeI420Frames(path, { info, frames: [0, 40], halvings })) frames.push({ ...frame, data: frame.data.slice() });
  return frames;
}

/** A 1.5 s clip of the fixture at 1248×1728: a multiple of 8 each way, so two exact halvings. */
async function largeClip(hdr: boolean): Promise<string> {
  const dir = await tempDir();
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const filters = ['scale=1248:1728:flags=bicubic', ...(hdr ? [toHdr('arib-std-b67')] : [])];
  const encoder = hdr ? encoderArgs('hevc-hlg') : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p'];
  return makeWithFfmpeg(join(dir, 'large.mp4'), ['-t', '1.5', '-i', fixtureVideo(), '-an', '-vf', filters.join(','), ...encoder]);
}

/** The frame halved as the page halves it, `times` times. */
function halvedHere(frame: { data: Uint8Array; width: number; height: number }, times: number) {
  let halved = { data: frame.data, layout: packedI420Layout(frame.width, frame.height), width: frame.width, height: frame.height };
  for (let i = 0; i < times; i += 1) halved = halveI420(halved.data, halved.layout, halved.width, halved.height);
  return halved;
}

const meanOf = (bytes: Uint8Array) => bytes.reduce((sum, byte) => sum + byte, 0) / bytes.length;

describe('halving in ffmpeg and on the page', () => {
  it('gives the same bytes, once and twice over, for an SDR clip (decision 1609’s one scaler, issue 31)', SLOW, async () => {
    const clip = await largeClip(false);
    const [full, halvedOnce, halvedTwice] = await Promise.all([framesOf(clip, 0), framesOf(clip, 1), framesOf(clip, 2)]);
    expect(full).toHaveLength(2);
    for (const [i, frame] of full.entries()) {
      expect([halvedOnce[i]!.width, halvedOnce[i]!.height, halvedTwice[i]!.width, halvedTwice[i]!.height]).toEqual([624, 864, 312, 432]);
      expect(Buffer.compare(Buffer.from(halvedHere(frame, 1).data), Buffer.from(halvedOnce[i]!.data))).toBe(0);
      expect(Buffer.compare(Buffer.from(halvedHere(frame, 2).data), Buffer.from(halvedTwice[i]!.data))).toBe(0);
      expect([halvedOnce[i]!.timeMs, halvedTwice[i]!.timeMs]).toEqual([frame.timeMs, frame.timeMs]);
    }
  });

  it('halves an HDR frame before tone-mapping it, to the picture tone-mapped at full size', SLOW, async () => {
    const clip = await largeClip(true);
    const [full, halvedTwice] = await Promise.all([framesOf(clip, 0), framesOf(clip, 2)]);
    for (const [i, frame] of full.entries()) {
      const reference = halvedHere(frame, 2);
      expect([halvedTwice[i]!.width, halvedTwice[i]!.height]).toEqual([312, 432]);
      const luma = (data: Uint8Array) => data.subarray(0, 312 * 432);
      // Tone mapping is not linear, so the order shows in rounding only: the same brightness within a level.
      expect(Math.abs(meanOf(luma(halvedTwice[i]!.data)) - meanOf(luma(reference.data)))).toBeLessThan(1);
    }
  });
});

describe('halved frames converted to RGB by ffmpeg', () => {
  // Phone clips that halve to the posed size skip the shrinking worker: ffmpeg converts the halved
  // frame itself, and must give the bytes the worker (and, for SDR, the page) makes from its planes.
  it.each([
    { hdr: false, halvings: 1 },
    { hdr: true, halvings: 2 },
  ])('are the bytes converted here from the halved planes (HDR: $hdr, halved $halvings times)', SLOW, async ({ hdr, halvings }) => {
    const clip = await largeClip(hdr);
    const info = await probeVideo(clip);
    const planes = await framesOf(clip, halvings);
    const rgb = [];
    for await (const frame of decodeFrames(clip, { maxSide: 4096, info, frames: [0, 40], halvings })) rgb.push(frame);
    expect(rgb.map((frame) => [frame.index, frame.width, frame.height])).toEqual(planes.map((frame) => [frame.index, frame.width, frame.height]));
    for (const [i, frame] of planes.entries()) {
      const here = rgbFromI420(frame.data, packedI420Layout(frame.width, frame.height), frame.width, frame.height, info.colour);
      expect(Buffer.compare(Buffer.from(here.data), Buffer.from(rgb[i]!.data))).toBe(0);
      expect(rgb[i]!.timeMs).toBe(frame.timeMs);
    }
  });
});
