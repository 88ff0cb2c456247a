import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { LivePhase, PoseData } from '../../../shared/live';
import { encodeLiveFrame, LIVE_TIMINGS } from '../../../shared/liveFrames';
import type { Keypoint } from '../../../swing/types';

interface FrameSenderOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  browserPose: RefObject<Keypoint[] | null>;
  running: boolean;
  intervalMs: number;
  pausedUntil: number;
  phase: LivePhase;
  sendFrame: (bytes: Uint8Array) => boolean;
  sendPoseData: (data: PoseData) => boolean;
}

/** The camera picture at its own size as a JPEG of quality 0.8 (spec §9). */
async function captureJpeg(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Uint8Array | null> {
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', LIVE_TIMINGS.jpegQuality));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

/** The frames sent whose time is remembered: far more than the server ever has waiting. */
const REMEMBERED_FRAMES = 120;

/**
 * While live analysis runs: each tick (the interval, lengthened by backpressure) sends the camera
 * frame as a binary FRME message and the page's own pose as pose_data (spec §7). Nothing is sent
 * while the server's rate limit asks us to wait. `takenAt` says when a sent frame was taken, so a
 * reading that arrives late is placed at its frame's moment.
 */
export function useFrameSender(options: FrameSenderOptions) {
  const current = useRef(options);
  current.current = options;
  const sentAt = useRef(new Map<number, number>());
  const takenAt = useCallback((frameId: number) => sentAt.current.get(frameId), []);

  useEffect(() => {
    if (!options.running) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frameId = 0;
    sentAt.current.clear();
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const { videoRef, browserPose, pausedUntil, phase, sendFrame, sendPoseData } = current.current;
      const video = videoRef.current;
      if (video && video.videoWidth > 0 && Date.now() >= pausedUntil) {
        const taken = Date.now();
        const jpeg = await captureJpeg(video, canvas);
        if (jpeg && !stopped) {
          const header = {
            frameId,
            timestamp: Math.round(performance.now()),
            width: canvas.width,
            height: canvas.height,
            quality: LIVE_TIMINGS.jpegQuality,
            format: 'jpeg' as const,
          };
          if (sendFrame(encodeLiveFrame(header, jpeg))) {
            sentAt.current.set(frameId, taken);
            sentAt.current.delete(frameId - REMEMBERED_FRAMES);
            frameId += 1;
          }
        }
        const pose = browserPose.current;
        if (pose && !stopped) {
          const point = (k: number) => ({ x: pose[k]!.x, y: pose[k]!.y, score: pose[k]!.score });
          sendPoseData({ phase, leftShoulder: point(5), rightShoulder: point(6), leftWrist: point(9), rightWrist: point(10) });
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), current.current.intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [options.running]);

  return { takenAt };
}
