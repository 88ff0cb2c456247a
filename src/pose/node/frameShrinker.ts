import type { Worker } from 'node:worker_threads';
import { poseFrameSize } from '../yuv/i420Frames';
import type { YuvColour } from '../yuv/i420ToRgb';
import { typeScriptWorker } from './tsWorker';

export interface FrameShrinkerSetup {
  /** The upright size of the clip's frames. */
  width: number;
  height: number;
  colour: YuvColour;
  /** How many of the clip's exact halvings (exactHalvings) ffmpeg made before the frames arrive. */
  halvedByDecoder: number;
}

/** One frame shrunk and converted: its RGB, and its planes back for the decoder to refill. */
export interface ShrunkFrame {
  rgb: Uint8Array;
  planes: Uint8Array;
}

/** One frame measured: its luminance on the motion grid (I420FrameMaker.motionLuma), and its planes back. */
export interface MeasuredFrame {
  luma: Float32Array;
  planes: Uint8Array;
}

/** What the worker is asked for a frame: its RGB, or only the luminance motion reads. */
export interface ShrinkRequest {
  id: number;
  planes: Uint8Array;
  want: 'rgb' | 'motion';
}

/** The worker's answer to one request: `luma` or `rgb` as asked, and the planes back. */
export type ShrinkAnswer = { id: number; planes: Uint8Array } & ({ rgb: Uint8Array } | { luma: Float32Array });

/**
 * Shrinks and converts the 4:2:0 frames of one clip (I420FrameMaker) on a worker thread, so the
 * work runs beside decoding, motion and the model instead of between them, as ffmpeg's own scaler
 * did (decision 1609). Every frame is measured for motion as it is decoded; a frame's RGB is asked
 * for only when the frame is posed, and the model is waiting: the worker makes it before the frames
 * queued to be measured. Once the worker fails, every frame waiting and every later one is refused
 * with its error; `close` ends the thread.
 */
export class FrameShrinker {
  readonly width: number;
  readonly height: number;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (answer: ShrinkAnswer) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(setup: FrameShrinkerSetup) {
    ({ width: this.width, height: this.height } = poseFrameSize(setup.width, setup.height));
    this.worker = typeScriptWorker(new URL('./frameShrinkWorker.ts', import.meta.url), { workerData: setup });
    this.worker.on('message', (answer: ShrinkAnswer) => {
      this.waiting.get(answer.id)?.resolve(answer);
      this.waiting.delete(answer.id);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the frame shrinking worker exited (${code})`)));
  }

  /** The frame's planes are moved to the worker: `data` is empty (detached) once this returns. */
  async shrink(data: Uint8Array): Promise<ShrunkFrame> {
    const answer = await this.ask(data, 'rgb');
    if (!('rgb' in answer)) throw new Error('the frame shrinking worker answered an RGB request without RGB');
    return answer;
  }

  /** The frame's luminance on the motion grid, for a fraction of `shrink`'s work; `data` is moved as there. */
  async measure(data: Uint8Array): Promise<MeasuredFrame> {
    const answer = await this.ask(data, 'motion');
    if (!('luma' in answer)) throw new Error('the frame shrinking worker answered a motion request without luminance');
    return answer;
  }

  async close(): Promise<void> {
    this.fail(new Error('the frame shrinker is closed'));
    await this.worker.terminate();
  }

  private ask(planes: Uint8Array, want: ShrinkRequest['want']): Promise<ShrinkAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    const request: ShrinkRequest = { id: this.nextId++, planes, want };
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      // A frame read from the decoder owns its whole ArrayBuffer (readFrames makes or reuses it).
      this.worker.postMessage(request, [planes.buffer as ArrayBuffer]);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const request of this.waiting.values()) request.reject(this.failure);
    this.waiting.clear();
  }
}
