import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config';
import { makeWorkDir } from '../workFiles';
import { assertSafeKey, type FileStorage } from './types';

export type S3Options = NonNullable<Config['s3']>;

/** An S3-compatible bucket (AWS, MinIO, R2...), so every web and worker process sees every file. */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Plain bodies instead of aws-chunked trailers: understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function stat(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertSafeKey(key);
    const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    return object.Body as Readable;
  }

  return {
    async put(key, body) {
      assertSafeKey(key);
      // Multipart for large streams, a single PUT for small ones; the size is counted on the way.
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => (size += chunk.length));
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: counted } });
      await Promise.all([pipeline(source, counted), upload.done()]);
      return { size };
    },
    read,
    stat: (key) => {
      assertSafeKey(key);
      return stat(key);
    },
    async delete(keyOrPrefix) {
      assertSafeKey(keyOrPrefix);
      if (!keyOrPrefix.endsWith('/')) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOrPrefix }));
        return;
      }
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: keyOrPrefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async localPath(key) {
      // ffmpeg wants a seekable file: copy the object to a private work folder (swept if this process dies).
      const dir = await makeWorkDir('fairway-s3-copy');
      const file = path.join(dir, path.basename(key));
      await pipeline(await read(key), createWriteStream(file));
      return { path: file, release: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  };
}
