import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rename, rm } from 'node:fs/promises';
import { UnreadableMediaError } from './errors';
import { ffmpegCommand, stderrTail } from './ffmpeg';
import { whitelistedInput } from './inputWhitelist';

/** The picture laid over a video, one RGBA frame (width × height × 4 bytes) per frame of it. */
export interface OverlayFrames {
  width: number;
  height: number;
  /** Frames per second both the video and the overlay are timed at in the result. */
  fps: number;
  frameCount: number;
  /** The overlay of frame `index` (0-based, as in a PoseTrack). */
  frame(index: number): Promise<Buffer>;
}

export interface BurnOptions {
  /** Ends the render: ffmpeg is killed and nothing is left at the target. */
  signal?: AbortSignal;
  /** Called with 0..1 of the overlay frames handed to ffmpeg. */
  onProgress?: (fraction: number) => void | Promise<void>;
}

/** The size an export is written at: the source's, shrunk so its shorter side is at most `maxShortSide`, with even sides (4:2:0). */
export function exportSize(width: number, height: number, maxShortSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxShortSide / Math.min(width, height));
  const even = (side: number) => Math.max(2, 2 * Math.round((side * scale) / 2));
  return { width: even(width), height: even(height) };
}

/**
 * Writes an H.264 MP4 of `inPath` with `overlay` drawn over every frame. The overlay frames are
 * piped raw into ffmpeg, which lays them over the video with its `overlay` filter (ffmpeg waits
 * while a frame is drawn: pipe backpressure). Both inputs are retimed to frame number ÷ fps, so
 * overlay frame n lands on video frame n whatever timestamps the source carried (a variable-rate
 * phone clip plays at its nominal rate). No sound: an export is for watching the positions.
 * Written beside the target and renamed into place, so a failure or an abort never leaves half a file.
 */
export async function burnOverlay(inPath: string, outPath: string, overlay: OverlayFrames, options: BurnOptions = {}): Promise<void> {
  const partial = `${outPath}.partial.mp4`;
  const { width, height, fps } = overlay;
  const retime = `setpts=N/(${fps}*TB)`;
  // ffmpeg arguments stay in their flag/value groups, one line per step.
  // prettier-ignore
  const args = [
    '-hide_banner', '-nostdin',
    ...(await whitelistedInput(inPath)),
    '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-framerate', String(fps), '-i', 'pipe:0',
    '-filter_complex',
    `[0:v:0]${retime},scale=${width}:${height}[base];[1:v]${retime}[drawn];[base][drawn]overlay=0:0:eof_action=pass,format=yuv420p[out]`,
    '-map', '[out]', '-an',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p',
    '-r', String(fps),
    '-movflags', '+faststart',
    '-y', partial,
  ];
  const proc = spawn(...ffmpegCommand(args), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-16_384);
  });
  // ffmpeg stops reading once the video ends (the overlay may hold a frame more): not an error.
  proc.stdin.on('error', () => undefined);
  const closed = once(proc, 'close') as Promise<[number | null]>;
  const kill = () => proc.kill('SIGKILL');
  options.signal?.addEventListener('abort', kill, { once: true });
  try {
    for (let index = 0; index < overlay.frameCount && proc.exitCode === null && !options.signal?.aborted; index += 1) {
      const frame = await overlay.frame(index);
      if (!proc.stdin.write(frame)) await Promise.race([once(proc.stdin, 'drain'), closed]);
      await options.onProgress?.((index + 1) / overlay.frameCount);
    }
    proc.stdin.end();
    const [code] = await closed;
    options.signal?.throwIfAborted();
    if (code !== 0) throw new UnreadableMediaError(`overlay render failed: ${stderrTail(stderr)}`);
    await rename(partial, outPath);
  } catch (error) {
    kill();
    await closed;
    await rm(partial, { force: true });
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', kill);
  }
}
