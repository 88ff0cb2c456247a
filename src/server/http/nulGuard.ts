import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

/** Deeper than any body of ours; the schemas have refused such a body before this runs. */
const MAX_DEPTH = 32;

/** The path of the first string (or key) holding a NUL ('' for the value itself), else undefined. */
function findNul(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A safety net behind the shared text schemas: PostgreSQL cannot store a NUL character in text,
 * so one that reached a query would fail it with a 500. Any NUL left in a parsed body, query or
 * path parameter (a field whose schema is not a text schema, a route added later) is a 400 that
 * names the field. Runs after validation, so the schemas' own messages come first.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    // The catch-all path ('*') is the web app's, which answers such a path 404 like any missing page.
    const { '*': _appPath, ...params } = (request.params ?? {}) as Record<string, unknown>;
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', params],
    ] as const) {
      const field = findNul(value, '', 0);
      if (field !== undefined) throw httpError(400, `${field === '' ? part : field}: must not contain control characters.`);
    }
  });
}
