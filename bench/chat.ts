/**
 * Chat fan-out: N clients in one room, the real server beside a bare `ws` broadcast server.
 *   npx tsx bench/chat.ts [N …] [--runs=2]          default: 100 500 2000, each twice
 * Each server runs in its own process (bench/chat-server.ts); this process holds the N clients.
 * Per server, N and run it measures
 *   - latency: 20 messages, one every 250 ms, each from another member; the time from send to
 *     arrival at every client in the room (p50, p99, max over all N × 20 arrivals);
 *   - throughput: a burst of messages from different members (up to 4 each, under the rate limit)
 *     sent at once; messages per second = burst / (last arrival anywhere − first send), and the
 *     arrivals per second that makes.
 * and prints one JSON object, with the real server's messages per second as a share of the bare
 * one, per run (bare and real measured back to back) and their spread.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const sizes = args.map(Number).filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [100, 500, 2000];
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 2);
/** At most this many sockets per member (the server allows 10 per member per process). */
const SOCKETS_PER_MEMBER = 10;
/** Burst messages per member: under the rate limit of 5 per 2 s. */
const BURST_PER_MEMBER = 4;
const LATENCY_MESSAGES = 20;
const LATENCY_GAP_MS = 250;
/**
 * The burst is long enough to measure a rate (seconds, not a hundred milliseconds), yet bounded in
 * arrivals (burst × N) so the largest room finishes in about a minute on a loaded machine.
 */
const burstSize = (clients: number) => Math.min(400, Math.round(400_000 / clients), clients * BURST_PER_MEMBER);
const CONNECT_BATCH = 100;
/** Every measured message's content starts with this, then its tag. */
const TAG_PREFIX = 'bench-tag:';

type Mode = 'bare' | 'app';
interface ServerInfo {
  port: number;
  cookies?: string[];
  roomId?: string;
}

async function startChild(mode: Mode, members: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/chat-server.ts'), mode, String(members)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as ServerInfo));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { info, stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(mode: Mode, clients: number) {
  const burst = burstSize(clients);
  // Enough members that the whole burst fits under the rate limit; sockets go round-robin to them.
  const members = Math.max(Math.ceil(clients / SOCKETS_PER_MEMBER), Math.ceil(burst / BURST_PER_MEMBER));
  const server = await startChild(mode, members);
  const roomId = server.info.roomId ?? '00000000-0000-4000-8000-000000000000';
  const arrivals = new Map<string, number[]>();
  let errors = 0;
  let socketErrors = 0;
  let joined = 0;
  const sockets: WebSocket[] = [];
  try {
    const connectStarted = performance.now();
    const connect = async (index: number) => {
      const cookie = server.info.cookies?.[index % members];
      const socket = new WebSocket(`ws://127.0.0.1:${server.info.port}/ws`, { headers: cookie ? { cookie } : {} });
      sockets.push(socket);
      socket.on('error', () => (socketErrors += 1));
      socket.on('message', (raw) => {
        const now = performance.now();
        const text = raw.toString();
        // The tag is found without parsing the whole message: the client process holds all N
        // sockets, and what is measured is the server, not this process's JSON.parse.
        const tagAt = text.indexOf(TAG_PREFIX);
        if (tagAt >= 0) {
          const tag = text.slice(tagAt + TAG_PREFIX.length, text.indexOf('"', tagAt + TAG_PREFIX.length));
          const list = arrivals.get(tag) ?? [];
          list.push(now);
          arrivals.set(tag, list);
        } else if (text.startsWith('{"type":"room_joined"')) joined += 1;
        else if (text.startsWith('{"type":"error"')) errors += 1;
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('message', () => resolve());
        socket.once('close', (code) => reject(new Error(`${mode}: socket ${index} closed with ${code} before it was established`)));
      });
      socket.send(JSON.stringify({ type: 'join_room', data: { roomId } }));
    };
    // In batches: thousands of simultaneous handshakes overflow the listen backlog, which is not what is measured.
    for (let first = 0; first < clients; first += CONNECT_BATCH) {
      await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, clients - first) }, (_, offset) => connect(first + offset)));
    }
    while (joined < clients) await sleep(20);
    const connectAndJoinMs = Math.round(performance.now() - connectStarted);
    // Socket k (k < members) is member k's first.
    const senderOf = (k: number) => sockets[k % members]!;
    const sendTagged = (k: number, tag: string) => senderOf(k).send(JSON.stringify({ type: 'chat_message', data: { roomId, content: `${TAG_PREFIX}${tag}` } }));
    const waitForAll = async (tags: string[], timeoutMs = 120_000) => {
      const until = performance.now() + timeoutMs;
      while (tags.some((tag) => (arrivals.get(tag)?.length ?? 0) < clients)) {
        if (performance.now() > until || errors > 0 || socketErrors > 0) {
          throw new Error(`${mode} N=${clients}: not every message arrived (error messages: ${errors}, socket errors: ${socketErrors})`);
        }
        await sleep(5);
      }
    };

    // Latency, at a gentle pace.
    const sentAt = new Map<string, number>();
    for (let k = 0; k < LATENCY_MESSAGES; k += 1) {
      const tag = `latency ${k}`;
      sentAt.set(tag, performance.now());
      sendTagged(k, tag);
      await sleep(LATENCY_GAP_MS);
    }
    await waitForAll([...sentAt.keys()]);
    const latencies = [...sentAt].flatMap(([tag, at]) => arrivals.get(tag)!.map((arrived) => arrived - at)).sort((a, b) => a - b);

    // Throughput: a burst, after the rate-limit window of the latency messages has passed.
    await sleep(2500);
    const tags = Array.from({ length: burst }, (_, k) => `burst ${k}`);
    const burstStarted = performance.now();
    tags.forEach((tag, k) => sendTagged(k, tag));
    await waitForAll(tags);
    const lastArrival = tags.reduce((latest, tag) => arrivals.get(tag)!.reduce((a, b) => Math.max(a, b), latest), 0);
    const burstMs = lastArrival - burstStarted;
    return {
      members,
      connectAndJoinMs,
      latencyMs: { p50: +percentile(latencies, 50).toFixed(1), p99: +percentile(latencies, 99).toFixed(1), max: +(latencies.at(-1) ?? NaN).toFixed(1) },
      burst,
      burstMs: Math.round(burstMs),
      messagesPerSecond: Math.round((burst / burstMs) * 1000),
      arrivalsPerSecond: Math.round(((burst * clients) / burstMs) * 1000),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const results = [];
for (const clients of SIZES) {
  const runs = [];
  for (let k = 0; k < RUNS; k += 1) {
    const bare = await run('bare', clients);
    const app = await run('app', clients);
    const measured = {
      bare,
      app,
      appShareOfBareMessagesPerSecond: +(app.messagesPerSecond / bare.messagesPerSecond).toFixed(2),
      loadAverage: +os.loadavg()[0]!.toFixed(2),
    };
    console.error(JSON.stringify({ clients, run: k + 1, ...measured }));
    runs.push(measured);
  }
  const shares = runs.map((measured) => measured.appShareOfBareMessagesPerSecond);
  results.push({ clients, runs, appShareOfBareMessagesPerSecond: { min: Math.min(...shares), max: Math.max(...shares) } });
}
console.log(JSON.stringify({ cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => +n.toFixed(2)), node: process.version, results }, null, 2));
