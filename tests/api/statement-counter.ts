import type { RunningServer } from '../../src/server/start';

/**
 * Records the SQL of every statement the app's drizzle instance sends, whichever driver is behind
 * it (PGlite's bridge or the PostgreSQL pool): how many statements a read costs is what the
 * embedded database's one session queues on (decisions 3051, 3052).
 */
export function recordStatements(server: Pick<RunningServer, 'ctx'>): { count(): number; matching(pattern: RegExp): number } {
  const statements: string[] = [];
  const handle = server.ctx.database;
  const target = (handle.kind === 'pglite' ? handle.pglite : handle.pool) as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const method of ['query', 'execute'] as const) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    target[method] = function (this: unknown, ...callArgs: unknown[]) {
      const [first] = callArgs;
      statements.push(typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? ''));
      return original.apply(this, callArgs);
    };
  }
  return { count: () => statements.length, matching: (pattern) => statements.filter((text) => pattern.test(text)).length };
}
