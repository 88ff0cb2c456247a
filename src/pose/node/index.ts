import sharp from 'sharp';
import type { PoseTrack } from '../../swing/types';
import {
  assertImageWithinLimits,
  assertVideoWithinLimits,
  decodeFrames,
  decodeI420Frames,
  FrameBuffers,
  MediaOverLimitError,
  probeVideo,
  replayBesideFrames,
  replayBesideFramesFits,
  stillsBesideFrames,
  UnreadableMediaError,
  type DecodeOptions,
  type SideOutput,
  type VideoInfo,
} from '../../media';
import { TRACKING_BUDGET, TrackingBudgetSpent, type TrackingBudget } from '../budget';
import type { PoseModelName } from '../model';
import { PersonTracker } from '../personTracker';
import { DECODE_MAX_SIDE } from '../image';
import { roundKeypoint } from '../precision';
import { ADAPTIVE, EVERY_FRAME } from '../sampling';
import { trackFrames, type DeferredFrame, type TrackedFrame } from '../trackFrames';
import { I420FrameMaker, packedI420Layout, poseFrameSize, shrinksFrames } from '../yuv/i420Frames';
import { exactHalvings } from '../yuv/i420Halve';
import { clubOfSwing, givenBack } from './clubOfSwing';
import { FrameShrinker, type MeasuredFrame } from './frameShrinker';
import { loadPoseModel } from './loadModel';

export { loadPoseModel } from './loadModel';
export { trackInThread } from './trackInThread';
export { clubInThread } from './clubInThread';
export { clubOfSwing } from './clubOfSwing';
export { TrackingTimeLimit, type CpuHold } from './runOnThread';
export { keepSpareTrackThread } from './spareTrackThread';
export type { PoseModelName } from '../model';

export interface TrackOptions {
  model?: PoseModelName;
  onProgress?: (stage: 'decode' | 'pose', fraction: number) => void;
  /** Run the model on every frame instead of sampling (reference tracks, evaluation). */
  allFrames?: boolean;
  /** See TrackFramesHooks.waitTurn. */
  waitTurn?: () => Promise<void> | undefined;
  /** What tracking may spend (TRACKING_BUDGET unless given). */
  budget?: TrackingBudget;
  /**
   * Writes the clip's replay here from the frames' own decoding, for a clip where that fits
   * (replayBesideFramesFits: one encoded again); whole when the tracking read the clip to its end,
   * else absent.
   */
  replayTo?: string;
  /**
   * Writes a JPEG still of every frame, `width` pixels wide, into the folder `dir`, from the frames'
   * own decoding (stillsBesideFrames), for the event stills; there when the tracking read the clip
   * to its end, else absent.
   */
  stillsTo?: { dir: string; width: number };
  /**
   * Reads the clip again over each swing the engine finds and follows the club there (traceClub),
   * for the track's `club`: the swing trace's club path (issue 28).
   */
  traceClub?: boolean;
}

/** What a tracking run cost, stage by stage (wall milliseconds), for the benchmark and logs. */
export interface TrackingStats {
  probeMs: number;
  modelLoadMs: number;
  /** Decoding and motion, interleaved with posing on the stream: the loop's time minus the model's. */
  decodeMotionMs: number;
  poseMs: number;
  framesDecoded: number;
  framesPosed: number;
  /** Model runs, including person searches and widened re-looks. */
  inferences: number;
  /** The club's read over the swings (TrackOptions.traceClub): decoding again and the club tracker; 0 when not asked for. */
  clubMs: number;
  /** Frames the club tracker read. */
  framesClubTraced: number;
}

/** The default model: POSE_MODEL=thunder switches to the slower, more precise variant. */
export function defaultPoseModel(): PoseModelName {
  return process.env.POSE_MODEL === 'thunder' ? 'thunder' : 'lightning';
}

/** The pose track of a video file: see trackVideoFileWithStats. */
export async function trackVideoFile(path: string, opts: TrackOptions = {}): Promise<PoseTrack> {
  return (await trackVideoFileWithStats(path, opts)).track;
}

/**
 * Probes, decodes (streamed), measures motion on every frame and poses the frames the sampling
 * plan picks. Throws MediaTooLongError / UnreadableMediaError for media a member must fix.
 */
export async function trackVideoFileWithStats(path: string, opts: TrackOptions = {}): Promise<{ track: PoseTrack; stats: TrackingStats }> {
  const modelName = opts.model ?? defaultPoseModel();
  let started = performance.now();
  const info = await probeVideo(path);
  // Checked again here, not only at intake: an analysis may have been queued before a limit existed.
  assertVideoWithinLimits(info);
  const probeMs = performance.now() - started;

  started = performance.now();
  const estimator = await loadPoseModel(modelName);
  const modelLoadMs = performance.now() - started;

  // Decoding and posing run interleaved on the stream, so both progress against the expected frame count.
  const expectedFrames = expectedFrameCount(info);
  const progress = (stage: 'decode' | 'pose', index: number) => {
    if (expectedFrames) opts.onProgress?.(stage, Math.min(1, (index + 1) / expectedFrames));
  };
  started = performance.now();
  const replay = opts.replayTo && replayBesideFramesFits(info) ? [replayBesideFrames(info, opts.replayTo)] : [];
  // The stills are made from the replay's picture when there is one (decodeFrames' side outputs), so
  // an HDR clip's are tone-mapped; without it, an HDR clip's are taken after the tracking.
  const { stillsTo } = opts;
  const stills = stillsTo && (info.hdr === null || replay.length > 0) ? [await stillsBesideFrames(info, stillsTo.dir, stillsTo.width)] : [];
  const source = poseFrames(path, info, [...replay, ...stills]);
  const result = await trackFrames(source.frames, estimator, opts.allFrames ? EVERY_FRAME : ADAPTIVE, {
    onFrame: (frame) => progress('decode', frame.index),
    onPosed: (index) => progress('pose', index),
    waitTurn: opts.waitTurn,
    budget: opts.budget ?? TRACKING_BUDGET,
  })
    .catch((error: unknown) => {
      if (error instanceof TrackingBudgetSpent) throw budgetSpent();
      throw error;
    })
    .finally(() => source.close());
  const loopMs = performance.now() - started;
  opts.onProgress?.('decode', 1);
  opts.onProgress?.('pose', 1);

  const last = result.motion[result.motion.length - 1];
  const frameInterval = info.fps > 0 ? 1000 / info.fps : 0;
  const track: PoseTrack = {
    source: 'video',
    width: info.width,
    height: info.height,
    fps: info.fps,
    ...(info.captureFps ? { captureFps: info.captureFps } : {}),
    frameCount: result.framesSeen,
    durationMs: last ? Math.round(last.timeMs + frameInterval) : 0,
    model: modelName,
    frames: result.frames,
    motion: result.motion,
    stillClub: result.stillClub,
  };
  started = performance.now();
  const club = opts.traceClub ? await clubOfSwing(path, info, track, opts.waitTurn) : null;
  if (club) track.club = club.samples;
  const stats: TrackingStats = {
    probeMs,
    modelLoadMs,
    decodeMotionMs: loopMs - result.poseMs,
    poseMs: result.poseMs,
    framesDecoded: result.framesSeen,
    framesPosed: result.frames.length,
    inferences: result.inferences,
    clubMs: club ? performance.now() - started : 0,
    framesClubTraced: club?.frames ?? 0,
  };
  return { track, stats };
}

/** A clip's frames for the tracker, and the end of what makes them once tracking is done with them. */
export interface PoseFrameSource {
  frames: AsyncIterable<TrackedFrame>;
  /** Ends the shrinking worker, if the frames have one: a frame's picture can no longer be asked for then. */
  close(): Promise<void>;
}

/**
 * The frames posed for a clip. Clips up to DECODE_MAX_SIDE come from ffmpeg as RGB, which the page
 * repeats byte for byte (decision 1606); so do larger ones that exact halvings bring within it, halved
 * by ffmpeg in 4:2:0 as the page halves them (decision 3111). The rest are decoded at full size, or
 * halved as far as they can be, and shrunk by our own scaler, which the page runs too (decision 1609);
 * HDR ones, which the page draws through the browser instead, are shrunk by ffmpeg; with a replay
 * beside them (decision 3115), from the replay's tone-mapped picture. Beside SDR frames, the side
 * outputs (the replay, the stills) fork from the decoded picture, so the frames are the same with
 * them or without.
 */
export function poseFrames(path: string, info: VideoInfo, sideOutputs: SideOutput[] = []): PoseFrameSource {
  const decoded = (opts: Omit<DecodeOptions, 'maxSide' | 'info' | 'buffers'> = {}): PoseFrameSource => {
    const buffers = new FrameBuffers();
    const frames = decodeFrames(path, { maxSide: DECODE_MAX_SIDE, info, buffers, ...opts });
    return { frames: givenBack(frames, buffers), close: async () => {} };
  };
  if (sideOutputs[0]?.framesFromPicture) return decoded({ size: poseFrameSize(info.width, info.height), sideOutputs });
  if (!shrinksFrames(info.width, info.height)) return decoded({ sideOutputs });
  // ffmpeg halves limited-range frames in its own process (issue 31); full-range ones the worker halves.
  const halvings = info.pixelFormat === 'yuvj420p' ? 0 : exactHalvings(info.width, info.height);
  const halvedEnough = halvings > 0 && !shrinksFrames(info.width / 2 ** halvings, info.height / 2 ** halvings);
  if (halvedEnough) return decoded({ halvings, sideOutputs });
  // An HDR frame has no page bytes to match (decision 3120): ffmpeg shrinks it to the posed size
  // before it tone-maps it: 18 ms a 1080×1500 frame against 31 ms tone-mapped whole (decode.ts).
  if (info.hdr) return decoded({ halvings, size: poseFrameSize(info.width, info.height) });
  const shrinker = new FrameShrinker({ width: info.width, height: info.height, colour: info.colour, halvedByDecoder: halvings });
  return { frames: shrunkFrames(path, info, halvings, shrinker, sideOutputs), close: () => shrinker.close() };
}

/**
 * Frames sent to the shrinking worker before the first is waited for: enough that it goes on
 * measuring while this thread poses the frames of a gap, few enough to bound memory (8 frames of
 * 1080×1500 are 19 MB).
 */
const FRAMES_IN_FLIGHT = 8;

/**
 * 4:2:0 frames, halved `halvings` times by ffmpeg, measured on a worker thread (FrameShrinker), in
 * order. A frame that is posed is shrunk and converted here, as the page does, from the planes the
 * worker hands back with its luminance (decision 3116). A frame keeps its planes until the tracker
 * releases it, once its motion regions are placed; the decoder reads later frames into them then.
 */
async function* shrunkFrames(
  path: string,
  info: VideoInfo,
  halvings: number,
  shrinker: FrameShrinker,
  sideOutputs: SideOutput[],
): AsyncGenerator<DeferredFrame> {
  const buffers = new FrameBuffers();
  const maker = new I420FrameMaker(info.width, info.height, info.colour, halvings);
  const layout = packedI420Layout(maker.inputWidth, maker.inputHeight);
  const inFlight: { index: number; timeMs: number; measured: Promise<MeasuredFrame> }[] = [];
  const next = async (): Promise<DeferredFrame> => {
    const { index, timeMs, measured } = inFlight.shift()!;
    const { luma, planes } = await measured;
    return {
      index,
      timeMs,
      width: maker.width,
      height: maker.height,
      motionLuma: luma,
      picture: async () => maker.rgb(planes, layout),
      release: () => buffers.giveBack(planes),
    };
  };
  for await (const frame of decodeI420Frames(path, { info, buffers, halvings, sideOutputs })) {
    const measured = shrinker.measure(frame.data);
    // Awaited in turn below; if the worker fails meanwhile, that is not an unhandled rejection.
    measured.catch(() => {});
    inFlight.push({ index: frame.index, timeMs: frame.timeMs, measured });
    if (inFlight.length >= FRAMES_IN_FLIGHT) yield await next();
  }
  while (inFlight.length > 0) yield await next();
}

/** What the member reads when tracking ran out of budget: a clip that costs this much is not one swing. */
function budgetSpent(): MediaOverLimitError {
  return new MediaOverLimitError(
    'Analysing this video took far more work than a golf swing needs, so we stopped. ' + 'Trim it to a few seconds around the swing and upload it again.',
  );
}

function expectedFrameCount(info: VideoInfo): number | null {
  return info.durationMs !== null && info.fps > 0 ? (info.durationMs / 1000) * info.fps : null;
}

/** One image (a JPG or PNG upload) as a one-frame track. EXIF orientation is applied first. */
export async function trackImage(data: Buffer, opts: Pick<TrackOptions, 'model'> = {}): Promise<PoseTrack> {
  const modelName = opts.model ?? defaultPoseModel();
  const unreadable = (err: Error) => {
    throw new UnreadableMediaError(err.message);
  };
  const meta = await sharp(data).metadata().catch(unreadable);
  if (!meta.width || !meta.height) throw new UnreadableMediaError('image without a size');
  assertImageWithinLimits(meta.width, meta.height);
  // EXIF orientations 5 to 8 turn the picture a quarter: the upright size is swapped.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const { data: pixels, info } = await sharp(data)
    .rotate()
    .resize({ width: DECODE_MAX_SIDE, height: DECODE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(unreadable);
  if (info.channels !== 3) throw new UnreadableMediaError(`image decoded to ${info.channels} channels`);
  const estimator = await loadPoseModel(modelName);
  const { keypoints } = new PersonTracker(estimator).estimate({ width: info.width, height: info.height, data: pixels });
  return {
    source: 'image',
    width: quarterTurn ? meta.height : meta.width,
    height: quarterTurn ? meta.width : meta.height,
    fps: 0,
    frameCount: 1,
    durationMs: 0,
    model: modelName,
    frames: [{ frame: 0, timeMs: 0, keypoints: keypoints.map(roundKeypoint) }],
    motion: [],
  };
}
