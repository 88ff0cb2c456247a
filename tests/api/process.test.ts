import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess } from './processes';

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

  it('refuses to start with an ffmpeg older than the pinned one, saying which it found (decision 3030)', async () => {
    // A stand-in for a distribution's old ffmpeg on FFMPEG_PATH: it answers -version as Ubuntu 18.04's does.
    const old = path.join(await tempDir(), 'ffmpeg');
    await fs.writeFile(old, "#!/bin/sh\necho 'ffmpeg version 3.4.8-0ubuntu0.2 Copyright (c) 2000-2020 the FFmpeg developers'\n");
    await fs.chmod(old, 0o755);
    const proc = startProcess([], await tempDir(), { FFMPEG_PATH: old });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/reports "ffmpeg version 3\.4\.8.*needs ffmpeg 4\.1 or newer/);
    expect(proc.output()).not.toContain('Server listening');
  });

  it('refuses an invalid setting naming it', async () => {
    const proc = startProcess([], await tempDir(), { PORT: 'eighty' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Invalid configuration:\s+PORT/);
  });
});
