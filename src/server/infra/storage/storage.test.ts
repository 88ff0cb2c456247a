import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double, type S3Double } from '../../../../tests/doubles/s3Server';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The same contract for every implementation: what one does, the other must do. */
function storageContract(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('stores a buffer and a stream, and reads them back whole or by range', async () => {
      const storage = make();
      const bytes = Buffer.from('0123456789abcdef');
      expect(await storage.put('a/one.bin', bytes)).toEqual({ size: 16 });
      expect(await storage.put('a/two.bin', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
      expect((await readAll(await storage.read('a/one.bin'))).toString()).toBe('0123456789abcdef');
      expect((await readAll(await storage.read('a/one.bin', { start: 2, end: 5 }))).toString()).toBe('2345');
      expect(await storage.stat('a/two.bin')).toEqual({ size: 11 });
    });

    it('stores a stream larger than one multipart part intact', async () => {
      const storage = make();
      const big = Buffer.alloc(12 * 1024 * 1024);
      for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
      const chunks = Array.from({ length: 12 }, (_, i) => big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
      expect(await storage.put('big/file.bin', Readable.from(chunks))).toEqual({ size: big.length });
      expect((await readAll(await storage.read('big/file.bin'))).equals(big)).toBe(true);
    });

    it('answers null for a missing key and deletes keys and prefixes', async () => {
      const storage = make();
      expect(await storage.stat('missing/key')).toBeNull();
      await storage.put('p/x/1', Buffer.from('1'));
      await storage.put('p/x/2', Buffer.from('2'));
      await storage.put('p/y', Buffer.from('3'));
      await storage.delete('p/x/');
      expect(await storage.stat('p/x/1')).toBeNull();
      expect(await storage.stat('p/x/2')).toBeNull();
      expect(await storage.stat('p/y')).toEqual({ size: 1 });
      await storage.delete('p/y');
      expect(await storage.stat('p/y')).toBeNull();
    });

    it('gives tools a local file with the content', async () => {
      const storage = make();
      await storage.put('tools/clip.mp4', Buffer.from('video bytes'));
      const local = await storage.localPath('tools/clip.mp4');
      expect(await fs.readFile(local.path, 'utf8')).toBe('video bytes');
      await local.release();
    });

    it('refuses keys that could escape the storage root', async () => {
      const storage = make();
      await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read('a/../../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
    });
  });
}

let root: string;
let s3: S3Double;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-storage-'));
  s3 = await startS3Double();
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await s3.close();
});

storageContract('local folder', () => localStorage(root));
storageContract('S3', () =>
  s3Storage({ bucket: 'uploads', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'test', secretAccessKey: 'test', forcePathStyle: true }),
);
