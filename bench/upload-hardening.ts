/**
 * Issue 25's proof, measured (decision 2501): while member A sends a 16384×8 clip and a 59-second
 * 1000 fps clip (both refused) and then a real swing, `/healthz` is probed every second (after
 * twenty probes of the idle server, for comparison with this machine's load), member
 * B's real swing must finish, and a SIGTERM sent while an analysis runs must end the process within
 * its grace time (20 s, src/server/main.ts). The server is a child process (this script with
 * `--serve`), so that the signal reaches a real server and not this one. Prints JSON.
 *
 *   npm run bench:upload-hardening
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fixtureVideo, patternClip, tempDir } from '../src/media/testMedia';
import { client, uniqueEmail, type ApiClient } from '../tests/api/client';
import { startBenchServer } from './benchServer';

const GRACE_MS = 20_000;
const BASELINE_PROBES = 20;

if (process.argv.includes('--serve')) await serve();
else await measure();

/** The child: the whole product on a free port, two paying members, their cookies on stdout; SIGTERM shuts it down as main.ts does. */
async function serve(): Promise<void> {
  const bench = await startBenchServer('upload-hardening');
  const members: Record<string, string> = {};
  for (const name of ['a', 'b']) {
    const member = client(bench.baseUrl);
    await member.registerMember({ email: uniqueEmail(`hardening-${name}`), password: 'bench password for fairways' });
    members[name] = member.cookieHeader();
  }
  process.on('SIGTERM', () => {
    void bench.close().then(() => process.exit(0));
  });
  process.stdout.write(`${JSON.stringify({ baseUrl: bench.baseUrl, members })}\n`);
}

function withCookies(baseUrl: string, header: string): ApiClient {
  const api = client(baseUrl);
  for (const pair of header.split('; ')) {
    const at = pair.indexOf('=');
    api.setCookie(pair.slice(0, at), pair.slice(at + 1));
  }
  return api;
}

async function upload(api: ApiClient, file: string): Promise<{ status: number; id?: string; message?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await fs.readFile(file))]), path.basename(file));
  const response = await api.post('/api/swing-analyses', form);
  return { status: response.status, id: response.body?.id, message: response.body?.message };
}

async function finished(api: ApiClient, id: string): Promise<string> {
  for (;;) {
    const response = await api.get(`/api/swing-analyses/${id}`);
    if (response.body.status === 'done' || response.body.status === 'failed') return response.body.status as string;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(): Promise<void> {
  const dir = await tempDir();
  const wide = await patternClip(path.join(dir, 'wide.mp4'), { width: 16384, height: 8, fps: 30, seconds: 2 });
  const fast = await patternClip(path.join(dir, 'fast.mp4'), { width: 96, height: 64, fps: 1000, seconds: 59 });

  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number>((resolve) => child.on('exit', () => resolve(performance.now())));
  const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
  const { baseUrl, members } = JSON.parse(first) as { baseUrl: string; members: Record<string, string> };
  const memberA = withCookies(baseUrl, members.a!);
  const memberB = withCookies(baseUrl, members.b!);

  // One probe a second, each timed from send to answer.
  const probes: number[] = [];
  let failedProbes = 0;
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const sent = performance.now();
      const answered = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) probes.push(performance.now() - sent);
      else failedProbes += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - sent))));
    }
  })();

  // Twenty probes with nothing else asked of the server: what this machine gives a bare health check now.
  while (probes.length + failedProbes < BASELINE_PROBES) await new Promise((resolve) => setTimeout(resolve, 250));
  const baseline = probes.splice(0);
  const refused = { wide: await upload(memberA, wide), fast: await upload(memberA, fast) };
  const started = performance.now();
  const [aSwing, bSwing] = await Promise.all([upload(memberA, fixtureVideo()), upload(memberB, fixtureVideo())]);
  const outcomes = await Promise.all([finished(memberA, aSwing.id!), finished(memberB, bSwing.id!)]);
  const bothDoneMs = performance.now() - started;

  // SIGTERM while an analysis runs: a fresh swing, signalled as soon as its run has started.
  const last = await upload(memberB, fixtureVideo());
  for (;;) {
    const response = await memberB.get(`/api/swing-analyses/${last.id!}`);
    if (response.body.status === 'processing') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  probing = false;
  await prober;
  const signalled = performance.now();
  child.kill('SIGTERM');
  const stopMs = (await exited) - signalled;

  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      probes: times.length,
      p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
      over200Ms: times.filter((ms) => ms > 200).length,
    };
  };
  console.log(
    JSON.stringify(
      {
        refused: { '16384x8': refused.wide, '1000fps_59s': refused.fast },
        swings: { memberA: outcomes[0], memberB: outcomes[1], bothDoneMs: Math.round(bothDoneMs) },
        healthz: { idleBefore: summary(baseline), duringUploadsAndAnalyses: summary(probes), failed: failedProbes },
        sigterm: { stopMs: Math.round(stopMs), graceMs: GRACE_MS, withinGrace: stopMs < GRACE_MS },
      },
      null,
      2,
    ),
  );
  await fs.rm(dir, { recursive: true, force: true });
}
