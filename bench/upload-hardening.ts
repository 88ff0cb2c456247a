/**
 * Issue 25's proof, measured (decisions 2501, 2510): the real entry point (`src/server/main.ts` with
 * both roles, as `npm start` runs it, on embedded PGlite) is started as a child process. After
 * twenty probes of the idle server (this machine's baseline), member A sends a 16384×8 clip and a
 * 59-second 1000 fps clip (both to be refused) and a real swing while member B sends a real swing;
 * `/healthz` is probed once a second throughout, and both swings must finish. Then a SIGTERM sent
 * while an analysis runs must end the process within its grace time (20 s, main.ts). The server's
 * own event-loop delay (bench/eventLoopProbe.mjs) is read from its log. Prints JSON.
 *
 *   npm run bench:upload-hardening
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixtureVideo, patternClip, tempDir } from '../src/media/testMedia';
import { client, uniqueEmail, type ApiClient } from '../tests/api/client';
import { attachInbox, smtpInbox } from '../tests/api/inbox';
import { startProcess } from '../tests/api/processes';
import { startSmtpDouble } from '../tests/api/smtp-double';

const GRACE_MS = 20_000;
const BASELINE_PROBES = 20;
const HEALTH_BOUND_MS = 200;

async function upload(api: ApiClient, file: string): Promise<{ status: number; id?: string; message?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await fs.readFile(file))]), path.basename(file));
  const response = await api.post('/api/swing-analyses', form);
  return { status: response.status, id: response.body?.id, message: response.body?.message };
}

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves with the analysis's end state (and why, when it failed) and the time it took from now. */
async function finished(api: ApiClient, id: string): Promise<{ status: string; ms: number; error?: string }> {
  const started = performance.now();
  const body = await until(async () => {
    const { body } = await api.get(`/api/swing-analyses/${id}`);
    return body.status === 'done' || body.status === 'failed' ? body : undefined;
  });
  return {
    status: body.status as string,
    ms: Math.round(performance.now() - started),
    ...(body.error ? { error: `${body.error.code as string}: ${body.error.message as string}` } : {}),
  };
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
  return { probes: times.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), over200Ms: times.filter((ms) => ms > HEALTH_BOUND_MS).length };
}

/** The event-loop lines the probe wrote, the worst five-second window of each measure. */
function eventLoopDelay(output: string) {
  const windows = [...output.matchAll(/\{"eventLoopDelay":(\{[^}]*\})\}/g)].map((match) => JSON.parse(match[1]!) as { p99Ms: number; maxMs: number });
  return { windows: windows.length, worstP99Ms: Math.max(0, ...windows.map((w) => w.p99Ms)), worstMaxMs: Math.max(0, ...windows.map((w) => w.maxMs)) };
}

const dir = await tempDir();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-bench-hardening-'));
const wide = await patternClip(path.join(dir, 'wide.mp4'), { width: 16384, height: 8, fps: 30, seconds: 2 });
const fast = await patternClip(path.join(dir, 'fast.mp4'), { width: 96, height: 64, fps: 1000, seconds: 59 });
const smtp = await startSmtpDouble();
const probe = new URL('./eventLoopProbe.mjs', import.meta.url).pathname;
const server = startProcess([], dataDir, { SMTP_URL: smtp.url, NODE_OPTIONS: `--import ${probe}` });
// A bench that fails half-way leaves no server behind.
process.on('exit', () => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
});
const [, baseUrl] = (await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 300_000)) as RegExpExecArray;
await server.waitFor(/"roles":\["web","worker"\]/, 300_000);
attachInbox(baseUrl!, smtpInbox(smtp));
// The event loop's windows from here on: start-up (migrations, loading tsx) is not the idle server.
const startedMark = server.output().length;
const [memberA, memberB] = [client(baseUrl!), client(baseUrl!)];
await memberA.registerMember({ email: uniqueEmail('hardening-a'), password: 'bench password for fairways' });
await memberB.registerMember({ email: uniqueEmail('hardening-b'), password: 'bench password for fairways' });

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
await until(async () => (probes.length + failedProbes >= BASELINE_PROBES ? true : undefined));
const baseline = probes.splice(0);
const idleLoop = eventLoopDelay(server.output().slice(startedMark));
const loopMark = server.output().length;

const [extreme, swingB] = await Promise.all([
  (async () => {
    const refused = { wide: await upload(memberA, wide), fast: await upload(memberA, fast) };
    const swing = await upload(memberA, fixtureVideo());
    return { refused, swing: await finished(memberA, swing.id!) };
  })(),
  (async () => finished(memberB, (await upload(memberB, fixtureVideo())).id!))(),
]);
const busyLoop = eventLoopDelay(server.output().slice(loopMark));

// SIGTERM while an analysis runs: a fresh swing, signalled as soon as its run has started.
const last = await upload(memberB, fixtureVideo());
await until(async () => ((await memberB.get(`/api/swing-analyses/${last.id!}`)).body.status === 'processing' ? true : undefined));
probing = false;
await prober;
const signalled = performance.now();
server.child.kill('SIGTERM');
const exitCode = await server.exited;
const stopMs = performance.now() - signalled;

console.log(
  JSON.stringify(
    {
      load: os.loadavg().map((avg) => Math.round(avg * 100) / 100),
      refused: { '16384x8': extreme.refused.wide, '1000fps_59s': extreme.refused.fast },
      swings: { memberA: extreme.swing, memberB: swingB },
      healthz: { idle: summary(baseline), duringUploadsAndAnalyses: summary(probes), unanswered: failedProbes },
      serverEventLoopDelay: { idle: idleLoop, duringUploadsAndAnalyses: busyLoop },
      sigterm: { stopMs: Math.round(stopMs), graceMs: GRACE_MS, exitCode, withinGrace: stopMs < GRACE_MS && exitCode === 0 },
    },
    null,
    2,
  ),
);
await smtp.close();
await fs.rm(dir, { recursive: true, force: true });
await fs.rm(dataDir, { recursive: true, force: true });
