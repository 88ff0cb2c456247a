import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { burnOverlay, exportSize } from './burnOverlay';
import { makeWithFfmpeg, tempDir } from './testMedia';

describe('burning an overlay into a video', () => {
  it('keeps the source size up to 1080p, with even sides', () => {
    expect(exportSize(354, 492, 1080)).toEqual({ width: 354, height: 492 });
    expect(exportSize(3840, 2160, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(exportSize(2160, 3840, 1080)).toEqual({ width: 1080, height: 1920 });
    expect(exportSize(1081, 1441, 1080)).toEqual({ width: 1080, height: 1440 });
  });

  it('leaves nothing at the target when stopped half-way', async () => {
    const dir = await tempDir();
    const source = await makeWithFfmpeg(join(dir, 'grey.mp4'), [
      '-f',
      'lavfi',
      '-i',
      'color=c=gray:s=64x64:r=30:d=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
    ]);
    const stop = new AbortController();
    const transparent = Buffer.alloc(64 * 64 * 4);
    const overlay = { width: 64, height: 64, fps: 30, frameCount: 60, frame: async () => transparent };
    const burnt = burnOverlay(source, join(dir, 'out.mp4'), overlay, { signal: stop.signal, onProgress: (fraction) => void (fraction >= 0.5 && stop.abort()) });
    await expect(burnt).rejects.toThrow(/aborted/);
    expect((await readdir(dir)).sort()).toEqual(['grey.mp4']);
  });
});
