import { httpError } from '../../http/errors';
import type { PageCursor } from './store';

/**
 * The `cursor` of GET /api/swing-analyses: where the previous page ended, opaque to the client
 * (base64url of "<creation time to the microsecond>_<id>"). Anything else is a 400, never a query.
 */

const CURSOR_PATTERN = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt}_${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): PageCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(text, 'base64url').toString());
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw httpError(400, 'cursor is not valid: use the address in the previous page’s Link header.');
  }
  return { createdAt: match[1]!, id: match[2]! };
}
