import { MAX_VIDEO_SECONDS, MediaOverLimitError, MediaTooLongError } from './errors';
import { runFfmpeg } from './ffmpeg';
import { whitelistedInput } from './inputWhitelist';
import type { VideoInfo } from './probe';

/**
 * What one upload may cost before any of it is decoded (issue 25, decision 2500). Phones record
 * up to 4K, at up to 240 frames a second in slow motion, in shapes between 9:21 and 21:9; the
 * limits sit just past that, so every real swing passes and a crafted file cannot buy minutes of
 * decoding and posing.
 */
export const MEDIA_LIMITS = {
  /** 4096×2160 (cinema 4K): an 8K frame is four times this. */
  maxFramePixels: 4096 * 2160,
  /** The long side at most four times the short one (a 21:9 phone clip is 2.33). */
  maxAspectRatio: 4,
  maxFps: 240,
  /** A minute at 60 frames a second, or 15 seconds of 240 fps slow motion. */
  maxFrames: 3600,
  maxSeconds: MAX_VIDEO_SECONDS,
  /** Photos: 50 megapixels (a 48 MP phone photo passes); a decompression bomb's header says more. */
  maxImagePixels: 50_000_000,
} as const;

const size = (width: number, height: number) => `${width}×${height} pixels`;

function assertShape(what: 'video' | 'image', width: number, height: number, maxPixels: number, maxText: string): void {
  if (Math.max(width, height) > MEDIA_LIMITS.maxAspectRatio * Math.min(width, height)) {
    throw new MediaOverLimitError(
      `This ${what} is ${size(width, height)}: far wider or taller than a camera records (at most ${MEDIA_LIMITS.maxAspectRatio} to 1). ` +
        'Please upload the swing as your phone or camera recorded it.',
    );
  }
  if (width * height > maxPixels) {
    throw new MediaOverLimitError(`This ${what} is ${size(width, height)}, more than we analyse (${maxText}). Please upload a smaller copy.`);
  }
}

/** Refuses a video whose probed frame size or shape is beyond the limits. */
export function assertVideoWithinLimits(info: Pick<VideoInfo, 'width' | 'height'>): void {
  assertShape('video', info.width, info.height, MEDIA_LIMITS.maxFramePixels, '4K, 4096×2160 pixels at most');
}

function tooFast(fps: number): MediaOverLimitError {
  return new MediaOverLimitError(
    `This video has ${Math.round(fps)} frames a second; we analyse up to ${MEDIA_LIMITS.maxFps}. ` +
      `Export it at ${MEDIA_LIMITS.maxFps} frames a second or less and upload it again.`,
  );
}

/** Refuses an image whose header says it is beyond the limits, before its pixels are decoded. */
export function assertImageWithinLimits(width: number, height: number): void {
  assertShape('image', width, height, MEDIA_LIMITS.maxImagePixels, '50 megapixels at most');
}

/** The frame-count refusal, shared by the intake scan and the decoder. */
export function tooManyFrames(frames: number): MediaOverLimitError {
  return new MediaOverLimitError(
    `This video has ${frames} frames or more; we analyse up to ${MEDIA_LIMITS.maxFrames} (a minute at 60 frames a second). ` +
      'Trim it to the swing and upload it again.',
  );
}

/**
 * Counts a video stream's frames and reads how long it lasts from its packets (copied, not
 * decoded: a 10-minute clip takes a tenth of a second), so a container that does not state its
 * duration (a live-recorded WebM or MKV) still meets the 60-second rule, and one that states a
 * false one does not pass on it. Refuses what is over the frame, rate or time limit.
 */
export async function assertStreamWithinLimits(path: string, info: Pick<VideoInfo, 'videoStream'>): Promise<void> {
  const { stderr } = await runFfmpeg([...(await whitelistedInput(path)), '-map', `0:v:${info.videoStream}`, '-c', 'copy', '-f', 'null', '-']);
  const { frames, durationMs } = parsePacketScan(stderr);
  // Fail closed: a build whose progress line counts no frames (ffmpeg 7 for a copied stream) would
  // otherwise pass every clip as having none. The start check refuses such builds (decision 3031).
  if (frames === null) throw new Error(`ffmpeg counted no frames while scanning ${path}'s packets: this build cannot check the intake limits`);
  if (durationMs > MEDIA_LIMITS.maxSeconds * 1000) throw new MediaTooLongError(durationMs);
  // The rate is the stream's own, frames over time: a recorded WebM's container states only its
  // millisecond time base ("1k tbr"), which the probe would read as 1000 frames a second. A tenth
  // over the limit covers the last frame's length, which the scan's time leaves out.
  const fps = durationMs > 0 ? (frames * 1000) / durationMs : 0;
  if (fps > MEDIA_LIMITS.maxFps * 1.1) throw tooFast(fps);
  if (frames > MEDIA_LIMITS.maxFrames) throw tooManyFrames(frames);
}

/**
 * The last progress line of a copy to the null muxer: "frame= 6000 … time=00:09:59.90 …". Frames
 * are null when that line counts none (ffmpeg 7 prints only the time for a copy). Exported for tests.
 */
export function parsePacketScan(stderr: string): { frames: number | null; durationMs: number } {
  const lines = stderr.split(/[\r\n]/).filter((line) => /time=\s*-?\d+:/.test(line));
  const last = lines[lines.length - 1] ?? '';
  const frames = /frame=\s*(\d+)/.exec(last)?.[1];
  const time = /time=\s*(\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(last);
  const durationMs = time ? Math.round((Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3])) * 1000) : 0;
  return { frames: frames === undefined ? null : Number(frames), durationMs };
}
