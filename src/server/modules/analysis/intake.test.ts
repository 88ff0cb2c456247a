import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveToTempFile } from './intake';
import { AnalysisInputError } from './errors';

/** The smallest MP4 start file-type recognises: an ftyp box with the isom brand. */
function mp4Head(): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(512, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  return ftyp;
}

/** Streams a buffer in small chunks, as a socket would deliver it. */
function chunked(data: Buffer, size = 1000): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) parts.push(data.subarray(i, i + size));
  return Readable.from(parts);
}

let tmpRoot: string;
beforeEach(async () => {
  tmpRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'intake-test-'));
});
afterEach(async () => {
  await fs.rm(tmpRoot, { recursive: true, force: true });
});

async function expectRefused(source: Readable, maxBytes: number, status: number, code: string) {
  const error = await receiveToTempFile(source, { maxBytes, tmpRoot }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AnalysisInputError);
  expect(error).toMatchObject({ statusCode: status, code });
  // A refused upload leaves nothing behind.
  expect(await fs.readdir(tmpRoot)).toEqual([]);
}

describe('receiveToTempFile', () => {
  it('keeps a PNG by its content, with size and sha256', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const received = await receiveToTempFile(chunked(png, 100), { maxBytes: 1_000_000, tmpRoot });
    expect(received.media).toEqual({ kind: 'image', mime: 'image/png', ext: 'png' });
    expect(received.size).toBe(png.length);
    const { createHash } = await import('node:crypto');
    expect(received.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(await fs.readFile(received.path)).toEqual(png);
    await received.discard();
    expect(await fs.readdir(tmpRoot)).toEqual([]);
  });

  it('recognises an MP4 by its ftyp box even when it arrives in many chunks', async () => {
    const data = Buffer.concat([mp4Head(), Buffer.alloc(20_000, 7)]);
    const received = await receiveToTempFile(chunked(data, 10), { maxBytes: 1_000_000, tmpRoot });
    expect(received.media.kind).toBe('video');
    expect(received.media.mime).toBe('video/mp4');
    await received.discard();
  });

  it('refuses a text file whatever its name, with the spec text', async () => {
    const text = Buffer.from('This is not a video, whatever the file name says.\n'.repeat(200));
    const error = await receiveToTempFile(chunked(text), { maxBytes: 1_000_000, tmpRoot }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Please upload a video file (MP4, MOV) or image file (JPG, PNG).');
    await expectRefused(chunked(text), 1_000_000, 415, 'unsupported_file_type');
  });

  it('refuses a tiny file that is not media', async () => {
    await expectRefused(Readable.from([Buffer.from('hi')]), 1000, 415, 'unsupported_file_type');
  });

  it('refuses an empty upload as no video provided', async () => {
    await expectRefused(Readable.from([]), 1000, 400, 'no_video_provided');
  });

  it('stops reading as soon as the limit is passed', async () => {
    const limit = 50_000;
    let produced = 0;
    // An endless stream: the receiver must give up on its own, not after reading everything.
    const endless = new Readable({
      read() {
        const chunk = produced === 0 ? Buffer.concat([mp4Head(), Buffer.alloc(4_000)]) : Buffer.alloc(4_096);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    await expectRefused(endless, limit, 413, 'file_too_large');
    expect(produced).toBeLessThan(limit + 64 * 1024);
  });

  it('accepts a file of exactly the limit', async () => {
    const data = Buffer.concat([mp4Head(), Buffer.alloc(10_000 - 32)]);
    const received = await receiveToTempFile(chunked(data), { maxBytes: 10_000, tmpRoot });
    expect(received.size).toBe(10_000);
    await received.discard();
  });
});
