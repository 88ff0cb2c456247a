import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';

/**
 * Pictures for articles, kept in the storage port under blog/. The type is named by the bytes,
 * never by the sender, and only raster formats pass: an SVG may carry script.
 */

export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const ALLOWED_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** A stored image's file name: a uuid and one of the allowed extensions, nothing else. */
export const BLOG_IMAGE_NAME = new RegExp(`^[0-9a-f-]{36}\\.(${Object.keys(ALLOWED_TYPES).join('|')})$`);

export const BLOG_IMAGE_PATH_PREFIX = '/api/blog/images/';

export async function storeBlogImage(deps: Pick<AppContext, 'storage'>, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw httpError(400, 'image: the upload is empty; choose a PNG, JPEG, WebP, GIF or AVIF picture.');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.ext in ALLOWED_TYPES)) throw httpError(415, 'image: only PNG, JPEG, WebP, GIF or AVIF pictures can be uploaded.');
  const name = `${randomUUID()}.${type.ext}`;
  await deps.storage.put(`blog/${name}`, bytes);
  return `${BLOG_IMAGE_PATH_PREFIX}${name}`;
}

export function blogImageType(name: string): string {
  return ALLOWED_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
