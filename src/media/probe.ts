import { stat } from 'node:fs/promises';
import { CAPTURE_RATE_TAG, captureRateFromTag } from '../shared/poseTrack';
import { MAX_VIDEO_SECONDS, MediaTooLongError, UnreadableMediaError } from './errors';
import { runFfmpeg, stderrTail } from './ffmpeg';
import { whitelistedInput } from './inputWhitelist';

export interface VideoInfo {
  /** Upright size in pixels, after the rotation metadata is applied. */
  width: number;
  height: number;
  /** Size as stored in the stream, before rotation. */
  codedWidth: number;
  codedHeight: number;
  /** Clockwise rotation in degrees (0, 90, 180, 270) that players apply when showing the stream. */
  rotation: number;
  /** ffmpeg's name for the container's demuxer: "mov" for MP4 and QuickTime files, "matroska" for WebM and Matroska. */
  demuxer: string;
  /** Which video stream is the picture (0 = the first), skipping cover pictures: ffmpeg's `-map 0:v:N`. */
  videoStream: number;
  /** Nominal frame rate; variable-rate clips report their average. Real timing comes from frame timestamps. */
  fps: number;
  /** Container duration, or null when the container does not say. */
  durationMs: number | null;
  codec: string;
  /** The decoder's pixel format ("yuv420p", "yuvj420p", "yuv420p10le"…) and how its YCbCr maps to RGB. */
  pixelFormat: string;
  colour: { matrix: 'bt601' | 'bt709'; fullRange: boolean };
  /**
   * The HDR transfer a phone recorded with (HLG, or PQ as in Dolby Vision and HDR10), or null for
   * SDR. The decoder tone-maps such a stream to SDR BT.709 limited range (decision 3100), so
   * `colour` then describes the decoded frames, not the stream.
   */
  hdr: 'hlg' | 'pq' | null;
  /** The rate the camera captured at, when the file says (Android writes it; see CAPTURE_RATE_TAG), else null. */
  captureFps: number | null;
}

/**
 * Reads a video's facts from ffmpeg's own report on stderr (the bundled ffmpeg has no ffprobe).
 * Refuses clips longer than `maxDurationMs` (60 s by default) before anything is decoded.
 */
export async function probeVideo(path: string, opts: { maxDurationMs?: number } = {}): Promise<VideoInfo> {
  await stat(path).catch(() => {
    throw new UnreadableMediaError(`no such file: ${path}`);
  });
  // `-i` alone makes ffmpeg print the input report and exit complaining that no output was given.
  const { stderr } = await runFfmpeg(await whitelistedInput(path));
  const info = parseProbeReport(stderr);
  const maxDurationMs = opts.maxDurationMs ?? MAX_VIDEO_SECONDS * 1000;
  if (info.durationMs !== null && info.durationMs > maxDurationMs) throw new MediaTooLongError(info.durationMs);
  return info;
}

/** Parses the "Input #0" report ffmpeg prints for `ffmpeg -i file`. Exported for tests on crafted reports. */
export function parseProbeReport(stderr: string): VideoInfo {
  // A cover picture is stored as a video stream too ("(attached pic)"): the swing is the first
  // video stream that is not one, whatever streams (audio, covers) come before it.
  const videoLines = stderr.split('\n').filter((line) => /Stream #\d+:\d+.*: Video: /.test(line));
  const videoStream = Math.max(
    0,
    videoLines.findIndex((line) => !/\(attached pic\)/.test(line)),
  );
  const videoLine = videoLines[videoStream];
  if (!videoLine || /Invalid data found|moov atom not found/.test(stderr)) {
    throw new UnreadableMediaError(stderrTail(stderr));
  }
  const codec = /Video: (\w+)/.exec(videoLine)?.[1] ?? 'unknown';
  // The size follows the pixel format, e.g. "yuv420p(tv, bt709), 1920x1080 [SAR 1:1 DAR 16:9]".
  // Anchoring on ", " skips the hex codec tag "(avc1 / 0x31637661)".
  const size = /, (\d{1,5})x(\d{1,5})[\s,[]/.exec(videoLine);
  if (!size) throw new UnreadableMediaError(`no frame size in: ${videoLine.trim()}`);
  const codedWidth = Number(size[1]);
  const codedHeight = Number(size[2]);
  if (codedWidth === 0 || codedHeight === 0) throw new UnreadableMediaError(`empty frame size: ${videoLine.trim()}`);

  const { pixelFormat, colour, hdr } = parsePixelFormat(videoLine);
  const fps = parseRate(videoLine, 'fps') ?? parseRate(videoLine, 'tbr') ?? 0;
  const rotation = parseRotation(stderr);
  const quarterTurn = rotation === 90 || rotation === 270;
  return {
    width: quarterTurn ? codedHeight : codedWidth,
    height: quarterTurn ? codedWidth : codedHeight,
    codedWidth,
    codedHeight,
    rotation,
    fps,
    durationMs: parseDuration(stderr),
    codec,
    demuxer: /^Input #0, (\w+)/m.exec(stderr)?.[1] ?? 'unknown',
    videoStream,
    pixelFormat,
    colour,
    hdr,
    captureFps: parseCaptureRate(stderr),
  };
}

/** Android's capture rate from the report's metadata lines, e.g. "    com.android.capture.fps: 240.000000". */
function parseCaptureRate(stderr: string): number | null {
  const line = new RegExp(`^\\s*${CAPTURE_RATE_TAG.replace(/\./g, '\\.')}\\s*:\\s*(\\S+)`, 'm').exec(stderr);
  return captureRateFromTag(line?.[1]) ?? null;
}

/**
 * The pixel format and its colour details, e.g. "yuvj420p(pc, bt709)" or "yuv420p(tv, bt470bg/bt470bg/smpte170m,
 * progressive)": range first when known, then the matrix. ffmpeg converts to RGB with BT.709 only when the
 * stream says so and BT.601 otherwise, and reads "yuvj" formats and "pc" as full range; so do we.
 */
function parsePixelFormat(videoLine: string): Pick<VideoInfo, 'pixelFormat' | 'colour' | 'hdr'> {
  const m = /, ([a-z][a-z0-9]*)(?:\(([^)]*)\))?, \d{1,5}x\d{1,5}/.exec(videoLine);
  const pixelFormat = m?.[1] ?? 'unknown';
  const details = (m?.[2] ?? '').split(', ');
  const fullRange = pixelFormat.startsWith('yuvj') || details.includes('pc');
  const space = details.find((d) => d !== 'tv' && d !== 'pc') ?? '';
  // "bt2020nc/bt2020/arib-std-b67": matrix, primaries, transfer.
  const transfer = space.split('/')[2] ?? '';
  const hdr = transfer === 'arib-std-b67' ? 'hlg' : transfer === 'smpte2084' ? 'pq' : null;
  if (hdr) return { pixelFormat, colour: { matrix: 'bt709', fullRange: false }, hdr };
  return { pixelFormat, colour: { matrix: space.startsWith('bt709') ? 'bt709' : 'bt601', fullRange }, hdr };
}

/** "29.97 fps", or "1k fps" as ffmpeg writes rates of a thousand and more. */
function parseRate(videoLine: string, unit: 'fps' | 'tbr'): number | null {
  const m = new RegExp(`([\\d.]+)(k?) ${unit}`).exec(videoLine);
  return m ? Number(m[1]) * (m[2] ? 1000 : 1) : null;
}

function parseDuration(stderr: string): number | null {
  const m = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  if (!m) return null;
  return Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000);
}

/**
 * Phones store portrait clips as landscape frames plus a rotation: older muxers write a
 * `rotate` tag (clockwise degrees), newer ones a display matrix ("rotation of -90.00 degrees",
 * counter-clockwise). Both are normalised to a clockwise quarter turn.
 */
function parseRotation(stderr: string): number {
  const tag = /^\s*rotate\s*:\s*(-?\d+)/m.exec(stderr);
  const matrix = /displaymatrix: rotation of (-?[\d.]+) degrees/.exec(stderr);
  const clockwise = tag ? Number(tag[1]) : matrix ? -Number(matrix[1]) : 0;
  return (((Math.round(clockwise / 90) * 90) % 360) + 360) % 360;
}
