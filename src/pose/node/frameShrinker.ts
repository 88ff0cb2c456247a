import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DECODE_MAX_SIDE } from '../image';
import { i420ScaledSize } from '../yuv/i420AreaScale';
import type { YuvColour } from '../yuv/i420ToRgb';

export interface FrameShrinkerSetup {
  width: number;
  height: number;
  colour: YuvColour;
}

/** One frame shrunk and converted: its RGB, and its planes back for the decoder to refill. */
export interface ShrunkFrame {
  rgb: Uint8Array;
  planes: Uint8Array;
}

/** tsx's ESM register API (its package's own exports map; require.resolve would give the CommonJS build). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), manifest.exports['./esm/api']!.import.default)).href;
}

/**
 * The worker runs our TypeScript as it is, through tsx, whoever started this process (the server
 * and benchmarks run under tsx, tests under vitest). Node 20 loads a worker's entry before the
 * hooks of an `--import` flag are in place, so a small script registers tsx first and then
 * imports the entry. Both are resolved here, so the worker finds them whatever the working directory.
 */
const WORKER_SCRIPT = `
  import(${JSON.stringify(tsxEsmApi())})
    .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./frameShrinkWorker.ts', import.meta.url).href)}); });
`;

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
    ({ width: this.width, height: this.height } = i420ScaledSize(setup.width, setup.height, DECODE_MAX_SIDE));
    this.worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: setup, execArgv: [] });
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
