import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Runs the real entry point as `npm start` does (minus the web build) and reads its JSON log. */
function startProcess(args: string[], dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'process-test-admin',
      DEMO_PASSWORD: 'process-test-demo',
      LOG_LEVEL: 'info',
      ...env,
    },
  }) as ChildProcessWithoutNullStreams;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 600; i += 1) {
      const match = pattern.exec(output);
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
  };
  return { child, exited, waitFor, output: () => output };
}

describe('the server process', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-process-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves with both roles by default and shuts down cleanly on SIGTERM', async () => {
    const proc = startProcess([], await tempDir());
    const [, url] = (await proc.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)) as RegExpExecArray;
    await proc.waitFor(/"roles":\["web","worker"\]/);
    const health = await fetch(`${url}/readyz`);
    expect(await health.json()).toEqual({ status: 'ready' });
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('shutting down');
  });

  it('runs a worker-only process that does not listen', async () => {
    const proc = startProcess(['--role=worker'], await tempDir());
    await proc.waitFor(/"roles":\["worker"\]/);
    expect(proc.output()).not.toContain('Server listening');
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  });

  it('refuses an unknown role with a clear message', async () => {
    const proc = startProcess(['--role=cook'], await tempDir());
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('Unknown role "cook"');
  });

  it('refuses an invalid setting naming it', async () => {
    const proc = startProcess([], await tempDir(), { PORT: 'eighty' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Invalid configuration:\s+PORT/);
  });
});
