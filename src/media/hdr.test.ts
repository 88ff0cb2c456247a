import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, decodeI420Frames, hdrShrunkFirst } from './decode';
import { hdrHevcCopy } from './phoneMedia';
import { replayBesideFrames, replayBesideFramesFits, writePlaybackMp4 } from './playback';
import { probeVideo } from './probe';
import { fixtureVideo, tempDir } from './testMedia';

/** Encoding HEVC on a loaded 2-core machine: generous, never a speed test. */
const SLOW = { timeout: 180_000 };

/** The mean of every 7th byte of a frame's first `length` bytes: its overall brightness. */
function brightness(data: Uint8Array, length = data.length): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < length; i += 7) {
    sum += data[i];
    count += 1;
  }
  return sum / count;
}

/** The mean difference of two frames of one size, level by level. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

async function firstFrames(path: string) {
  const info = await probeVideo(path);
  let rgb = 0;
  // 231×321: an odd size, which the tone mapping must not meet in 4:2:0.
  for await (const frame of decodeFrames(path, { maxSide: 321, info, frames: [0] })) rgb = brightness(frame.data);
  let luma = 0;
  for await (const frame of decodeI420Frames(path, { info, frames: [0] })) luma = brightness(frame.data, frame.width * frame.height);
  return { info, rgb, luma };
}

/** Decision 3100: an HDR phone clip reaches the pose model as the SDR picture it would have been. */
describe('HDR footage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir();
  });

  for (const [codec, hdr] of [
    ['hevc-hlg', 'hlg'],
    ['hevc-pq', 'pq'],
  ] as const) {
    it(`is tone-mapped to SDR BT.709 when the stream says ${hdr.toUpperCase()}, in both decoders`, SLOW, async () => {
      const clip = await hdrHevcCopy(fixtureVideo(), join(dir, `${hdr}.mp4`), 0.5, codec);
      const sdr = await firstFrames(fixtureVideo());
      const tonemapped = await firstFrames(clip);
      expect(tonemapped.info).toMatchObject({ hdr, pixelFormat: 'yuv420p10le', colour: { matrix: 'bt709', fullRange: false } });
      // Within a tenth of the SDR picture it was made from, in both the RGB and the 4:2:0 decoder.
      expect(Math.abs(tonemapped.rgb - sdr.rgb) / sdr.rgb).toBeLessThan(0.1);
      expect(Math.abs(tonemapped.luma - sdr.luma) / sdr.luma).toBeLessThan(0.1);
    });
  }

  it('is shrunk before it is tone-mapped, odd sides to the even ones above, to the picture of tone-mapping it whole', SLOW, async () => {
    const clip = await hdrHevcCopy(fixtureVideo(), join(dir, 'hlg-shrunk.mp4'), 0.5);
    const info = await probeVideo(clip);
    const firstFrame = async (path: string, size: { width: number; height: number }) => {
      for await (const frame of decodeFrames(path, { maxSide: size.height, info: await probeVideo(path), frames: [0], size })) return frame;
      throw new Error(`no frame in ${path}`);
    };
    expect(info.hdr).toBe('hlg');
    // 176×246: even, so zimg tone-maps the shrunk frame; 177×245 is odd, so the frame is shrunk to
    // 178×246, tone-mapped and shrunk by a pixel after; at the clip's own size it is tone-mapped whole.
    const fromSdr = async (size: { width: number; height: number }) => {
      const frame = await firstFrame(clip, size);
      expect([frame.width, frame.height]).toEqual([size.width, size.height]);
      return meanDifference(frame.data, (await firstFrame(fixtureVideo(), size)).data);
    };
    const even = await fromSdr({ width: 176, height: 246 });
    const odd = await fromSdr({ width: 177, height: 245 });
    const whole = await fromSdr({ width: info.width, height: info.height });
    // Each lands as near the SDR picture the clip was made from as the whole frame tone-mapped (13
    // levels on average; 47 with no tone mapping at all).
    for (const shrunk of [even, odd]) {
      expect(shrunk).toBeLessThan(20);
      expect(Math.abs(shrunk - whole)).toBeLessThan(2);
    }
    // What zimg is given: the even size, never larger than the frame, and nothing for a frame not shrunk or not HDR.
    expect(hdrShrunkFirst(info, info, { width: 177, height: 245 })).toEqual({ width: 178, height: 246 });
    expect(hdrShrunkFirst(info, info, { width: info.width - 1, height: info.height - 1 })).toBeUndefined();
    expect(hdrShrunkFirst({ ...info, hdr: null }, info, { width: 176, height: 246 })).toBeUndefined();
  });

  it('is tone-mapped in the replay too, which is tagged SDR BT.709', SLOW, async () => {
    const clip = await hdrHevcCopy(fixtureVideo(), join(dir, 'hlg-replay-source.mp4'), 0.5);
    const replay = join(dir, 'replay.mp4');
    await writePlaybackMp4(clip, replay);
    const played = await firstFrames(replay);
    const sdr = await firstFrames(fixtureVideo());
    expect(played.info).toMatchObject({ codec: 'h264', hdr: null, pixelFormat: 'yuv420p', colour: { matrix: 'bt709', fullRange: false } });
    expect(Math.abs(played.rgb - sdr.rgb) / sdr.rgb).toBeLessThan(0.1);
  });

  it("is decoded once for the frames and the replay: a whole SDR replay of every frame, at the frames' times (decision 3115)", SLOW, async () => {
    const clip = await hdrHevcCopy(fixtureVideo(), join(dir, 'hlg-once.mp4'), 0.5);
    const info = await probeVideo(clip);
    expect(replayBesideFramesFits(info)).toBe(true);
    const replay = join(dir, 'replay-beside.mp4');
    const times: number[] = [];
    let first = 0;
    for await (const frame of decodeFrames(clip, { maxSide: 321, info, sideOutputs: [replayBesideFrames(info, replay)] })) {
      if (times.length === 0) first = brightness(frame.data);
      times.push(frame.timeMs);
    }
    expect(await probeVideo(replay)).toMatchObject({ codec: 'h264', hdr: null, width: 354, height: 492, colour: { matrix: 'bt709', fullRange: false } });
    const replayTimes: number[] = [];
    for await (const frame of decodeFrames(replay, { maxSide: 321 })) replayTimes.push(frame.timeMs);
    expect(replayTimes).toEqual(times);
    // The frames are the tone-mapped picture, as the decoder alone gives it: within a tenth of the SDR picture.
    const sdr = await firstFrames(fixtureVideo());
    expect(Math.abs(first - sdr.rgb) / sdr.rgb).toBeLessThan(0.1);
  });

  it('leaves no replay, whole or partial, when the frames were not read to the end', SLOW, async () => {
    const clip = await hdrHevcCopy(fixtureVideo(), join(dir, 'hlg-stopped.mp4'), 0.5);
    const info = await probeVideo(clip);
    const folder = await tempDir();
    let read = 0;
    for await (const frame of decodeFrames(clip, { maxSide: 246, info, sideOutputs: [replayBesideFrames(info, join(folder, 'replay.mp4'))] })) {
      read += frame.data.length > 0 ? 1 : 0;
      if (read === 2) break;
    }
    expect(read).toBe(2);
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves SDR footage alone', async () => {
    expect((await probeVideo(fixtureVideo())).hdr).toBeNull();
  });
});
