import { spawn, type ChildProcess } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/**
 * The ffmpeg binary: FFMPEG_PATH when set (a system ffmpeg), else the one shipped in the npm
 * package. The media layer owns this setting (decision 0900) rather than the server's config,
 * because the CLI scripts (bench, dump-track), the pose layer and the tests decode too.
 */
export function ffmpegBinary(): string {
  return process.env.FFMPEG_PATH || ffmpegInstaller.path;
}

export interface FfmpegResult {
  code: number | null;
  stderr: string;
}

/**
 * Runs ffmpeg to completion (output goes to files named in `args`); stderr is kept for parsing and
 * errors. `onSpawn` sees the process, for a caller that pauses it (SIGSTOP) while it waits its turn.
 */
export function runFfmpeg(args: string[], onSpawn?: (proc: ChildProcess) => void): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(ffmpegBinary(), ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    onSpawn?.(proc);
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
