/**
 * Frames no camera makes (issue 25): a 16384×8 and an 8×4096 clip and an 8000×4 image, posed at
 * 960 px on the long side, are one or two pixels on the short side. The person search must stay
 * within its bound of model runs on them instead of trying thousands of tiles.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, MediaOverLimitError } from '../../media';
import { makeWithFfmpeg, tempDir } from '../../media/testMedia';
import { DECODE_MAX_SIDE } from '../image';
import { MAX_TILES_PER_SIDE, PersonTracker } from '../personTracker';
import { ADAPTIVE } from '../sampling';
import { trackFrames } from '../trackFrames';
import { loadPoseModel, trackImage } from './index';

const SLOW = { timeout: 120_000 };
/** One search: the full view and a closer look, then each tile of the two sizes and a closer look at it. */
const RUNS_PER_SEARCH = 2 + 2 * 2 * MAX_TILES_PER_SIDE;

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe.each([
  ['16384x8', 16384, 8],
  ['8x4096', 8, 4096],
])('a 2-second %s clip', (name, width, height) => {
  it('is posed within the bound of model runs per frame', SLOW, async () => {
    const clip = await makeWithFfmpeg(join(dir, `${name}.mp4`), [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=30`,
      '-t',
      '2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
    ]);
    const estimator = await loadPoseModel('lightning');
    const result = await trackFrames(decodeFrames(clip, { maxSide: DECODE_MAX_SIDE }), estimator, ADAPTIVE);
    expect(result.framesSeen).toBeGreaterThan(0);
    expect(result.inferences).toBeLessThanOrEqual(result.framesSeen * 2 + 3 * RUNS_PER_SEARCH);
  });
});

describe('an 8000×4 image', () => {
  it('is posed within the bound of one search', SLOW, async () => {
    const image = await sharp({ create: { width: 8000, height: 4, channels: 3, background: { r: 90, g: 140, b: 60 } } })
      .png()
      .toBuffer();
    const estimator = await loadPoseModel('lightning');
    const { data, info } = await sharp(image)
      .resize({ width: DECODE_MAX_SIDE, height: DECODE_MAX_SIDE, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tracker = new PersonTracker(estimator);
    tracker.estimate({ width: info.width, height: info.height, data });
    expect(tracker.inferences).toBeLessThanOrEqual(RUNS_PER_SEARCH);
    // The image path itself refuses the shape before posing (media/limits.ts).
    await expect(trackImage(image)).rejects.toBeInstanceOf(MediaOverLimitError);
  });
});
