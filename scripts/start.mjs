#!/usr/bin/env node
// `npm start`: builds the browser app and the server when either is missing or older than its
// sources, then runs the compiled server (web and worker roles in one process, on the embedded defaults).
import { spawn } from 'node:child_process';
import { ensureServerBuild, serverMain } from './server-build.mjs';
import { serverEnv } from './serverEnv.mjs';
import { ensureWebBuild, repoRoot as root } from './web-build.mjs';

await ensureWebBuild();
await ensureServerBuild();

// Source maps: a stack trace names the TypeScript file and line, not the bundle's.
const server = spawn(process.execPath, ['--enable-source-maps', serverMain, ...process.argv.slice(2)], {
  cwd: root,
  env: serverEnv(process.env),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
