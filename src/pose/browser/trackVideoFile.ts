import { VideoSampleSink, type Input, type InputVideoTrack, type VideoSample } from 'mediabunny';
import { CAPTURE_RATE_TAG, captureRateFromTag } from '../../shared/poseTrack';
import type { PoseTrack } from '../../swing/types';
import type { RgbImage } from '../image';
import { trackFrames, type DeferredFrame, type TrackedFrame } from '../trackFrames';
import { ADAPTIVE } from '../sampling';
import { hdrToSdrI420, type HdrTransfer } from '../yuv/hdrToSdr';
import { I420FrameMaker, shrinksFrames } from '../yuv/i420Frames';
import { rotateI420 } from '../yuv/i420Rotate';
import type { PlaneLayout, YuvColour } from '../yuv/i420ToRgb';
import { rgbFromImageData } from './imageData';
import { loadBrowserPoseModel } from './loadModel';
import { undecodableTrack, videoInput } from './decodeCheck';

/** What the page knows of a track's colours: its range, and its HDR transfer if any. */
interface TrackColour {
  fullRange: boolean;
  hdr: HdrTransfer | null;
}

/**
 * Frames whose RGB this page computes itself, as the server does: 4:2:0, unmirrored, square pixels,
 * an even upright height, and limited range unless the server shrinks them with the same code
 * (decisions 1606, 1609; ffmpeg's own full-range converter is not repeated here). HDR frames are
 * 10-bit limited range, tone-mapped by the page as the server's ffmpeg does (decision 3120). A rotated
 * frame is turned upright in its planes first, as ffmpeg's autorotate does. Others (mirrored, full
 * range at 960 px or less, 8-bit HDR) are drawn by the browser, whose colours and scaling differ a
 * little from the server's.
 */
function convertible(sample: VideoSample, { fullRange, hdr }: TrackColour): boolean {
  const { width, height } = sample.visibleRect;
  const quarterTurn = sample.rotation % 180 !== 0;
  return (
    (hdr ? sample.format === 'I420P10' && !fullRange : sample.format === 'I420') &&
    (!fullRange || shrinksFrames(width, height)) &&
    !sample.flip &&
    sample.squarePixelWidth === width &&
    sample.squarePixelHeight === height &&
    (quarterTurn ? width : height) % 2 === 0
  );
}

/** The 8-bit planes of a convertible frame, turned upright (and HDR tone-mapped after), and where each plane lies. */
async function uprightPlanes(sample: VideoSample, hdr: HdrTransfer | null): Promise<{ data: Uint8Array; layout: PlaneLayout[] }> {
  let data: Uint8Array = new Uint8Array(sample.allocationSize());
  let layout = await sample.copyTo(data);
  let { width, height } = sample.visibleRect;
  if (sample.rotation !== 0) ({ data, layout, width, height } = rotateI420(data, layout, width, height, sample.rotation, hdr ? 2 : 1));
  return hdr ? hdrToSdrI420(data, layout, width, height, hdr) : { data, layout };
}

/**
 * The track's range and HDR transfer, and the YCbCr the page converts to RGB: the stream's own, or
 * for HDR the SDR BT.709 limited range that the tone map (the page's, as the server's) makes of it.
 */
function trackColour(colorSpace: VideoColorSpaceInit): TrackColour & { yuv: YuvColour } {
  const fullRange = colorSpace.fullRange === true;
  // mediabunny names HLG and PQ as Chromium does; TypeScript's DOM types do not list them yet.
  const transfer = colorSpace.transfer as string | null | undefined;
  const hdr = transfer === 'hlg' || transfer === 'pq' ? transfer : null;
  const yuv: YuvColour = hdr ? { matrix: 'bt709', fullRange: false } : { matrix: colorSpace.matrix === 'bt709' ? 'bt709' : 'bt601', fullRange };
  return { fullRange, hdr, yuv };
}

/**
 * Every frame of the file, in presentation order, at the server's decode size (rotation applied,
 * as ffmpeg does). The frames come from WebCodecs through mediabunny's demuxer, decoded one after
 * the other: seeking a <video> and drawing it on 'seeked' drew the previous frame now and then
 * (about one frame in forty, never the same ones twice), which made two runs on one file differ.
 * Each frame's time is pushed to `times` on the server's clock. Nothing leaves the page.
 */
async function* videoFileFrames(track: InputVideoTrack, times: number[], signal?: AbortSignal): AsyncGenerator<TrackedFrame> {
  const colour = trackColour(await track.getColorSpace());
  const maker = new I420FrameMaker(track.displayWidth, track.displayHeight, colour.yuv);
  const { width, height } = maker;
  let context: CanvasRenderingContext2D | null = null;
  const drawn = (sample: VideoSample): RgbImage => {
    if (!context) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.imageSmoothingQuality = 'high';
    }
    sample.draw(context, 0, 0, width, height);
    return rgbFromImageData(context.getImageData(0, 0, width, height));
  };
  let first: number | null = null;
  for await (const sample of new VideoSampleSink(track).samples()) {
    // Stopped from outside (the stall bound): end here, which also ends the decoder.
    if (signal?.aborted) {
      sample.close();
      signal.throwIfAborted();
    }
    let frame: TrackedFrame;
    try {
      first ??= sixDigits(sample.timestamp);
      const timeMs = (sixDigits(sample.timestamp) - first) * 1000;
      const index = times.push(timeMs) - 1;
      if (convertible(sample, colour)) {
        // Byte for byte the server's frames: ffmpeg's RGB at 960 px or less, our shared scaler above.
        const { data, layout } = await uprightPlanes(sample, colour.hdr);
        frame = maker.halvingsHere > 0 ? { index, timeMs, ...maker.rgb(data, layout) } : deferred(index, timeMs, maker, data, layout);
      } else {
        frame = { index, timeMs, ...drawn(sample) };
      }
    } finally {
      sample.close();
    }
    yield frame;
  }
}

/**
 * A frame measured from its planes and made whole only if it is posed, as the server does (decision
 * 3116). A frame the page halves itself (1080p, 4K) is made whole at once instead: the halving costs
 * the same either way, and holding a 4K frame's planes while its gap is posed would take 12 MB a
 * frame where its RGB is 1.6 MB.
 */
function deferred(index: number, timeMs: number, maker: I420FrameMaker, data: Uint8Array, layout: PlaneLayout[]): DeferredFrame {
  return {
    index,
    timeMs,
    width: maker.width,
    height: maker.height,
    motionLuma: maker.motionLuma(data, layout),
    picture: async () => maker.rgb(data, layout),
    // The planes are this frame's own copy: the collector takes them with the frame.
    release: () => {},
  };
}

/**
 * The server reads each frame's time from ffmpeg's showinfo log, which prints seconds with six
 * significant digits (17.550867 s is read as 17.5509): the same rounding gives the same clock.
 */
function sixDigits(seconds: number): number {
  return Number(seconds.toPrecision(6));
}

/** The capture rate the file states, read from its header as the server's ffmpeg reads it. */
async function statedCaptureRate(input: Input): Promise<number | undefined> {
  const tag = (await input.getMetadataTags()).raw?.[CAPTURE_RATE_TAG];
  return captureRateFromTag(typeof tag === 'string' ? tag : undefined);
}

/**
 * The pose track of a video file chosen on this device, computed here: the same MoveNet, person
 * tracker, sampling and motion measures as the server's (src/pose/trackFrames), on the same frames.
 * An aborted `signal` stops it at the next frame.
 */
export async function trackVideoFileInBrowser(file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<PoseTrack> {
  const times: number[] = [];
  const input = videoInput(file);
  try {
    const track = await input.getPrimaryVideoTrack();
    // Checked before the model loads: a file this browser cannot decode is refused at once, with the upload offered.
    const undecodable = await undecodableTrack(track);
    if (undecodable || !track) throw undecodable;
    const estimator = await loadBrowserPoseModel('lightning');
    const duration = Math.max(1, (await track.computeDuration()) * 1000);
    const result = await trackFrames(videoFileFrames(track, times, signal), estimator, ADAPTIVE, {
      onFrame: (frame) => onProgress?.(Math.min(1, frame.timeMs / duration)),
    });
    const deltas = times
      .slice(1)
      .map((t, i) => t - times[i]!)
      .sort((a, b) => a - b);
    const frameMs = deltas[deltas.length >> 1] ?? 0;
    const last = result.motion[result.motion.length - 1];
    const captureFps = await statedCaptureRate(input);
    return {
      source: 'video',
      width: track.displayWidth,
      height: track.displayHeight,
      fps: frameMs > 0 ? Math.round((1000 / frameMs) * 100) / 100 : 0,
      ...(captureFps ? { captureFps } : {}),
      frameCount: result.framesSeen,
      durationMs: last ? Math.round(last.timeMs + frameMs) : 0,
      model: 'lightning',
      frames: result.frames,
      motion: result.motion,
      stillClub: result.stillClub,
    };
  } finally {
    input.dispose();
  }
}
