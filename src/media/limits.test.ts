/**
 * The uploads of issue 25 that cost minutes of work, each refused at intake by what its header and
 * packets say, and the decoder's own checks on the stream while it runs.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames } from './decode';
import { assertDecodable } from './decodable';
import { MediaOverLimitError, MediaTooLongError } from './errors';
import { MEDIA_LIMITS, parsePacketScan } from './limits';
import { probeVideo } from './probe';
import { decompressionBombPng, durationlessWebm, eightKClip, fixtureVideo, patternClip, tempDir } from './testMedia';

const SLOW = { timeout: 120_000 };
const video = (path: string) => ({ path, media: { kind: 'video' as const, mime: 'video/mp4', ext: 'mp4' } });
const image = (path: string) => ({ path, media: { kind: 'image' as const, mime: 'image/png', ext: 'png' } });

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

async function refusal(check: Promise<unknown>): Promise<Error> {
  const error = await check.then(
    () => null,
    (e: unknown) => e as Error,
  );
  if (!error) throw new Error('the check passed');
  return error;
}

describe('at intake', () => {
  it('passes the real swing', SLOW, async () => {
    await expect(assertDecodable(video(fixtureVideo()))).resolves.toBeUndefined();
  });

  // Issue 25's clip was 59 s at 1000 frames a second; 3 s is enough to show the rate alone refuses
  // it (3,000 frames, under the frame limit), and making 59,000 frames ran past two minutes on a busy machine.
  it('refuses 96×64 at 1000 frames a second by its rate, though short and under the frame limit', SLOW, async () => {
    const clip = await patternClip(join(dir, 'thousand.mp4'), { width: 96, height: 64, fps: 1000, seconds: 3 });
    expect((await probeVideo(clip)).fps).toBe(1000);
    const error = await refusal(assertDecodable(video(clip)));
    expect(error).toBeInstanceOf(MediaOverLimitError);
    // The rate is measured from the packets: within a few frames of 1000 over 3 s.
    const [, measured] = /has (\d+) frames a second; we analyse up to 240/.exec(error.message) ?? [];
    expect(Number(measured)).toBeGreaterThanOrEqual(990);
    expect(Number(measured)).toBeLessThanOrEqual(1010);
  });

  it('refuses a 5-second 8K clip by its frame size', SLOW, async () => {
    const error = await refusal(assertDecodable(video(await eightKClip(join(dir, '8k.mp4')))));
    expect(error).toBeInstanceOf(MediaOverLimitError);
    expect(error.message).toMatch(/7680×4320 pixels, more than we analyse/);
  });

  it.each([
    [16384, 8],
    [8, 4096],
  ])('refuses a %i×%i clip by its shape', SLOW, async (width, height) => {
    const clip = await patternClip(join(dir, `${width}x${height}.mp4`), { width, height, fps: 30, seconds: 2 });
    const error = await refusal(assertDecodable(video(clip)));
    expect(error).toBeInstanceOf(MediaOverLimitError);
    expect(error.message).toMatch(/far wider or taller than a camera records/);
  });

  it('refuses a 10-minute WebM whose container states no duration, by its packets', SLOW, async () => {
    const clip = await durationlessWebm(join(dir, 'live.webm'), 600);
    expect((await probeVideo(clip)).durationMs).toBeNull();
    const error = await refusal(assertDecodable({ path: clip, media: { kind: 'video', mime: 'video/webm', ext: 'webm' } }));
    expect(error).toBeInstanceOf(MediaTooLongError);
    expect(error.message).toMatch(/This one is 600 seconds/);
  });

  it('refuses more frames than the limit within the minute, at an allowed rate', SLOW, async () => {
    const clip = await patternClip(join(dir, 'many.mp4'), { width: 96, height: 64, fps: 200, seconds: 20 });
    const error = await refusal(assertDecodable(video(clip)));
    expect(error).toBeInstanceOf(MediaOverLimitError);
    expect(error.message).toMatch(/4000 frames or more; we analyse up to 3600/);
  });

  it('refuses an 8000×4 image by its shape', async () => {
    const path = join(dir, 'strip.png');
    await sharp({ create: { width: 8000, height: 4, channels: 3, background: 'white' } })
      .png()
      .toFile(path);
    const error = await refusal(assertDecodable(image(path)));
    expect(error).toBeInstanceOf(MediaOverLimitError);
  });

  it('refuses a decompression-bomb PNG by the size its header declares', async () => {
    const path = join(dir, 'bomb.png');
    await writeFile(path, decompressionBombPng(100_000));
    const error = await refusal(assertDecodable(image(path)));
    expect(error).toBeInstanceOf(MediaOverLimitError);
    expect(error.message).toMatch(/100000×100000 pixels, more than we analyse/);
  });
});

describe('while decoding', () => {
  it('stops a stream without a stated duration at 60 seconds of decoded frames', SLOW, async () => {
    const clip = await durationlessWebm(join(dir, 'live-70.webm'), 70);
    let last = 0;
    const error = await refusal(
      (async () => {
        for await (const frame of decodeFrames(clip, { maxSide: 96 })) last = frame.timeMs;
      })(),
    );
    expect(error).toBeInstanceOf(MediaTooLongError);
    expect(last).toBeLessThanOrEqual(MEDIA_LIMITS.maxSeconds * 1000);
  });

  it('stops at the frame limit, whatever the intake let through', SLOW, async () => {
    const clip = await patternClip(join(dir, 'many-decode.mp4'), { width: 32, height: 32, fps: 120, seconds: 31 });
    let frames = 0;
    const error = await refusal(
      (async () => {
        for await (const frame of decodeFrames(clip, { maxSide: 32 })) frames = frame.index + 1;
      })(),
    );
    expect(error).toBeInstanceOf(MediaOverLimitError);
    expect(frames).toBe(MEDIA_LIMITS.maxFrames);
  });
});

describe('parsePacketScan', () => {
  it('reads the last progress line', () => {
    const log = 'frame=  100 fps=0.0 time=00:00:03.30 bitrate=N/A\rframe= 6000 fps=0.0 q=-1.0 Lsize=N/A time=00:09:59.90 bitrate=N/A\n';
    expect(parsePacketScan(log)).toEqual({ frames: 6000, durationMs: 599_900 });
  });

  it('counts no frames from a line that has none, as ffmpeg 7 prints for a copy, so the scan fails closed', () => {
    const log = '[out#0/null @ 0x55856ed83200] video:345KiB audio:0KiB\nsize=N/A time=00:00:08.74 bitrate=N/A speed=3.94e+03x    \n';
    expect(parsePacketScan(log)).toEqual({ frames: null, durationMs: 8740 });
  });
});
