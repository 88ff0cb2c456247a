import { runFfmpeg, showinfoFrame } from './ffmpeg';
import { whitelistedInput } from './inputWhitelist';
import type { VideoInfo } from './probe';

/**
 * Frames this far into a clip are decoded from the keyframe before them instead of from the clip's
 * first frame. Nearer the start a seek gains little: the keyframe before may be the first frame
 * (ffmpeg's x264 puts one every 250 frames, 4.2 s at 60 fps), and the extra run that reads the
 * first frame's time costs 0.12–0.15 s on a 1080p60 phone clip, where decoding a second of it costs
 * about 0.2 s.
 */
const SEEK_FROM_S = 5;

/**
 * Frames asked for by time are picked within a quarter of a frame of it: well clear of the
 * neighbours, and of the rounding of the times ffmpeg logs (six significant digits, a tenth of a
 * millisecond at a minute).
 */
export function frameTimeTolerance(info: VideoInfo): number {
  return 0.25 / (info.fps || 30);
}

/**
 * Where ffmpeg starts to read (`-ss`, to the keyframe before it) for frames at the given times, in
 * milliseconds from the clip's first frame as an unseeked decode times them; and the times its
 * filters then see those frames at (ffmpeg counts from the point it was told to seek to). Null when
 * the first of them is too near the start for seeking to pay (decision 3118).
 */
export async function seekPlan(path: string, info: VideoInfo, timesMs: readonly number[]): Promise<{ startSeconds: number; filterSeconds: number[] } | null> {
  const firstS = Math.min(...timesMs) / 1000;
  if (!(firstS >= SEEK_FROM_S)) return null;
  // An unseeked decode counts from the container's start, where the first frame need not be (audio
  // first, an edit list): that offset is read from the first frame itself.
  const origin = await firstFrameSeconds(path, info);
  if (origin === null) return null;
  const startSeconds = origin + firstS - frameTimeTolerance(info);
  return { startSeconds, filterSeconds: timesMs.map((t) => origin + t / 1000 - startSeconds) };
}

/** The time ffmpeg's filters give a clip's first video frame when it decodes from the start. */
async function firstFrameSeconds(path: string, info: VideoInfo): Promise<number | null> {
  // prettier-ignore
  const { stderr } = await runFfmpeg([
    '-loglevel', 'info',
    ...(await whitelistedInput(path)),
    '-map', `0:v:${info.videoStream}`, '-vf', 'showinfo', '-frames:v', '1', '-an', '-sn', '-f', 'null', '-',
  ]);
  const first = stderr
    .split('\n')
    .map(showinfoFrame)
    .find((frame) => frame?.n === 0);
  return first?.seconds ?? null;
}
