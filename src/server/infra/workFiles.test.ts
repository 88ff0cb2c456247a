import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkDir, sweepWorkFiles } from './workFiles';

describe('work folders', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'work-files-test-'));
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('removes the folders of a process that died and keeps those of live ones and everything else', async () => {
    // A process that has run and exited: its pid is free (and not reused within this test).
    const deadPid = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    for (const name of [`fairway-upload-${deadPid}-aaaaaa`, `fairway-analysis-${deadPid}-bbbbbb`, `fairway-s3-copy-${deadPid}-cccccc`]) {
      await fs.mkdir(path.join(root, name, 'frames'), { recursive: true });
      await fs.writeFile(path.join(root, name, 'frames', 'original'), 'left behind');
    }
    const mine = await makeWorkDir('fairway-analysis', root);
    await fs.mkdir(path.join(root, 'someone-elses-folder'));

    expect(await sweepWorkFiles(root)).toBe(3);
    expect((await fs.readdir(root)).sort()).toEqual([path.basename(mine), 'someone-elses-folder'].sort());
  });
});
