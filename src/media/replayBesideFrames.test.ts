import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, decodeI420Frames, type DecodedFrame, type SideOutput } from './decode';
import { replayBesideFrames, replayBesideFramesFits } from './playback';
import { probeVideo, type VideoInfo } from './probe';
import { fixtureVideo, patternClip, phoneStyleCopy, tempDir } from './testMedia';

/** Encoding HEVC and posing nothing, on a loaded 2-core machine: generous, never a speed test. */
const SLOW = { timeout: 180_000 };

type Decode = (path: string, info: VideoInfo, sideOutputs?: SideOutput[]) => AsyncGenerator<DecodedFrame>;

/** Each frame's time and a digest of its bytes: frames share buffers, so they are read as they come. */
async function framesOf(decode: AsyncGenerator<DecodedFrame>) {
  const frames: { timeMs: number; digest: string }[] = [];
  for await (const frame of decode) frames.push({ timeMs: frame.timeMs, digest: createHash('md5').update(frame.data).digest('hex') });
  return frames;
}

// An SDR clip whose replay is encoded again is decoded once for its frames and its replay (decision
// 3100, 2 Dec); its frames must stay the bytes the page makes from the decoded picture (decision 1609).
describe('the replay written beside the frames of an SDR clip', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('is wanted where the replay is encoded again, not where it is copied', SLOW, async () => {
    const sideways = await phoneStyleCopy(fixtureVideo(), join(dir, 'fits.mp4'), { seconds: 0.5, codec: 'libx265' });
    expect(replayBesideFramesFits(await probeVideo(sideways))).toBe(true);
    expect(replayBesideFramesFits(await probeVideo(fixtureVideo()))).toBe(false);
  });

  // The three ways the tracker gets an SDR clip's frames (src/pose/node: poseFrames).
  const cases: [string, () => Promise<string>, Decode][] = [
    [
      'RGB frames of an HEVC clip stored on its side',
      () => phoneStyleCopy(fixtureVideo(), join(dir, 'sideways.mp4'), { seconds: 1, codec: 'libx265' }),
      (path, info, sideOutputs) => decodeFrames(path, { maxSide: 960, info, sideOutputs }),
    ],
    [
      'RGB frames halved by the decoder',
      () => patternClip(join(dir, 'halved.mp4'), { width: 1920, height: 1080, fps: 30, seconds: 1 }),
      (path, info, sideOutputs) => decodeFrames(path, { maxSide: 960, info, halvings: 1, sideOutputs }),
    ],
    [
      'the 4:2:0 planes our scaler shrinks',
      () => patternClip(join(dir, 'planes.mp4'), { width: 1600, height: 900, fps: 30, seconds: 1 }),
      (path, info, sideOutputs) => decodeI420Frames(path, { info, sideOutputs }),
    ],
  ];

  it.each(cases)('leaves the frames as they are without it, and replays every one upright at its time: %s', SLOW, async (_, make, decode) => {
    const clip = await make();
    const info = await probeVideo(clip);
    const replay = join(dir, `replay-${info.width}x${info.height}.mp4`);
    const alone = await framesOf(decode(clip, info));
    const beside = await framesOf(decode(clip, info, [replayBesideFrames(info, replay)]));
    expect(beside).toEqual(alone);
    expect(await probeVideo(replay)).toMatchObject({ codec: 'h264', rotation: 0, hdr: null, width: Math.min(info.width, 1280) });
    const replayed = await framesOf(decodeFrames(replay, { maxSide: 320 }));
    expect(replayed.map((frame) => frame.timeMs)).toEqual(alone.map((frame) => frame.timeMs));
  });
});
