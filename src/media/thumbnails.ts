import sharp from 'sharp';
import { decodeFrames } from './decode';
import { probeVideo } from './probe';

/**
 * JPEG stills of the given frames (0-based decode indices, as in a PoseTrack), `width` pixels wide
 * (never upscaled), upright, in the order asked. One ffmpeg run picks all the frames.
 */
export async function extractJpegFrames(path: string, frames: number[], width: number): Promise<Buffer[]> {
  if (frames.length === 0) return [];
  const info = await probeVideo(path, { maxDurationMs: Number.POSITIVE_INFINITY });
  const maxSide = Math.round((width * Math.max(info.width, info.height)) / info.width);
  const stills = new Map<number, Buffer>();
  for await (const frame of decodeFrames(path, { maxSide, info, frames, maxDurationMs: Number.POSITIVE_INFINITY })) {
    const raw = { width: frame.width, height: frame.height, channels: 3 as const };
    stills.set(frame.index, await sharp(frame.data, { raw }).jpeg({ quality: 82 }).toBuffer());
  }
  return frames.map((n) => {
    const still = stills.get(n);
    if (!still) throw new RangeError(`Frame ${n} is past the end of the video (${stills.size} of the asked frames exist)`);
    return still;
  });
}
