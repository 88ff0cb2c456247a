#!/usr/bin/env node
// `npm start`: builds the browser app when it is missing or older than its sources, then runs
// the server (web and worker roles in one process, on the embedded defaults).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, repoRoot as root } from './web-build.mjs';

await ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
