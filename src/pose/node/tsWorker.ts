import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** tsx's ESM register API (its package's own exports map; require.resolve would give the CommonJS build). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), manifest.exports['./esm/api']!.import.default)).href;
}

/**
 * Whether this code runs compiled (`npm run build` bundles the server into dist/server, one .js file
 * per entry) rather than as TypeScript under tsx or vitest.
 */
const compiled = import.meta.url.endsWith('.js');

/**
 * A worker thread running one of our TypeScript files, whoever started this process. Compiled, the
 * entry is its .js twin beside the running bundle (scripts/server-build.mjs compiles each worker
 * entry it finds to a .js file of the same name). From source (the dev server and
 * benchmarks run under tsx, tests under vitest) it runs through tsx: Node 20 loads a worker's
 * entry before the hooks of an `--import` flag are in place, so a small script registers tsx first
 * and then imports the entry. Both are resolved here, so the worker finds them whatever the working directory.
 */
export function typeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (compiled) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), { execArgv: [], ...options });
  const script = `
  import(${JSON.stringify(tsxEsmApi())})
    .then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });
`;
  return new Worker(script, { execArgv: [], ...options, eval: true });
}
