import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { fixtureVideo, tempDir } from './testMedia';

/** Whether a process is gone: no such process, or a zombie waiting for an init that reaps slowly. */
function gone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

// The parent-death signal comes from util-linux's setpriv, on Linux only (src/media/ffmpeg.ts).
describe.runIf(existsSync('/usr/bin/setpriv'))('an ffmpeg whose process dies', () => {
  it('is killed with it, even while paused for another analysis', { timeout: 120_000 }, async () => {
    // A worker that starts the replay encoder, pauses it (its analysis is held back), and is killed.
    const worker = join(await tempDir(), 'worker.mts');
    await writeFile(
      worker,
      `import { runFfmpeg } from ${JSON.stringify(resolve(import.meta.dirname, 'ffmpeg.ts'))};
import { readFileSync } from 'node:fs';
runFfmpeg(['-re', '-i', ${JSON.stringify(fixtureVideo())}, '-f', 'null', '-'], (encoder) => {
  // Paused only once it is ffmpeg itself: setpriv, paused before it set the death signal, would outlive us.
  const program = readFileSync('/proc/' + encoder.pid + '/comm', 'utf8').trim();
  encoder.kill('SIGSTOP');
  console.log(encoder.pid + ' ' + program);
});
setInterval(() => {}, 1000);
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', worker], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const [pid, program] = line.toString().trim().split(' ');
    const encoder = Number(pid);
    expect(program).toBe('ffmpeg');
    try {
      expect(gone(encoder)).toBe(false);
      child.kill('SIGKILL');
      await once(child, 'exit');
      await expect.poll(() => gone(encoder), { timeout: 60_000 }).toBe(true);
    } finally {
      // Had it survived, it would stay paused for ever: the test does not leave it behind.
      if (!gone(encoder)) process.kill(encoder, 'SIGKILL');
    }
  });
});
