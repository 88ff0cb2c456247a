import type { PoseTrack } from '../../swing/types';
import type { IndexedFrame } from '../trackFrames';
import { trackFrames } from '../trackFrames';
import { ADAPTIVE } from '../sampling';
import { rgbFromImageData } from './imageData';
import { loadBrowserPoseModel } from './loadModel';
import { mp4FrameTimes } from './mp4FrameTimes';

/** The server decodes with this longest side (src/pose/node DECODE_MAX_SIDE): the same pixels to pose. */
const DECODE_MAX_SIDE = 960;

function once(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error('This browser cannot play the video.')), { once: true });
  });
}

/**
 * Every frame of the file, in order, at the server's decode size: the <video> is seeked to the
 * middle of each frame's time span (from the file's own sample tables), so each seek shows exactly
 * that frame, which is drawn to a canvas and read back. Nothing leaves the page.
 */
async function* videoFileFrames(video: HTMLVideoElement, times: number[]): AsyncGenerator<IndexedFrame> {
  const scale = Math.min(1, DECODE_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const width = Math.max(1, Math.round(video.videoWidth * scale));
  const height = Math.max(1, Math.round(video.videoHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  for (const [index, timeMs] of times.entries()) {
    const next = times[index + 1];
    video.currentTime = (next === undefined ? timeMs + 1 : (timeMs + next) / 2) / 1000;
    await once(video, 'seeked');
    context.drawImage(video, 0, 0, width, height);
    yield { index, timeMs, ...rgbFromImageData(context.getImageData(0, 0, width, height)) };
  }
}

/**
 * The pose track of a video file chosen on this device, computed here: the same MoveNet, person
 * tracker, sampling and motion measures as the server's (src/pose/trackFrames), on the same frames.
 */
export async function trackVideoFileInBrowser(file: Blob, onProgress?: (fraction: number) => void): Promise<PoseTrack> {
  const times = mp4FrameTimes(await file.arrayBuffer());
  const estimator = await loadBrowserPoseModel('lightning');
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  try {
    video.src = url;
    await once(video, 'loadeddata');
    const result = await trackFrames(videoFileFrames(video, times), estimator, ADAPTIVE, {
      onFrame: (frame) => onProgress?.(Math.min(1, (frame.index + 1) / times.length)),
    });
    const deltas = times
      .slice(1)
      .map((t, i) => t - times[i]!)
      .sort((a, b) => a - b);
    const frameMs = deltas[deltas.length >> 1] ?? 0;
    const last = result.motion[result.motion.length - 1];
    return {
      source: 'video',
      width: video.videoWidth,
      height: video.videoHeight,
      fps: frameMs > 0 ? Math.round((1000 / frameMs) * 100) / 100 : 0,
      frameCount: result.framesSeen,
      durationMs: last ? Math.round(last.timeMs + frameMs) : 0,
      model: 'lightning',
      frames: result.frames,
      motion: result.motion,
    };
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}
