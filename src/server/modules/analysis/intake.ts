import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { makeWorkDir } from '../../infra/workFiles';
import { detectMedia, SNIFF_BYTES, type DetectedMedia } from '../../../media';
import { fileTooLarge, noVideoProvided, unsupportedFileType } from './errors';

/** An upload received into a private temporary file, checked by content, size and hash. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  media: DetectedMedia;
  /** Removes the temporary file (and its folder); safe to call twice. */
  discard(): Promise<void>;
}

/**
 * Counts, hashes and sniffs the bytes as they pass, and fails the stream the moment the upload
 * goes over the limit or its first bytes are not a video or image — so a refused upload is never
 * read to the end nor held in memory.
 */
class UploadInspector extends Transform {
  size = 0;
  media: DetectedMedia | undefined;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(fileTooLarge());
    this.hash.update(chunk);
    if (this.media) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return callback(null, chunk);
    this.sniff().then(() => callback(null, chunk), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.size === 0) return callback(noVideoProvided());
    if (this.media) return callback();
    // Shorter than the sniffing window: decide on what there is.
    this.sniff().then(() => callback(), callback);
  }

  private async sniff() {
    const media = await detectMedia(Buffer.concat(this.head));
    if (!media) throw unsupportedFileType();
    this.media = media;
    this.head = [];
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

export async function receiveToTempFile(source: Readable, options: { maxBytes: number; tmpRoot?: string }): Promise<ReceivedFile> {
  const dir = await makeWorkDir('fairway-upload', options.tmpRoot);
  const discard = () => fs.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'original');
  const inspector = new UploadInspector(options.maxBytes);
  try {
    await pipeline(source, inspector, createWriteStream(file));
  } catch (error) {
    await discard();
    throw error;
  }
  // _flush guarantees media is set once the pipeline succeeded.
  const media = inspector.media as DetectedMedia;
  return { path: file, size: inspector.size, sha256: inspector.digest(), media, discard };
}
