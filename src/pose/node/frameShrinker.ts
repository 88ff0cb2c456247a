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

/**
 * Shrinks and converts the 4:2:0 frames of one clip (I420FrameMaker) on a worker thread, so the
 * work runs beside decoding, motion and the model instead of between them, as ffmpeg's own scaler
 * did (decision 1609). Frames are answered in the order they were sent. Once the worker fails,
 * every frame waiting and every later one is refused with its error; `close` ends the thread.
 */
export class FrameShrinker {
  readonly width: number;
  readonly height: number;
  private readonly worker: Worker;
  private readonly waiting: { resolve: (frame: ShrunkFrame) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;

  constructor(setup: FrameShrinkerSetup) {
    ({ width: this.width, height: this.height } = poseFrameSize(setup.width, setup.height));
    this.worker = typeScriptWorker(new URL('./frameShrinkWorker.ts', import.meta.url), { workerData: setup });
    this.worker.on('message', (frame: ShrunkFrame) => this.waiting.shift()?.resolve(frame));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the frame shrinking worker exited (${code})`)));
  }

  /** The frame's planes are moved to the worker: `data` is empty (detached) once this returns. */
  shrink(data: Uint8Array): Promise<ShrunkFrame> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      // A frame read from the decoder owns its whole ArrayBuffer (readFrames makes or reuses it).
      this.worker.postMessage(data, [data.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    this.fail(new Error('the frame shrinker is closed'));
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const frame of this.waiting.splice(0)) frame.reject(this.failure);
  }
}
