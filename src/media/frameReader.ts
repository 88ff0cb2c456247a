import type { Readable } from 'node:stream';

/**
 * Cuts a byte stream into fixed-size frames, reading up to `readAhead` frames ahead of the
 * consumer: whenever the thread is free, the pipe is emptied into this queue, and memory stays
 * bounded (the stream is paused when the queue is full). The queue fills only while the thread
 * reads, not while it runs the model; ffmpeg's own queue covers that (decision 3119).
 */
export async function* readFrames(stream: Readable, frameBytes: number, readAhead: number, buffers?: FrameBuffers): AsyncGenerator<Uint8Array> {
  const newFrame = () => buffers?.take(frameBytes) ?? new Uint8Array(frameBytes);
  const queue: Uint8Array[] = [];
  let frame = newFrame();
  let filled = 0;
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };

  stream.on('data', (chunk: Buffer) => {
    let offset = 0;
    while (offset < chunk.length) {
      const take = Math.min(frameBytes - filled, chunk.length - offset);
      frame.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === frameBytes) {
        queue.push(frame);
        frame = newFrame();
        filled = 0;
      }
    }
    if (queue.length >= readAhead) stream.pause();
    notify();
  });
  stream.on('end', () => {
    ended = true;
    notify();
  });
  stream.on('error', (error: Error) => {
    failure = error;
    notify();
  });

  while (true) {
    const next = queue.shift();
    if (next) {
      if (queue.length < readAhead && stream.isPaused()) stream.resume();
      yield next;
      continue;
    }
    if (failure) throw failure;
    if (ended) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}

/**
 * Frame buffers a consumer is done with, filled again by readFrames instead of new ones: a
 * full-size frame is megabytes, and a new one a frame keeps the garbage collector busy. Only a
 * consumer that keeps no reference to a frame may give it back.
 */
export class FrameBuffers {
  private readonly spare: Uint8Array[] = [];

  take(frameBytes: number): Uint8Array | undefined {
    const frame = this.spare.pop();
    return frame?.byteLength === frameBytes ? frame : undefined;
  }

  giveBack(frame: Uint8Array): void {
    this.spare.push(frame);
  }
}
