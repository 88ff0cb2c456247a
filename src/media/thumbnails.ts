import sharp from 'sharp';
import { decodeFrames, type DecodeOptions } from './decode';
import { probeVideo } from './probe';

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
  const maxSide = Math.round((width * Math.max(info.width, info.height)) / info.width);
  const options = { maxSide, info, frames, maxDurationMs: Number.POSITIVE_INFINITY };
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
