import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/**
 * The ffmpeg binary: FFMPEG_PATH when set (a system ffmpeg), else the one shipped in the npm
 * package. The media layer owns this setting (decision 0900) rather than the server's config,
 * because the CLI scripts (bench, dump-track), the pose layer and the tests decode too.
 */
export function ffmpegBinary(): string {
  return process.env.FFMPEG_PATH || ffmpegInstaller.path;
}

/**
 * util-linux's setpriv, where there is one (Linux; Debian's slim images too): it starts ffmpeg with
 * a parent-death signal, so the kernel kills it when the thread that started it ends (the process,
 * or the tracking thread, which reads its decoder to the end first). Without it, an encoder a
 * killed worker had paused (SIGSTOP, while another member's analysis had its turn) stayed paused
 * for ever, holding its memory: the soak's kills left such orphans (decision 3200).
 */
const SETPRIV = '/usr/bin/setpriv';
const withParentDeathSignal = existsSync(SETPRIV);

/** The program and arguments that run ffmpeg with `args`, killed by the kernel if this process dies first (where Linux allows). */
export function ffmpegCommand(args: string[]): [program: string, args: string[]] {
  return withParentDeathSignal ? [SETPRIV, ['--pdeathsig', 'KILL', '--', ffmpegBinary(), ...args]] : [ffmpegBinary(), args];
}

/** The frame number and time (pts_time, seconds) of a frame on one of showinfo's log lines. */
export function showinfoFrame(line: string): { n: number; seconds: number } | null {
  const m = /\bn:\s*(\d+)\s+pts:\s*-?\d+\s+pts_time:(-?[\d.e+-]+)/.exec(line);
  return m ? { n: Number(m[1]), seconds: Number(m[2]) } : null;
}

export interface FfmpegResult {
  code: number | null;
  stderr: string;
}

/**
 * Resolves once the child runs ffmpeg itself (or has ended). Until setpriv has set the death signal
 * and turned into ffmpeg, the child is still setpriv: paused then, and its worker killed, it would
 * be an orphan paused for ever with no death signal (a CI soak left one). Linux names a process's
 * program in /proc.
 */
async function ffmpegStarted(proc: ChildProcess): Promise<void> {
  if (!withParentDeathSignal) return;
  while ((await readFile(`/proc/${proc.pid}/comm`, 'utf8').catch(() => '')).trim() === 'setpriv') {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * Runs ffmpeg to completion (output goes to files named in `args`); stderr is kept for parsing and
 * errors. `onSpawn` sees the process once it runs ffmpeg, for a caller that pauses it (SIGSTOP)
 * while it waits its turn.
 */
export function runFfmpeg(args: string[], onSpawn?: (proc: ChildProcess) => void): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(...ffmpegCommand(['-hide_banner', '-nostdin', ...args]), { stdio: ['ignore', 'ignore', 'pipe'] });
    // A process that ended before it ran ffmpeg is not handed over: there is nothing to pause.
    if (onSpawn) void ffmpegStarted(proc).then(() => proc.exitCode === null && proc.signalCode === null && onSpawn(proc));
    let stderr = '';
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    proc.on('error', reject);
    proc.on('close', (code) => resolve({ code, stderr }));
  });
}

/** The last few lines of ffmpeg's log: enough to explain a failure in our logs without the banner. */
export function stderrTail(stderr: string, lines = 4): string {
  return stderr.trim().split('\n').slice(-lines).join(' | ');
}
