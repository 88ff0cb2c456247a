import path from 'node:path';
import { hasControlCharacters } from '../../../shared/text';

/** Longer than any file of the build or page of the app; a longer path is simply not one of ours. */
const MAX_PATH_LENGTH = 1024;

/**
 * The decoded, normalised path of a request URL, or undefined when it cannot name a file or page
 * of the app: undecodable percent-escapes, control characters (a NUL makes `fs.stat` throw) or an
 * absurd length. Those are answered 404 like any other missing page.
 */
export function appPath(url: string): string | undefined {
  const raw = url.split('?', 1)[0] ?? '/';
  if (raw.length > MAX_PATH_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (hasControlCharacters(decoded) || decoded.includes('\\')) return undefined;
  return path.posix.normalize(decoded);
}
