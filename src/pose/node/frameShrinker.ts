import type { Worker } from 'node:worker_threads';
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

/** One frame measured: its luminance on the motion grid (I420FrameMaker.motionLuma), and its planes back. */
export interface MeasuredFrame {
  luma: Float32Array;
  planes: Uint8Array;
}

/** What the worker is asked for a frame: its luminance on the motion grid. */
export interface MeasureRequest {
  id: number;
  planes: Uint8Array;
}

/** The worker's answer to one request: the luminance, and the planes back. */
export type MeasureAnswer = { id: number } & MeasuredFrame;

/**
 * Measures the 4:2:0 frames of one clip for motion (I420FrameMaker.motionLuma: the shrink made
 * only where motion reads it) on a worker thread, so the work runs beside decoding and the model
 * instead of between them (decisions 1609, 3116). Every frame is measured as it is decoded, in
 * order; the RGB of a frame that is posed is made by the thread that poses it, from the planes
 * handed back. Once the worker fails, every frame waiting and every later one is refused with its
 * error; `close` ends the thread.
 */
export class FrameShrinker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (answer: MeasureAnswer) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(setup: FrameShrinkerSetup) {
    this.worker = typeScriptWorker(new URL('./frameShrinkWorker.ts', import.meta.url), { workerData: setup });
    this.worker.on('message', (answer: MeasureAnswer) => {
      this.waiting.get(answer.id)?.resolve(answer);
      this.waiting.delete(answer.id);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the frame shrinking worker exited (${code})`)));
  }

  /** The frame's luminance on the motion grid; its planes are moved to the worker and back (`data` is empty once this returns). */
  measure(data: Uint8Array): Promise<MeasuredFrame> {
    if (this.failure) return Promise.reject(this.failure);
    const request: MeasureRequest = { id: this.nextId++, planes: data };
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      // A frame read from the decoder owns its whole ArrayBuffer (readFrames makes or reuses it).
      this.worker.postMessage(request, [data.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    this.fail(new Error('the frame shrinker is closed'));
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const request of this.waiting.values()) request.reject(this.failure);
    this.waiting.clear();
  }
}
