// Builds the browser app into dist/web when it is missing or older than anything it is built
// from. Shared by `npm start` and the browser tests, so both agree on what "stale" means.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(repoRoot, 'dist/web/index.html');
const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
const sources = ['src/web', 'src/shared', 'src/swing', 'src/pose', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** 'missing', 'stale' or 'fresh': whether `builtFile` exists and is newer than everything in `sources` (paths from the repo root). */
export function buildState(builtFile, sources) {
  const built = fs.statSync(builtFile, { throwIfNoEntry: false });
  if (!built) return 'missing';
  return sources.some((source) => newestMtime(path.join(repoRoot, source)) > built.mtimeMs) ? 'stale' : 'fresh';
}

/**
 * Runs `vite build`. A child process with NODE_ENV=production, because Vite honours an inherited
 * NODE_ENV: built from inside a test runner (NODE_ENV=test) the bundle would otherwise carry
 * React's development build.
 */
export async function buildWeb() {
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`);
}

/**
 * Builds the web app when it is missing or stale; returns whether it built. In a production
 * install (no Vite) an existing build is used as it is.
 */
export async function ensureWebBuild({ log = console.log } = {}) {
  const state = buildState(builtIndex, sources);
  if (state === 'fresh') return false;
  if (!fs.existsSync(vite)) {
    if (state === 'missing') throw new Error('The web app is not built and Vite is not installed: run `npm ci && npm run build` first.');
    log('The web build is older than its sources, but this is a production install (no Vite): serving it as it is.');
    return false;
  }
  log(state === 'missing' ? 'Building the web app…' : 'The web app is older than its sources: rebuilding…');
  await buildWeb();
  return true;
}
