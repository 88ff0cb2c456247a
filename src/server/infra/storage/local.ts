import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './types';

/** Files in a local folder: the embedded default. */
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
