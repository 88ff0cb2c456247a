import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, decodeI420Frames } from './decode';
import { encoderArgs, toHdr } from './phoneMedia';
import { writePlaybackMp4 } from './playback';
import { probeVideo } from './probe';
import { fixtureVideo, makeWithFfmpeg, tempDir } from './testMedia';

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

  for (const [transfer, hdr] of [
    ['arib-std-b67', 'hlg'],
    ['smpte2084', 'pq'],
  ] as const) {
    it(`is tone-mapped to SDR BT.709 when the stream says ${hdr.toUpperCase()}, in both decoders`, SLOW, async () => {
      const codec = hdr === 'hlg' ? 'hevc-hlg' : 'hevc-pq';
      const clip = await makeWithFfmpeg(join(dir, `${hdr}.mp4`), ['-t', '0.5', '-i', fixtureVideo(), '-an', '-vf', toHdr(transfer), ...encoderArgs(codec)]);
      const sdr = await firstFrames(fixtureVideo());
      const tonemapped = await firstFrames(clip);
      expect(tonemapped.info).toMatchObject({ hdr, pixelFormat: 'yuv420p10le', colour: { matrix: 'bt709', fullRange: false } });
      // Within a tenth of the SDR picture it was made from, in both the RGB and the 4:2:0 decoder.
      expect(Math.abs(tonemapped.rgb - sdr.rgb) / sdr.rgb).toBeLessThan(0.1);
      expect(Math.abs(tonemapped.luma - sdr.luma) / sdr.luma).toBeLessThan(0.1);
    });
  }

  it('is tone-mapped in the replay too, which is tagged SDR BT.709', SLOW, async () => {
    const clip = await makeWithFfmpeg(join(dir, 'hlg-replay-source.mp4'), [
      '-t',
      '0.5',
      '-i',
      fixtureVideo(),
      '-an',
      '-vf',
      toHdr('arib-std-b67'),
      ...encoderArgs('hevc-hlg'),
    ]);
    const replay = join(dir, 'replay.mp4');
    await writePlaybackMp4(clip, replay);
    const played = await firstFrames(replay);
    const sdr = await firstFrames(fixtureVideo());
    expect(played.info).toMatchObject({ codec: 'h264', hdr: null, pixelFormat: 'yuv420p', colour: { matrix: 'bt709', fullRange: false } });
    expect(Math.abs(played.rgb - sdr.rgb) / sdr.rgb).toBeLessThan(0.1);
  });

  it('leaves SDR footage alone', async () => {
    expect((await probeVideo(fixtureVideo())).hdr).toBeNull();
  });
});
