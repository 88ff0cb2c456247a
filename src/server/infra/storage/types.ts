import type { Readable } from 'node:stream';

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

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
