import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTruncatedIsoBmff } from './boxLayout';

let dir: string;
let whole: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'box-layout-'));
  whole = path.join(dir, 'clip.mp4');
  // Index first (faststart), as web exports are: a cut copy of it still probes fine in ffmpeg.
  execFileSync(ffmpeg.path, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=160x120:r=25:d=2', '-c:v', 'libx264', '-movflags', '+faststart', '-y', whole]);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function cut(bytes: number): Promise<string> {
  const file = path.join(dir, `cut-${bytes}.mp4`);
  await fs.writeFile(file, (await fs.readFile(whole)).subarray(0, bytes));
  return file;
}

describe('isTruncatedIsoBmff', () => {
  it('accepts a whole MP4', async () => {
    expect(await isTruncatedIsoBmff(whole)).toBe(false);
  });

  it('spots an MP4 cut anywhere: in the media data, in a box header, right after the first box', async () => {
    const size = (await fs.stat(whole)).size;
    for (const bytes of [Math.floor(size / 2), size - 1, 36, 4]) {
      expect(await isTruncatedIsoBmff(await cut(bytes)), `cut at ${bytes} of ${size}`).toBe(true);
    }
  });

  it('accepts a last box that declares it runs to the end of the file', async () => {
    const data = await fs.readFile(whole);
    const open = Buffer.concat([data, Buffer.from([0, 0, 0, 0]), Buffer.from('free'), Buffer.alloc(100)]);
    const file = path.join(dir, 'open-ended.mp4');
    await fs.writeFile(file, open);
    expect(await isTruncatedIsoBmff(file)).toBe(false);
  });

  it('accepts bytes after a complete file (index and media both whole), which is not a cut', async () => {
    const data = await fs.readFile(whole);
    for (const tail of [Buffer.from('trailing garbage'), Buffer.alloc(3), Buffer.from([0xff, 0xff, 0xff, 0xff, 0x6a, 0x75, 0x6e, 0x6b, 1, 2])]) {
      const file = path.join(dir, `trailing-${tail.length}.mp4`);
      await fs.writeFile(file, Buffer.concat([data, tail]));
      expect(await isTruncatedIsoBmff(file), `${tail.length} trailing bytes`).toBe(false);
    }
  });
});
