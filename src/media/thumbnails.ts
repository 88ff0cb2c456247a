import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodedSize, decodeFrames, type DecodeOptions, type SideOutput } from './decode';
import { probeVideo, type VideoInfo } from './probe';

/** An asked frame the video does not have: a rendition with fewer frames than its source, or a bad index. */
export class MissingFrameError extends RangeError {
  constructor(frame: number, found: number) {
    super(`Frame ${frame} is past the end of the video (${found} of the asked frames exist)`);
    this.name = 'MissingFrameError';
  }
}

/**
 * JPEG stills of the given frames (0-based decode indices, as in a PoseTrack), `width` pixels wide
 * (never upscaled), upright, in the order asked. One ffmpeg run picks all the frames. With each
 * frame's time (`timesMs`, a track's motion samples), a swing late in a long clip is decoded from
 * the keyframe before its first frame, not from the clip's start (seek.ts).
 */
export async function extractJpegFrames(path: string, frames: number[], width: number, timesMs?: ReadonlyMap<number, number>): Promise<Buffer[]> {
  if (frames.length === 0) return [];
  const info = await probeVideo(path, { maxDurationMs: Number.POSITIVE_INFINITY });
  const options = { maxSide: stillsMaxSide(info, width), info, frames, maxDurationMs: Number.POSITIVE_INFINITY };
  const framesAtMs = timesMs && frames.every((n) => timesMs.has(n)) ? frames.map((n) => timesMs.get(n)!) : undefined;
  let stills = await jpegs(path, { ...options, framesAtMs });
  // A time no frame of the file has (a file the times were not read from) is looked for by its index.
  if (framesAtMs && frames.some((n) => !stills.has(n))) stills = await jpegs(path, options);
  return frames.map((n) => {
    const still = stills.get(n);
    if (!still) throw new MissingFrameError(n, stills.size);
    return still;
  });
}

async function jpegs(path: string, options: DecodeOptions): Promise<Map<number, Buffer>> {
  const stills = new Map<number, Buffer>();
  for await (const frame of decodeFrames(path, options)) {
    const raw = { width: frame.width, height: frame.height, channels: 3 as const };
    stills.set(frame.index, await sharp(frame.data, { raw }).jpeg({ quality: 82 }).toBuffer());
  }
  return stills;
}

/** The longest side of a clip's stills `width` pixels wide (never upscaled). */
function stillsMaxSide(info: VideoInfo, width: number): number {
  return Math.round((width * Math.max(info.width, info.height)) / info.width);
}

/**
 * ffmpeg's JPEG quantiser for the stills written beside the frames (2 best, 31 worst): at 3 a
 * 320×569 still weighs about what sharp's quality 82 gives.
 */
const STILL_QUANTISER = 3;

/**
 * A JPEG still of every frame, `width` pixels wide, written by the ffmpeg that decodes the frames
 * for the pose tracker (decodeFrames' side outputs): the event stills are then read from the
 * folder, `<frame>.jpg` by the track's frame index, and the clip is not decoded again for them once
 * the events are known. Made from the replay's picture when one is written beside the frames
 * (upright, tone-mapped, shrunk), else from the decoded picture. The folder is written beside
 * `dir` and moved into place only when the decoder read the clip to its end.
 */
export async function stillsBesideFrames(info: VideoInfo, dir: string, width: number): Promise<SideOutput> {
  const { width: w, height: h } = decodedSize(info.width, info.height, stillsMaxSide(info, width));
  const partial = `${dir}.partial`;
  await mkdir(partial, { recursive: true });
  return {
    // Numbered by frame, not timed: a camera recording can hold two frames at one timestamp, which
    // the JPEG encoder refuses ("Invalid pts"), and that failed the whole decoding with it.
    picture: `setpts=N,scale=${w}:${h}:flags=area,format=yuvj420p`,
    framesFromPicture: false,
    // prettier-ignore
    args: [
      '-c:v', 'mjpeg', '-q:v', String(STILL_QUANTISER),
      '-vsync', 'passthrough', '-enc_time_base', '-1',
      '-f', 'image2', '-start_number', '0', '-y', join(partial, '%d.jpg'),
    ],
    settle: (whole) => (whole ? rename(partial, dir) : rm(partial, { recursive: true, force: true })),
  };
}

/** The stills of the given frames from a folder stillsBesideFrames wrote, in the order asked; null when one is not there. */
export async function stillsWritten(dir: string, frames: number[]): Promise<Buffer[] | null> {
  try {
    return await Promise.all(frames.map((n) => readFile(join(dir, `${n}.jpg`))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
