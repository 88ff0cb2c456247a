import { spawn } from 'node:child_process';
import { MAX_VIDEO_SECONDS, MediaTooLongError, UnreadableMediaError } from './errors';
import { ffmpegCommand, showinfoFrame, stderrTail } from './ffmpeg';
import { readFrames, type FrameBuffers } from './frameReader';
import { whitelistedInput } from './inputWhitelist';
import { MEDIA_LIMITS, tooManyFrames } from './limits';
import { probeVideo, type VideoInfo } from './probe';
import { frameTimeTolerance, seekPlan } from './seek';

/** One decoded frame, upright: packed RGB (3 bytes a pixel, rows top to bottom), or 4:2:0 planes from decodeI420Frames. */
export interface DecodedFrame {
  index: number;
  /** Presentation time from the first frame, from the stream's own timestamps (so variable rates stay true). */
  timeMs: number;
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * HDR (HLG or PQ, BT.2020) to SDR BT.709 limited range before anything else sees the picture
 * (decision 3100): to linear light in BT.709 primaries, highlights above SDR white compressed
 * smoothly (mobius keeps everything below it as it is), then back to the BT.709 transfer. zimg
 * (zscale) does the conversions; the pose model was trained on SDR footage. Linear light and the
 * primaries in one zimg step give the bytes two steps gave, in 13 % less time (decision 3115).
 */
export const HDR_TO_SDR = 'zscale=t=linear:p=709:npl=100,format=gbrpf32le,tonemap=mobius:desat=0,zscale=t=709:m=709:r=tv,format=yuv420p,';

/** Frames decoded ahead of the consumer: 8 frames of 960×540 are 12 MB. */
const READ_AHEAD_FRAMES = 8;

/**
 * What ffmpeg may hold of frames its pipe has no room for. The pipe holds 64 KB, less than one
 * frame, and the tracking thread reads it only between its tasks (a pose holds it for 25–30 ms):
 * writing straight to it, ffmpeg stopped decoding until the thread read again. Its `fifo` muxer
 * writes from a thread of its own, so ffmpeg decodes ahead meanwhile, up to this many bytes (16
 * frames of 960×540 RGB; one or two 4K frames that are not halved).
 */
const FFMPEG_QUEUE_BYTES = 24 * 1024 * 1024;
const FFMPEG_QUEUE_MAX_FRAMES = 16;

/** ffmpeg's output options for raw frames on stdout, queued in ffmpeg (FFMPEG_QUEUE_BYTES); the bytes are rawvideo's. */
function rawFramesToStdout(pixelFormat: string, frameBytes: number): string[] {
  const queueFrames = Math.max(1, Math.min(FFMPEG_QUEUE_MAX_FRAMES, Math.floor(FFMPEG_QUEUE_BYTES / frameBytes)));
  // prettier-ignore
  return [
    '-pix_fmt', pixelFormat, '-c:v', 'rawvideo',
    '-f', 'fifo', '-fifo_format', 'rawvideo', '-queue_size', String(queueFrames),
    'pipe:1',
  ];
}

export interface DecodeOptions {
  /** Longest side of the decoded frames in pixels; smaller sources are never upscaled. */
  maxSide: number;
  /** Only these frame indices (0-based, in decode order); each keeps its own index. Decoding stops after the last of them. */
  frames?: number[];
  /**
   * The times of `frames`, in the same order: milliseconds from the clip's first frame, as a decoding
   * from the start times them (a track's). Frames well into the clip are then decoded from the
   * keyframe before the first of them, not from the start, and picked by time (seek.ts). A frame whose
   * time no frame of the clip has is left out.
   */
  framesAtMs?: number[];
  /** Facts from probeVideo, to avoid probing twice. */
  info?: VideoInfo;
  maxDurationMs?: number;
  /** Buffers the consumer gives back once done with a frame, reused for later frames. */
  buffers?: FrameBuffers;
  /** Halve the frames exactly this many times in 4:2:0 first (decision 3111); the sides must allow it. */
  halvings?: number;
  /** The frames' size, when the caller sets it (the pose tracker's, poseFrameSize); else maxSide's. */
  size?: { width: number; height: number };
  /**
   * More outputs of the same decoding (the replay: playback.ts; the event stills: thumbnails.ts),
   * each made from the picture of the one before it, so each must be no larger than that one.
   */
  sideOutputs?: SideOutput[];
}

/**
 * A file ffmpeg writes while it decodes the frames, from the same pictures: one decoding (and HDR
 * tone mapping) for both.
 */
export interface SideOutput {
  /** Filters from the decoded picture to this output's. */
  picture: string;
  /**
   * Whether the frames are shrunk from this output's picture (an HDR clip's, tone-mapped once for
   * both: decision 3115) rather than made from the decoded picture beside it, as without a side
   * output (an SDR clip's, whose frames are the bytes the page makes: decision 1609). Only the
   * first side output's picture can be the frames'.
   */
  framesFromPicture: boolean;
  /** This output's options and file name, after its picture's `-map`. */
  args: string[];
  /** Called once ffmpeg has ended: with true when it read the whole clip without fault (the file is whole), else false. */
  settle(whole: boolean): Promise<void>;
}

/** The upright size decoded frames will have for a source of the given upright size. */
export function decodedSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Decodes a video as a stream of scaled RGB frames read from ffmpeg's stdout. Only one frame is
 * held at a time and ffmpeg waits while the consumer works (pipe backpressure), so a long or
 * high-resolution clip never sits in memory. ffmpeg applies the rotation metadata itself
 * (autorotate is on by default), so frames come out upright.
 * Every decoded frame is passed through (`-vsync passthrough`: no duplicates, no drops) and its
 * real timestamp is read from the `showinfo` filter's log line.
 * With `halvings`, the halved frame is what is scaled and converted; with a first side output whose
 * picture the frames come from, that picture.
 */
export async function* decodeFrames(path: string, opts: DecodeOptions): AsyncGenerator<DecodedFrame> {
  const info = opts.info ?? (await probeVideo(path, { maxDurationMs: opts.maxDurationMs }));
  const halvings = opts.halvings ?? 0;
  const halved = halvedSize(info, halvings);
  const { width, height } = opts.size ?? decodedSize(halved.width, halved.height, opts.maxSide);
  // A side output's picture the frames come from is already upright, tone-mapped and smaller: they
  // are only shrunk from it.
  const prepare = opts.sideOutputs?.[0]?.framesFromPicture ? '' : halvingFilters(info, halvings, hdrShrunkFirst(info, halved, { width, height }));
  const convert = `scale=${width}:${height}:flags=area`;
  // The frames' times are logged where the frames are smallest (see decodeRaw): 3 bytes a pixel in RGB, 1.5 in 4:2:0.
  const logAfterConvert = 2 * width * height < halved.width * halved.height;
  const steps = logAfterConvert ? { prepare: `${prepare}${convert},`, convert: '' } : { prepare, convert };
  yield* decodeRaw(path, { ...opts, info }, { width, height, frameBytes: width * height * 3, ...steps, pixelFormat: 'rgb24' });
}

/**
 * Decodes a video as a stream of upright 4:2:0 frames (Y, U, V planes one after the other, chroma
 * rows of half the width rounded up): the decoder's own planes, not converted, for frames we scale
 * ourselves (decision 1609). Full-range clips stay full range ("yuvj420p"); other formats (10-bit,
 * 4:2:2) are converted to yuv420p by ffmpeg, HDR tone-mapped to SDR BT.709 on the way.
 *
 * With `halvings` (halvingFilters), a 4K frame crosses the pipe at a sixteenth of its bytes.
 */
export async function* decodeI420Frames(path: string, opts: Omit<DecodeOptions, 'maxSide'>): AsyncGenerator<DecodedFrame> {
  const info = opts.info ?? (await probeVideo(path, { maxDurationMs: opts.maxDurationMs }));
  const pixelFormat = info.pixelFormat === 'yuvj420p' ? 'yuvj420p' : 'yuv420p';
  const halvings = opts.halvings ?? 0;
  const { width, height } = halvedSize(info, halvings);
  const chromaBytes = ((width + 1) >> 1) * ((height + 1) >> 1);
  yield* decodeRaw(
    path,
    { ...opts, info },
    { width, height, frameBytes: width * height + 2 * chromaBytes, prepare: halvingFilters(info, halvings), convert: '', pixelFormat },
  );
}

/** The size of a clip's frames halved `halvings` times; throws when they cannot be halved exactly (see halvingFilters). */
function halvedSize(info: VideoInfo, halvings: number): { width: number; height: number } {
  const divisor = 2 ** (halvings + 1);
  if (halvings > 0 && (info.pixelFormat === 'yuvj420p' || info.width % divisor !== 0 || info.height % divisor !== 0)) {
    throw new RangeError(`a ${info.width}×${info.height} ${info.pixelFormat} frame cannot be halved exactly ${halvings} times`);
  }
  return { width: info.width / 2 ** halvings, height: info.height / 2 ** halvings };
}

/**
 * The filter graph's steps before any scaling: the halvings, made in ffmpeg's own process (issue
 * 31), and HDR's tone mapping. An SDR frame is halved in 8 bits, where ffmpeg's area scaler on an
 * exact half is the 2×2 average rounded to nearest, which the page repeats (src/pose/yuv/i420Halve.ts);
 * a 10-bit frame halved first would round differently. An HDR frame is halved before it is
 * tone-mapped, so zimg works on a quarter of the pixels or less (at 4K the tone mapping was most
 * of the cost), and shrunk before it too when `shrinkTo` says so (hdrShrunkFirst).
 */
function halvingFilters(info: VideoInfo, halvings: number, shrinkTo?: { width: number; height: number }): string {
  const halve = 'scale=iw/2:ih/2:flags=area,'.repeat(halvings);
  const shrink = shrinkTo ? `scale=${shrinkTo.width}:${shrinkTo.height}:flags=area,` : '';
  return info.hdr ? `${halve}${shrink}${HDR_TO_SDR}` : halvings > 0 ? `format=yuv420p,${halve}` : '';
}

/**
 * The size an HDR frame is shrunk to before it is tone-mapped, when it is shrunk at all: zimg's
 * tone mapping costs by the pixel (a 1080×1500 frame 31 ms of CPU on this machine; shrunk to
 * 692×960 first, 18 ms with the shrinking), and no page bytes have to match an HDR frame (decision
 * 3120). zimg refuses 4:2:0 frames of odd sides, so an odd side is shrunk to the even one above it,
 * and by its last pixel after the tone mapping (the club read's 173×240 from a 1080×1500 phone
 * clip: decision 2816).
 */
export function hdrShrunkFirst(info: VideoInfo, halved: { width: number; height: number }, to: { width: number; height: number }) {
  const even = { width: to.width + (to.width % 2), height: to.height + (to.height % 2) };
  const fits = even.width <= halved.width && even.height <= halved.height;
  const shrunk = even.width < halved.width || even.height < halved.height;
  return info.hdr && fits && shrunk ? even : undefined;
}

interface RawOutput {
  width: number;
  height: number;
  frameBytes: number;
  /** The filter graph's steps before the frame's time is logged (halving, tone mapping; each ending in a comma), or nothing. */
  prepare: string;
  /** The step after it that scales and converts to the output's size and format, or nothing. */
  convert: string;
  pixelFormat: string;
}

/** Runs ffmpeg to raw frames of one size and format on stdout, each with its time from showinfo. */
async function* decodeRaw(path: string, opts: Omit<DecodeOptions, 'maxSide'> & { info: VideoInfo }, output: RawOutput): AsyncGenerator<DecodedFrame> {
  const maxDurationMs = opts.maxDurationMs ?? MAX_VIDEO_SECONDS * 1000;
  const { info } = opts;
  const { width, height, frameBytes } = output;
  const wanted = opts.frames ? [...new Set(opts.frames)].sort((a, b) => a - b) : null;
  const timeOf = new Map(opts.framesAtMs ? opts.frames?.map((n, i) => [n, opts.framesAtMs![i]]) : []);
  const wantedAtMs = wanted && timeOf.size > 0 ? wanted.map((n) => timeOf.get(n)!) : null;
  const seek = wantedAtMs ? await seekPlan(path, info, wantedAtMs) : null;
  // `select` keeps the listed frames, by index or, after a seek, by time; its commas are escaped
  // from the filter graph's own commas.
  const tolerance = frameTimeTolerance(info);
  const picks = seek
    ? seek.filterSeconds.map((t) => `between(t\\,${(t - tolerance).toFixed(6)}\\,${(t + tolerance).toFixed(6)})`)
    : wanted?.map((n) => `eq(n\\,${n})`);
  const select = picks ? `select=${picks.join('+')},` : '';
  // showinfo checksums every frame it logs, so it goes where they are smallest: on a halved 1080p60
  // phone clip, logging the RGB frames made ffmpeg take a third longer than logging the 4:2:0 ones.
  const filters = `${select}${output.prepare}showinfo${output.convert ? `,${output.convert}` : ''}`;

  const sides = opts.sideOutputs ?? [];
  // With side outputs the graph forks: a branch to each, one to the frames.
  const picture =
    sides.length > 0
      ? ['-filter_complex', `${sideForks(info, sides)}[frames]${filters}[out]`, '-map', '[out]']
      : ['-map', `0:v:${info.videoStream}`, '-vf', filters];
  // ffmpeg arguments stay in their flag/value groups, one line per step.
  // prettier-ignore
  const proc = spawn(
    ...ffmpegCommand([
      '-hide_banner', '-nostdin', '-loglevel', 'info',
      ...(seek ? ['-ss', seek.startSeconds.toFixed(6), '-noaccurate_seek'] : []),
      ...(await whitelistedInput(path)),
      ...picture, '-an', '-sn',
      '-vsync', 'passthrough',
      // The listed frames out, ffmpeg stops: the clip after the last of them is never decoded.
      ...(wanted ? ['-frames:v', String(wanted.length)] : []),
      ...rawFramesToStdout(output.pixelFormat, frameBytes),
      ...sides.flatMap((side, i) => ['-map', `[side${i}]`, ...side.args]),
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = new FfmpegLog();
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (chunk: string) => log.push(chunk));
  const exited = new Promise<number | null>((resolve) => {
    proc.on('error', () => resolve(-1));
    proc.on('close', (code) => {
      log.close();
      resolve(code);
    });
  });

  let index = 0;
  let firstPtsSeconds: number | null = null;
  let whole = false;
  try {
    for await (const data of readFrames(proc.stdout, frameBytes, READ_AHEAD_FRAMES, opts.buffers)) {
      const pts = await log.timestamp(index);
      if (seek) {
        index += 1;
        // After a seek a frame is the asked one whose time it has: one of them may not exist.
        const slot = pts === null ? -1 : seek.filterSeconds.findIndex((t) => Math.abs(pts - t) <= tolerance);
        if (slot >= 0) yield { index: wanted![slot], timeMs: timeOf.get(wanted![slot])!, width, height, data };
        continue;
      }
      // With `select`, the first frame out is not the clip's first: times stay absolute then.
      firstPtsSeconds ??= wanted ? 0 : (pts ?? 0);
      const timeMs = pts === null ? (index * 1000) / (info.fps || 30) : (pts - firstPtsSeconds) * 1000;
      // Read from the decoded stream, whatever the container said at intake.
      if (timeMs > maxDurationMs) throw new MediaTooLongError(timeMs);
      if (index >= MEDIA_LIMITS.maxFrames) throw tooManyFrames(index + 1);
      yield { index: wanted ? wanted[index] : index, timeMs, width, height, data };
      index += 1;
    }
    const code = await exited;
    // A truncated upload decodes up to where it was cut and then ends "normally": the log says so.
    // After a seek, none of the asked times may be found: that is not a clip without frames.
    if (code !== 0 || (index === 0 && !seek) || log.damaged) {
      throw new UnreadableMediaError(`ffmpeg exited ${code} after ${index} frames: ${stderrTail(log.tail)}`);
    }
    whole = true;
  } finally {
    if (proc.exitCode === null) proc.kill('SIGKILL');
    // Also when the consumer stopped reading early: the side outputs then stopped where it did.
    await Promise.all(sides.map((side) => side.settle(whole)));
  }
}

/**
 * The graph's forks for the side outputs, labelled `[side0]`, `[side1]`…, and `[frames]`: the frames
 * fork after the first side output's picture when they come from it, else at the decoded picture.
 * Each side output after the first is made from the picture of the one before (the stills, 320 px
 * wide, from the replay's, shrunk and tone-mapped already).
 */
function sideForks(info: VideoInfo, sides: SideOutput[]): string {
  const input = `[0:v:${info.videoStream}]`;
  const framesFromPicture = sides[0].framesFromPicture;
  let graph = framesFromPicture ? '' : `${input}split=2[decoded][frames];`;
  let from = framesFromPicture ? input : '[decoded]';
  sides.forEach((side, i) => {
    if (i > 0 && side.framesFromPicture) throw new RangeError('only the first side output can make the frames');
    const outputs = [`[side${i}]`, ...(i + 1 < sides.length ? [`[picture${i}]`] : []), ...(i === 0 && framesFromPicture ? ['[frames]'] : [])];
    graph += `${from}${side.picture},split=${outputs.length}${outputs.join('')};`;
    from = `[picture${i}]`;
  });
  return graph;
}

/**
 * Reads ffmpeg's log as it arrives: the pts_time of every frame from showinfo's lines, in order,
 * and whether the input turned out to be cut short or damaged.
 */
class FfmpegLog {
  tail = '';
  damaged = false;
  private readonly times: number[] = [];
  private partial = '';
  private closed = false;
  private wake: (() => void) | null = null;

  push(chunk: string): void {
    this.tail = (this.tail + chunk).slice(-4000);
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const frame = showinfoFrame(line);
      if (frame) this.times.push(frame.seconds);
      else if (/partial file|Invalid data found when processing input/.test(line)) this.damaged = true;
    }
    this.notify();
  }

  close(): void {
    this.closed = true;
    this.notify();
  }

  /** The timestamp of frame n in seconds, waiting for its log line if ffmpeg has not written it yet. */
  async timestamp(n: number): Promise<number | null> {
    while (this.times.length <= n && !this.closed) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    return this.times[n] ?? null;
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
