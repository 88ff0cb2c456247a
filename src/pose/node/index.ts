import sharp from 'sharp';
import type { PoseTrack } from '../../swing/types';
import { decodeFrames, probeVideo, UnreadableMediaError } from '../../server/infra/video';
import type { PoseModelName } from '../model';
import { PersonTracker } from '../personTracker';
import { ADAPTIVE, EVERY_FRAME } from '../sampling';
import { trackFrames } from '../trackFrames';
import { loadPoseModel } from './loadModel';

export { loadPoseModel } from './loadModel';

/**
 * Frames are decoded with this longest side: enough pixels for a crop around a golfer who fills a
 * tenth of a wide 1080p shot, small enough to decode and measure motion quickly.
 */
const DECODE_MAX_SIDE = 960;

export interface TrackOptions {
  model?: PoseModelName;
  onProgress?: (stage: 'decode' | 'pose', fraction: number) => void;
  /** Run the model on every frame instead of sampling (reference tracks, evaluation). */
  allFrames?: boolean;
}

/** The default model: POSE_MODEL=thunder switches to the slower, more precise variant. */
export function defaultPoseModel(): PoseModelName {
  return process.env.POSE_MODEL === 'thunder' ? 'thunder' : 'lightning';
}

export async function trackVideoFile(path: string, opts: TrackOptions = {}): Promise<PoseTrack> {
  const modelName = opts.model ?? defaultPoseModel();
  const info = await probeVideo(path);
  const estimator = await loadPoseModel(modelName);
  // Decoding and posing run interleaved on the stream, so both progress against the expected frame count.
  const expectedFrames = info.durationMs !== null && info.fps > 0 ? (info.durationMs / 1000) * info.fps : null;
  const progress = (stage: 'decode' | 'pose', index: number) => {
    if (expectedFrames) opts.onProgress?.(stage, Math.min(1, (index + 1) / expectedFrames));
  };
  const result = await trackFrames(
    decodeFrames(path, { maxSide: DECODE_MAX_SIDE, info }),
    estimator,
    opts.allFrames ? EVERY_FRAME : ADAPTIVE,
    { onFrame: (frame) => progress('decode', frame.index), onPosed: (index) => progress('pose', index) },
  );
  opts.onProgress?.('decode', 1);
  opts.onProgress?.('pose', 1);
  const last = result.motion[result.motion.length - 1];
  const frameInterval = info.fps > 0 ? 1000 / info.fps : 0;
  return {
    source: 'video',
    width: info.width,
    height: info.height,
    fps: info.fps,
    frameCount: result.framesSeen,
    durationMs: last ? Math.round(last.timeMs + frameInterval) : 0,
    model: modelName,
    frames: result.frames,
    motion: result.motion,
  };
}

/** One image (a JPG or PNG upload) as a one-frame track. EXIF orientation is applied first. */
export async function trackImage(data: Buffer, opts: Pick<TrackOptions, 'model'> = {}): Promise<PoseTrack> {
  const modelName = opts.model ?? defaultPoseModel();
  const { data: pixels, info } = await sharp(data)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((err: Error) => {
      throw new UnreadableMediaError(err.message);
    });
  const estimator = await loadPoseModel(modelName);
  const tracker = new PersonTracker(estimator);
  const { keypoints } = tracker.estimate({ width: info.width, height: info.height, data: pixels });
  return {
    source: 'image',
    width: info.width,
    height: info.height,
    fps: 0,
    frameCount: 1,
    durationMs: 0,
    model: modelName,
    frames: [{ frame: 0, timeMs: 0, keypoints }],
    motion: [],
  };
}
