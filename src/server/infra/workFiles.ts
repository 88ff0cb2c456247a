import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Temporary work folders (received uploads, analysis frames and renditions, exported videos, local
 * copies of stored objects for ffmpeg) carry the id of the process that made them, so that a
 * process starting later can tell the folders of a dead process (killed mid-upload or
 * mid-analysis) from those of a live one, and remove them.
 */
export type WorkKind = 'fairway-upload' | 'fairway-analysis' | 'fairway-export' | 'fairway-s3-copy';
const KINDS: readonly WorkKind[] = ['fairway-upload', 'fairway-analysis', 'fairway-export', 'fairway-s3-copy'];

/** Makes a private work folder of this process: `<tmp>/<kind>-<pid>-XXXXXX`. */
export function makeWorkDir(kind: WorkKind, root = os.tmpdir()): Promise<string> {
  return fs.mkdtemp(path.join(root, `${kind}-${process.pid}-`));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the work folders whose process is gone; returns how many. Leaves everything else alone. */
export async function sweepWorkFiles(root = os.tmpdir()): Promise<number> {
  const pattern = new RegExp(`^(?:${KINDS.join('|')})-(\\d+)-`);
  let removed = 0;
  for (const name of await fs.readdir(root).catch(() => [])) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid <= 0 || isAlive(pid)) continue;
    await fs.rm(path.join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
