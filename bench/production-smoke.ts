/**
 * The production install end to end: starts `npm start` (the compiled server) in a checkout given
 * on the command line — typically a fresh clone after `npm ci && npm run build && npm prune
 * --omit=dev` — on a free port with a fresh data folder and mail to the SMTP double, then walks the
 * product as a golfer does: the web pages, sign-up through the e-mailed link, a plan, an upload
 * analysed to the end with its progress on the socket and its club traced, the pose model's files.
 * Prints JSON; exits 1 on the first step that fails. This script runs from a development checkout
 * (it needs tsx and the test helpers); the server it starts does not.
 *
 *   npx tsx bench/production-smoke.ts /tmp/fresh-build [video]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { uploadClip } from './benchUpload';
import { fixturePath, waitUntilFinished } from '../tests/api/analysis-helpers';
import { client, uniqueEmail } from '../tests/api/client';
import { attachInbox, smtpInbox } from '../tests/api/inbox';
import { startSmtpDouble } from '../tests/api/smtp-double';

const checkout = path.resolve(process.argv[2] ?? '.');
const video = process.argv[3] ?? fixturePath();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const steps: Array<{ step: string; ms: number; detail?: unknown }> = [];
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  steps.push({ step: name, ms: Math.round(performance.now() - started), ...(result instanceof WebSocket || result === undefined ? {} : { detail: result }) });
  return result;
}

const smtp = await startSmtpDouble();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-smoke-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: checkout,
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' },
  // The server's log goes to stderr: stdout is this script's JSON.
  stdio: ['ignore', 2, 2],
});
const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

try {
  await step('ready', async () => {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      const ready = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
      if (ready?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  await step('pages', async () => {
    const statuses: Record<string, number> = {};
    for (const page of ['/', '/blog', '/register', '/subscribe', '/models/movenet-lightning.json', '/wasm/tfjs-backend-wasm-simd.wasm']) {
      const response = await fetch(baseUrl + page);
      statuses[page] = response.status;
      if (response.status !== 200) throw new Error(`GET ${page}: ${response.status}`);
      await response.arrayBuffer();
    }
    return statuses;
  });
  attachInbox(baseUrl, smtpInbox(smtp));
  const golfer = client(baseUrl);
  const email = uniqueEmail('smoke');
  await step('sign-up and plan', async () => {
    await golfer.registerMember({ email });
    return { email };
  });
  const progress: string[] = [];
  const socket = await step('socket', async () => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers: { origin: baseUrl, cookie: golfer.cookieHeader() } });
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; data?: { stage?: string; status?: string } };
      if (message.type === 'analysis_progress') progress.push(message.data?.stage ?? message.data?.status ?? '?');
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return ws;
  });
  await step('upload analysed', async () => {
    const id = await uploadClip(golfer, await fs.readFile(video), video);
    const finished = await waitUntilFinished(golfer, id, 600_000);
    if (finished.body.status !== 'done') throw new Error(`analysis ${id} ${finished.body.status}: ${finished.text}`);
    // The club read runs on a thread of the compiled bundle too (decision 2817).
    if (finished.body.clubTrace !== 'traced') throw new Error(`analysis ${id}'s club read ended ${finished.body.clubTrace}`);
    const { status, overallScore, clubTrace } = finished.body;
    return { id, status, overallScore, clubTrace, progressOnSocket: [...new Set(progress)] };
  });
  socket.close();
  console.log(JSON.stringify({ checkout, baseUrl, ok: true, steps }, null, 2));
} catch (error) {
  console.log(JSON.stringify({ checkout, baseUrl, ok: false, steps, error: String(error) }, null, 2));
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await exited;
  await smtp.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
