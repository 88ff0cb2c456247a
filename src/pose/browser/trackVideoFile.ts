import { BlobSource, Input, MATROSKA, MP4, QTFF, VideoSampleSink, WEBM, type InputVideoTrack, type VideoSample } from 'mediabunny';
import type { PoseTrack } from '../../swing/types';
import type { RgbImage } from '../image';
import type { IndexedFrame } from '../trackFrames';
import { trackFrames } from '../trackFrames';
import { ADAPTIVE } from '../sampling';
import { I420FrameMaker, shrinksFrames } from '../yuv/i420Frames';
import { rotateI420 } from '../yuv/i420Rotate';
import type { PlaneLayout } from '../yuv/i420ToRgb';
import { UndecodableVideoError } from './deviceAnalysisErrors';
import { rgbFromImageData } from './imageData';
import { loadBrowserPoseModel } from './loadModel';

/**
 * Frames whose RGB this page computes itself, as the server does: 4:2:0, unmirrored, square pixels,
 * an even upright height, and limited range unless the server shrinks them with the same code
 * (decisions 1606, 1609; ffmpeg's own full-range converter is not repeated here). A rotated frame is
 * turned upright in its planes first, as ffmpeg's autorotate does. Others (mirrored, full range at
 * 960 px or less) are drawn by the browser, whose colours and scaling differ a little from the server's.
 */
function convertible(sample: VideoSample, fullRange: boolean): boolean {
  const { width, height } = sample.visibleRect;
  const quarterTurn = sample.rotation % 180 !== 0;
  return (
    sample.format === 'I420' &&
    (!fullRange || shrinksFrames(width, height)) &&
    !sample.flip &&
    sample.squarePixelWidth === width &&
    sample.squarePixelHeight === height &&
    (quarterTurn ? width : height) % 2 === 0
  );
}

/** The planes of a convertible frame, turned upright, and where each plane lies. */
async function uprightPlanes(sample: VideoSample): Promise<{ data: Uint8Array; layout: PlaneLayout[] }> {
  const data = new Uint8Array(sample.allocationSize());
  const layout = await sample.copyTo(data);
  if (sample.rotation === 0) return { data, layout };
  const { width, height } = sample.visibleRect;
  return rotateI420(data, layout, width, height, sample.rotation);
}

/**
 * Every frame of the file, in presentation order, at the server's decode size (rotation applied,
 * as ffmpeg does). The frames come from WebCodecs through mediabunny's demuxer, decoded one after
 * the other: seeking a <video> and drawing it on 'seeked' drew the previous frame now and then
 * (about one frame in forty, never the same ones twice), which made two runs on one file differ.
 * Each frame's time is pushed to `times` on the server's clock. Nothing leaves the page.
 */
async function* videoFileFrames(track: InputVideoTrack, times: number[], signal?: AbortSignal): AsyncGenerator<IndexedFrame> {
  const colorSpace = await track.getColorSpace();
  const fullRange = colorSpace.fullRange === true;
  const maker = new I420FrameMaker(track.displayWidth, track.displayHeight, { matrix: colorSpace.matrix === 'bt709' ? 'bt709' : 'bt601', fullRange });
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
    let image: RgbImage;
    try {
      first ??= sixDigits(sample.timestamp);
      times.push((sixDigits(sample.timestamp) - first) * 1000);
      if (convertible(sample, fullRange)) {
        // Byte for byte the server's frames: ffmpeg's RGB at 960 px or less, our shared scaler above.
        const { data, layout } = await uprightPlanes(sample);
        image = maker.rgb(data, layout);
      } else {
        image = drawn(sample);
      }
    } finally {
      sample.close();
    }
    yield { index: times.length - 1, timeMs: times[times.length - 1]!, ...image };
  }
}

/**
 * The server reads each frame's time from ffmpeg's showinfo log, which prints seconds with six
 * significant digits (17.550867 s is read as 17.5509): the same rounding gives the same clock.
 */
function sixDigits(seconds: number): number {
  return Number(seconds.toPrecision(6));
}

/**
 * The pose track of a video file chosen on this device, computed here: the same MoveNet, person
 * tracker, sampling and motion measures as the server's (src/pose/trackFrames), on the same frames.
 * An aborted `signal` stops it at the next frame.
 */
export async function trackVideoFileInBrowser(file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<PoseTrack> {
  const times: number[] = [];
  const estimator = await loadBrowserPoseModel('lightning');
  // The containers phones and browsers record to; naming them keeps the other demuxers out of the bundle.
  const input = new Input({ source: new BlobSource(file), formats: [MP4, QTFF, MATROSKA, WEBM] });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) {
      throw new UndecodableVideoError('This browser cannot decode this video’s format on the device.');
    }
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
    return {
      source: 'video',
      width: track.displayWidth,
      height: track.displayHeight,
      fps: frameMs > 0 ? Math.round((1000 / frameMs) * 100) / 100 : 0,
      frameCount: result.framesSeen,
      durationMs: last ? Math.round(last.timeMs + frameMs) : 0,
      model: 'lightning',
      frames: result.frames,
      motion: result.motion,
    };
  } finally {
    input.dispose();
  }
}
