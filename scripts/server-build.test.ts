import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server-build.mjs';
import { repoRoot } from './web-build.mjs';

/**
 * The compiled server (decision 3002), built into a folder of this test's own inside the repository
 * (so it resolves node_modules as dist/server does) and started on plain Node, no tsx.
 */
const outDir = path.join(repoRoot, 'dist', `server-test-${process.pid}`);
let dataDir: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-compiled-'));
  await buildServer({ outDir });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is one file per entry, each worker thread included, with the folders the code reads beside it', () => {
    const files = fs.readdirSync(outDir);
    expect(files).toEqual(expect.arrayContaining(['main.js', 'trackThread.js', 'frameShrinkWorker.js', 'pgliteThreadWorker.mjs', 'migrations', 'articles']));
    expect(fs.existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);
  });

  it('starts on plain Node: migrates, seeds, answers /readyz and serves the pose model', async () => {
    const { NODE_ENV: _testRunner, ...env } = process.env;
    server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: repoRoot,
      env: { ...env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stderr!.on('data', (chunk) => (output += chunk));
    // The log line that names the address (PORT=0 picks a free port); generous for a busy machine.
    const baseUrl = await new Promise<string>((resolve, reject) => {
      server!.stdout!.on('data', (chunk) => {
        output += chunk;
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (address) resolve(address);
      });
      server!.once('exit', (code) => reject(new Error(`the compiled server exited (${code}):\n${output}`)));
    });
    await expect.poll(async () => (await fetch(`${baseUrl}/readyz`)).status, { timeout: 120_000, interval: 250 }).toBe(200);
    const model = await fetch(`${baseUrl}/models/movenet-lightning.json`);
    expect(model.status).toBe(200);
    expect((await model.json()).weightsManifest[0].paths).toEqual(['movenet-lightning.bin']);
  }, 180_000);
});
