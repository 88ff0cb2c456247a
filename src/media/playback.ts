import type { ChildProcess } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { HDR_TO_SDR, type SideOutput } from './decode';
import { UnreadableMediaError } from './errors';
import { runFfmpeg, stderrTail } from './ffmpeg';
import { whitelistedInput } from './inputWhitelist';
import { probeVideo, type VideoInfo } from './probe';

/** The longest side of a replay whose picture is the original's (keepsItsPicture): a phone's 1080p as recorded. */
export const PLAYBACK_MAX_SIDE = 1920;

/**
 * The longest side of a replay that is encoded again (HEVC, HDR, turned, 4K). The player shows it
 * in a page at most 1280 px wide with the skeleton over it. Each pixel costs: an HDR frame of
 * 1080×1920 took 34 ms of one core to tone-map (ffmpeg's filters here run on one thread) and x264
 * about 17 ms more, so a phone's 1080p60 HDR replay outlasted the tracking beside it by 7 s; at
 * this size it is done before the tracking (decision 3114).
 */
export const ENCODED_PLAYBACK_MAX_SIDE = 1280;

export interface PlaybackOptions {
  /** Facts from probeVideo, to avoid probing twice. */
  info?: VideoInfo;
  /** Sees the encoder (see runFfmpeg). */
  onSpawn?: (encoder: ChildProcess) => void;
}

/**
 * Writes an H.264/AAC MP4 that every browser plays (phones record HEVC .mov, which Chromium
 * cannot), with the index at the front (`+faststart`) so playback and seeking start before the
 * whole file has arrived. The picture is turned upright (autorotate) and the rotation tag cleared
 * so players do not turn it again; every frame keeps its timestamp (`-vsync passthrough`) so frame
 * indices of the pose track stay aligned with the rendition. Written beside the target and renamed
 * into place: a failure never leaves half a file. Larger clips are shrunk to
 * ENCODED_PLAYBACK_MAX_SIDE, HDR is tone-mapped to SDR BT.709 as for the analysis (decision 3100).
 * A picture browsers already play as it is goes in unchanged (`keepsItsPicture`).
 */
export async function writePlaybackMp4(inPath: string, outPath: string, opts: PlaybackOptions = {}): Promise<void> {
  const info = opts.info ?? (await probeVideo(inPath, { maxDurationMs: Number.POSITIVE_INFINITY }));
  const file = replayFile(outPath);
  const picture = keepsItsPicture(info) ? { filter: null, args: ['-c:v', 'copy'] } : encodedPicture(info);
  // ffmpeg arguments stay in their flag/value groups, one line per step.
  // prettier-ignore
  const { code, stderr } = await runFfmpeg([
    ...(await whitelistedInput(inPath)),
    '-map', `0:v:${info.videoStream}`,
    ...(picture.filter ? ['-vf', picture.filter] : []),
    ...replayOutputArgs(picture.args, file.partial),
  ], opts.onSpawn);
  await file.settle(code === 0);
  if (code !== 0) throw new UnreadableMediaError(`playback rendition failed: ${stderrTail(stderr)}`);
}

/**
 * Whether the replay is better written by the pose tracker's own decoder, as a second output of
 * the ffmpeg that reads the frames (replayBesideFrames): any replay that is encoded again. Decoding
 * is then done once for both: an HDR clip's decoding and tone mapping were most of the cost of both
 * (decision 3115), and an iPhone's slow motion was decoded twice, 2,114 frames each time (decision
 * 3100). A replay that keeps its picture is copied apart, in a fraction of a second (decision 3113).
 */
export function replayBesideFramesFits(info: VideoInfo): boolean {
  return !keepsItsPicture(info);
}

/**
 * The replay as a side output of a decoder that reads the frames anyway (decodeFrames'
 * `sideOutputs`): the picture turned upright and shrunk, once for both. An HDR picture is tone-mapped
 * there too, and the frames are shrunk from it. An SDR clip's frames are made from the decoded
 * picture beside the replay's, as without it: they are the bytes the page makes (decision 1609).
 * Written beside `outPath` and renamed into place only when the decoder read the clip to its end.
 */
export function replayBesideFrames(info: VideoInfo, outPath: string): SideOutput {
  const file = replayFile(outPath);
  const picture = encodedPicture(info);
  return { picture: picture.filter, framesFromPicture: info.hdr !== null, args: replayOutputArgs(picture.args, file.partial), settle: file.settle };
}

/** Output options after the picture's own: the first audio track as AAC, every frame at its time, the index first. */
function replayOutputArgs(pictureArgs: string[], partial: string): string[] {
  // prettier-ignore
  return [
    '-map', '0:a:0?',
    ...pictureArgs,
    '-c:a', 'aac', '-b:a', '128k',
    '-vsync', 'passthrough',
    '-movflags', '+faststart',
    '-y', partial,
  ];
}

/** The replay is written beside its place and moved in when whole: a failure never leaves half a file. */
function replayFile(outPath: string) {
  const partial = `${outPath}.partial.mp4`;
  return {
    partial,
    settle: (whole: boolean) => (whole ? rename(partial, outPath) : rm(partial, { force: true })),
  };
}

/**
 * Whether the replay can carry the original's picture as it is: upright 8-bit 4:2:0 SDR H.264 from
 * an MP4 or QuickTime file, within PLAYBACK_MAX_SIDE, which every browser plays. That is what
 * Android phones record by default and iPhones set to "Most Compatible". Its packets are copied,
 * frames and timestamps untouched, in a fraction of a second; encoding 1080p60 again took the
 * second core for most of the analysis (decision 3113). The replay then weighs what the upload did.
 */
export function keepsItsPicture(info: VideoInfo): boolean {
  return (
    info.demuxer === 'mov' &&
    info.codec === 'h264' &&
    info.pixelFormat === 'yuv420p' &&
    info.hdr === null &&
    info.rotation === 0 &&
    Math.max(info.width, info.height) <= PLAYBACK_MAX_SIDE
  );
}

/** The picture encoded again: upright, at most ENCODED_PLAYBACK_MAX_SIDE, SDR; its filters and encoder options. */
function encodedPicture({ width, height, hdr }: VideoInfo): { filter: string; args: string[] } {
  const shrink = Math.min(1, ENCODED_PLAYBACK_MAX_SIDE / Math.max(width, height));
  return {
    // At most ENCODED_PLAYBACK_MAX_SIDE on the long side (yuv420p needs even sides), then HDR
    // tone-mapped at that size: the replay shows the picture the analysis saw, and zimg works on
    // fewer pixels.
    filter: `scale=trunc(iw*${shrink}/2)*2:trunc(ih*${shrink}/2)*2${hdr ? `,${HDR_TO_SDR.replace(/,$/, '')}` : ''}`,
    // prettier-ignore
    args: [
      ...(hdr ? ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'] : []),
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
      '-metadata:s:v:0', 'rotate=0',
    ],
  };
}
