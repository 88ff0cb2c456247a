import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { decodeI420Frames, probeVideo } from '../../media';
import { encoderArgs, toHdr } from '../../media/phoneMedia';
import { fixtureVideo, makeWithFfmpeg, tempDir } from '../../media/testMedia';
import { exactHalvings, halveI420 } from './i420Halve';
import { packedI420Layout } from './i420ToRgb';

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

describe('halving in ffmpeg and on the page', () => {
  for (const [name, hdr] of [
    ['an SDR clip', false],
    ['an HLG clip in 10 bits', true],
  ] as const) {
    it(`gives the same bytes, twice over, for ${name} (decision 1609's one scaler, issue 31)`, SLOW, async () => {
      const dir = await tempDir();
      onTestFinished(() => rm(dir, { recursive: true, force: true }));
      // 1248×1728 (the fixture at 3.5×): a multiple of 8 each way, so two exact halvings.
      const filters = ['scale=1248:1728:flags=bicubic', ...(hdr ? [toHdr('arib-std-b67')] : [])];
      const encoder = hdr ? encoderArgs('hevc-hlg') : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p'];
      const clip = await makeWithFfmpeg(join(dir, 'large.mp4'), ['-t', '1.5', '-i', fixtureVideo(), '-an', '-vf', filters.join(','), ...encoder]);
      const [full, halvedOnce, halvedTwice] = await Promise.all([framesOf(clip, 0), framesOf(clip, 1), framesOf(clip, 2)]);
      expect(full).toHaveLength(2);
      for (const [i, frame] of full.entries()) {
        const once = halveI420(frame.data, packedI420Layout(frame.width, frame.height), frame.width, frame.height);
        const twice = halveI420(once.data, once.layout, once.width, once.height);
        expect([halvedOnce[i]!.width, halvedOnce[i]!.height, halvedTwice[i]!.width, halvedTwice[i]!.height]).toEqual([624, 864, 312, 432]);
        expect(Buffer.compare(Buffer.from(once.data), Buffer.from(halvedOnce[i]!.data))).toBe(0);
        expect(Buffer.compare(Buffer.from(twice.data), Buffer.from(halvedTwice[i]!.data))).toBe(0);
        expect([halvedOnce[i]!.timeMs, halvedTwice[i]!.timeMs]).toEqual([frame.timeMs, frame.timeMs]);
      }
    });
  }
});
