// Compiles the server into dist/server, so production runs JavaScript on plain Node (no tsx, no
// dev dependencies). Shared by `npm run build` and `npm start` (which builds only when missing or stale).
//
// esbuild bundles our code (extensionless TypeScript imports need a bundler to run on Node's ES
// modules) and leaves every npm package as an import, resolved from node_modules at run time. The
// layout is flat: the main entry and one file per worker thread side by side, with the folders our
// modules read beside themselves copied next to them under the same name, so a module's
// `new URL('./x', import.meta.url)` finds the same thing in src and in dist/server.
import fs from 'node:fs';
import path from 'node:path';
import { buildState, repoRoot } from './web-build.mjs';

const defaultOutDir = path.join(repoRoot, 'dist/server');
const builtMain = path.join(defaultOutDir, 'main.js');
const sources = ['src', 'package.json', 'package-lock.json', 'scripts/server-build.mjs'];

/** Data folders read beside a module (`path.dirname(import.meta.url)`): copied beside the bundle. */
const FOLDERS_BESIDE_CODE = ['src/server/db/migrations', 'src/server/modules/blog/seed/articles'];
/**
 * Worker threads written as plain JavaScript (`new URL('./name.mjs', import.meta.url)`): copied as
 * they are, since they import only npm packages and Node's own modules (decision 3050).
 */
const PLAIN_WORKERS = ['src/server/db/pgliteThreadWorker.mjs'];

/** Worker thread entries, found where the code starts them: `new URL('./name.ts', import.meta.url)`. */
function workerEntries() {
  const entries = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/new URL\('(\.{1,2}\/[\w./-]+\.ts)', import\.meta\.url\)/g)) {
          entries.push(path.resolve(path.dirname(file), match[1]));
        }
      }
    }
  };
  for (const dir of ['server', 'pose', 'media', 'swing', 'shared']) walk(path.join(repoRoot, 'src', dir));
  return [...new Set(entries)];
}

/** Fails when two files would land on one name in the flat layout. */
function assertUniqueNames(paths) {
  const seen = new Map();
  for (const file of paths) {
    const name = path.basename(file).replace(/\.ts$/, '');
    if (seen.has(name)) throw new Error(`The server build is flat: ${seen.get(name)} and ${file} would both be dist/server/${name}`);
    seen.set(name, file);
  }
}

/** An import's package name: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Production installs leave out devDependencies (`npm ci --omit=dev`): a package the compiled
 * server imports must be a dependency, or the server would build here and fail there.
 */
function assertImportsAreDependencies(metafile) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const name = packageName(imported.path);
      if (!(name in dependencies)) missing.add(name);
    }
  }
  if (missing.size > 0) throw new Error(`The server imports packages that are not in "dependencies": ${[...missing].join(', ')}`);
}

/** Compiles the server from scratch into `outDir` (dist/server unless told: the test builds its own copy). */
export async function buildServer({ outDir = defaultOutDir } = {}) {
  // Imported here: esbuild is a dev dependency, absent from a production install that never builds.
  const esbuild = await import('esbuild');
  const entries = [path.join(repoRoot, 'src/server/main.ts'), ...workerEntries()];
  const folders = FOLDERS_BESIDE_CODE.map((folder) => path.join(repoRoot, folder));
  const plainWorkers = PLAIN_WORKERS.map((file) => path.join(repoRoot, file));
  assertUniqueNames([...entries, ...folders, ...plainWorkers]);
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: entries,
    entryNames: '[name]',
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  assertImportsAreDependencies(result.metafile);
  for (const folder of folders) fs.cpSync(folder, path.join(outDir, path.basename(folder)), { recursive: true });
  for (const file of plainWorkers) fs.copyFileSync(file, path.join(outDir, path.basename(file)));
}

/**
 * Builds the server when it is missing or older than its sources; returns whether it built. In a
 * production install (no esbuild) an existing build is used as it is: npm's own writes to
 * package-lock.json would otherwise mark it stale.
 */
export async function ensureServerBuild({ log = console.log } = {}) {
  const state = buildState(builtMain, sources);
  if (state === 'fresh') return false;
  if (!fs.existsSync(path.join(repoRoot, 'node_modules/esbuild'))) {
    if (state === 'missing') throw new Error('The server is not built and esbuild is not installed: run `npm ci && npm run build` first.');
    log('The server build is older than its sources, but this is a production install (no esbuild): running it as it is.');
    return false;
  }
  log(state === 'missing' ? 'Building the server…' : 'The server build is older than its sources: rebuilding…');
  await buildServer();
  return true;
}

/** The compiled entry `npm start` runs. */
export const serverMain = builtMain;
