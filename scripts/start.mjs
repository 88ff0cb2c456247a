#!/usr/bin/env node
// `npm start`: builds the browser app when it is missing or older than its sources, then runs
// the server (web and worker roles in one process, on the embedded defaults).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/shared', 'src/swing', 'src/pose', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
const stale = !built || sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
if (stale) {
  console.log(built ? 'The web app is older than its sources: rebuilding…' : 'Building the web app…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
