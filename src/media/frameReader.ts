import type { Readable } from 'node:stream';

/**
 * Cuts a byte stream into fixed-size frames, reading up to `readAhead` frames ahead of the
 * consumer. A pipe holds 64 KB, less than one frame: without this queue ffmpeg would wait for us
 * while we run the model and we would wait for it while it decodes. With it ffmpeg decodes the
 * next frames on the other core meanwhile, and memory stays bounded (the stream is paused when
 * the queue is full).
 */
export async function* readFrames(stream: Readable, frameBytes: number, readAhead: number): AsyncGenerator<Uint8Array> {
  const queue: Uint8Array[] = [];
  let frame = new Uint8Array(frameBytes);
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
        frame = new Uint8Array(frameBytes);
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
