import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFrames } from './frameReader';

describe('readFrames', () => {
  it('cuts frames across chunk boundaries and drops a trailing partial frame', async () => {
    const stream = new PassThrough();
    const bytes = Uint8Array.from({ length: 23 }, (_, i) => i);
    // Chunks of 4, 7 and 12 bytes for frames of 5: boundaries fall inside chunks and between them.
    stream.write(bytes.subarray(0, 4));
    stream.write(bytes.subarray(4, 11));
    stream.end(bytes.subarray(11));
    const frames: number[][] = [];
    for await (const frame of readFrames(stream, 5, 2)) frames.push([...frame]);
    expect(frames).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19],
    ]);
  });

  it('stops reading when the consumer is a few frames behind, and goes on when it catches up', async () => {
    const stream = new PassThrough();
    const reader = readFrames(stream, 4, 2);
    const first = reader.next();
    stream.write(new Uint8Array(4 * 5));
    await first;
    // Five frames arrived in one chunk; with four still queued the stream is paused.
    expect(stream.isPaused()).toBe(true);
    let seen = 1;
    stream.end();
    for await (const frame of reader) {
      expect(frame).toHaveLength(4);
      seen += 1;
    }
    expect(seen).toBe(5);
  });
});
