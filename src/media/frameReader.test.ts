import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FrameBuffers, readFrames } from './frameReader';

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

  it('fills a frame given back again, and never one still held', async () => {
    const stream = new PassThrough();
    const buffers = new FrameBuffers();
    const reader = readFrames(stream, 3, 1, buffers);
    stream.write(Uint8Array.of(1, 2, 3));
    const first = (await reader.next()).value as Uint8Array;
    stream.write(Uint8Array.of(4, 5, 6));
    const held = (await reader.next()).value as Uint8Array;
    buffers.giveBack(first);
    stream.end(Uint8Array.of(7, 8, 9, 10, 11, 12));
    const rest: Uint8Array[] = [];
    for await (const frame of reader) rest.push(frame);
    expect([...held]).toEqual([4, 5, 6]);
    expect(rest.map((f) => [...f])).toEqual([
      [7, 8, 9],
      [10, 11, 12],
    ]);
    // The frame after `held` was already being filled; the one after that went into `first`.
    expect(rest[1]).toBe(first);
    expect(rest).not.toContain(held);
  });
});
