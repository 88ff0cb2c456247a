import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, type SideOutput } from './decode';
import { replayBesideFrames } from './playback';
import { probeVideo } from './probe';
import { fixtureVideo, pairedTimestampsWebm, phoneStyleCopy, tempDir } from './testMedia';
import { extractJpegFrames, stillsBesideFrames, stillsWritten } from './thumbnails';

/** Encoding HEVC and decoding clips twice, on a loaded 2-core machine: generous, never a speed test. */
const SLOW = { timeout: 180_000 };

/** The fixture's downswing, where each frame differs from the next: a still one frame off shows it. */
const DOWNSWING = Array.from({ length: 16 }, (_, i) => 125 + i);

/** Decodes a clip for the tracker with the given side outputs, to its end; the number of frames. */
async function decodeWith(clip: string, sideOutputs: SideOutput[]): Promise<number> {
  let frames = 0;
  for await (const _ of decodeFrames(clip, { maxSide: 960, info: await probeVideo(clip), sideOutputs })) frames += 1;
  return frames;
}

/** Mean absolute difference of two stills' luminance, each less its own mean: the picture, not the JPEG's range rounding. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((jpeg) => sharp(jpeg).greyscale().raw().toBuffer()));
  expect(x.length).toBe(y.length);
  const mean = (data: Buffer) => data.reduce((sum, v) => sum + v, 0) / data.length;
  const [mx, my] = [mean(x), mean(y)];
  return x.reduce((sum, v, i) => sum + Math.abs(v - mx - (y[i] - my)), 0) / x.length;
}

/** For each written still, which of the stills picked after the tracking (the frame before, its own, the one after) it is nearest. */
async function nearestOf(written: Buffer[], picked: Buffer[]): Promise<number[]> {
  const nearest: number[] = [];
  for (let i = 1; i + 1 < written.length; i += 1) {
    const differences = await Promise.all([-1, 0, 1].map((offset) => difference(written[i], picked[i + offset])));
    nearest.push(differences.indexOf(Math.min(...differences)) - 1);
  }
  return nearest;
}

// The event stills come from the decoding the tracker does anyway, not from a second one once the
// events are known (decision 3118, later): a still of every frame, named by the track's index.
describe('the stills written beside the frames', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await tempDir();
  });

  it('holds a still of every frame, each the picture of the frame it is named for', SLOW, async () => {
    const stills = join(dir, 'fixture-stills');
    const frames = await decodeWith(fixtureVideo(), [await stillsBesideFrames(await probeVideo(fixtureVideo()), stills, 320)]);
    expect(readdirSync(stills)).toHaveLength(frames);
    const written = (await stillsWritten(stills, DOWNSWING))!;
    const picked = await extractJpegFrames(fixtureVideo(), DOWNSWING, 320);
    expect((await sharp(written[0]).metadata()).width).toBe(320);
    expect(await nearestOf(written, picked)).toEqual(DOWNSWING.slice(2).map(() => 0));
  });

  it('is made upright from the replay written beside them', SLOW, async () => {
    const sideways = await phoneStyleCopy(fixtureVideo(), join(dir, 'sideways.mp4'), { seconds: 5, codec: 'libx265' });
    const info = await probeVideo(sideways);
    const stills = join(dir, 'sideways-stills');
    const frames = await decodeWith(sideways, [replayBesideFrames(info, join(dir, 'replay.mp4')), await stillsBesideFrames(info, stills, 320)]);
    expect(readdirSync(stills)).toHaveLength(frames);
    const written = (await stillsWritten(stills, DOWNSWING))!;
    expect(await sharp(written[0]).metadata()).toMatchObject({ width: 320, height: 445 });
    expect(await nearestOf(written, await extractJpegFrames(sideways, DOWNSWING, 320))).toEqual(DOWNSWING.slice(2).map(() => 0));
  });

  it('holds a still of every frame of a recording whose frames share their timestamps in pairs', SLOW, async () => {
    const paired = await pairedTimestampsWebm(fixtureVideo(), join(dir, 'paired.webm'), 3);
    const stills = join(dir, 'paired-stills');
    const frames = await decodeWith(paired, [await stillsBesideFrames(await probeVideo(paired), stills, 320)]);
    expect(frames).toBeGreaterThan(80);
    expect(readdirSync(stills)).toHaveLength(frames);
  });

  it('is not there when the decoding stopped before the clip ended, and then no still is read', SLOW, async () => {
    const stills = join(dir, 'stopped-stills');
    const info = await probeVideo(fixtureVideo());
    for await (const frame of decodeFrames(fixtureVideo(), { maxSide: 960, info, sideOutputs: [await stillsBesideFrames(info, stills, 320)] })) {
      if (frame.index === 20) break;
    }
    expect(existsSync(stills) || existsSync(`${stills}.partial`)).toBe(false);
    expect(await stillsWritten(stills, [0])).toBeNull();
  });
});
