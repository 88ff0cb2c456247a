import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and derived files live. Keys are server-made relative paths such as
 * "analyses/<id>/original". The local folder is the embedded default; an S3-compatible bucket is
 * the production implementation behind the same interface.
 */
export interface FileStorage {
  /** Writes a whole stream or buffer under key; returns the bytes written. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** Reads a key, optionally a byte range (inclusive end, as in HTTP Range). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes a key or, when it ends with '/', everything under that prefix. */
  delete(keyOrPrefix: string): Promise<void>;
  /** A local file path for tools that need one (ffmpeg); the caller calls release(). */
  localPath(key: string): Promise<{ path: string; release(): Promise<void> }>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name first, so a crash never leaves a half file under the key.
      const partial = `${file}.partial-${process.pid}`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { size: (await fs.stat(file)).size };
    },
    async read(key, range) {
      const file = resolve(key);
      await fs.access(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async stat(key) {
      try {
        return { size: (await fs.stat(resolve(key))).size };
      } catch {
        return null;
      }
    },
    async delete(keyOrPrefix) {
      await fs.rm(resolve(keyOrPrefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async localPath(key) {
      return { path: resolve(key), release: async () => undefined };
    },
  };
}
