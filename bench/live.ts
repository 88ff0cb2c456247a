/**
 * Live analysis under load, through the real /ws socket:
 *   npx tsx bench/live.ts [video] [--seconds=8] [--levels=1,2,4,6,8,10,12]
 * Starts the server (embedded PGlite, a temporary data folder), registers one member per session,
 * and for each level opens that many live sockets at once, each sending the clip's frames as FRME
 * JPEGs at 2 fps in real time, as the browser does. Latency is send → binary_frame_analysis for
 * each frame analysed; frames the server dropped (oldest first, under backpressure) are counted.
 * Prints one JSON object: per level p50/p95/max latency, frames sent/analysed/dropped, warnings;
 * and `maxSessionsP95Under250ms`, the largest level whose p95 stayed under 250 ms with nothing
 * dropped. Default clip: the 1280×720 face-on fixture (a camera's size). The bench client shares
 * the process with the server, as a browser shares nothing: its cost is a few buffer writes.
 * `cpuMsPerFrame` (this process's CPU time per frame analysed) does not depend on other load on
 * the machine: the model runs on one thread, so one core holds about 1000 / (2 × cpuMsPerFrame)
 * sessions at 2 fps. `loadAverage` says how busy the machine was while measuring.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { client } from '../tests/api/client';
import { clipFrames, frameMessage, openLiveSocket } from '../tests/api/live-client';
import { startBenchServer } from './benchServer';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures/swings');
const args = process.argv.slice(2);
const video = args.find((a) => !a.startsWith('--')) ?? path.join(fixturesDir, 'faceon-pro-long-iron-30fps.mp4');
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(option('seconds', '8'));
const levels = option('levels', '1,2,4,6,8,10,12').split(',').map(Number);
const FPS = 2;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};

const bench = await startBenchServer('live', { LIVE_MAX_SESSIONS: '1000' }, pino({ level: 'warn' }));
const base = bench.baseUrl;

try {
  const frames = await clipFrames(video, FPS);
  const size = await import('sharp').then(({ default: sharp }) => sharp(frames[0]!.jpeg).metadata());
  const frameSize = { width: size.width!, height: size.height! };
  const members = [];
  for (let i = 0; i < Math.max(...levels); i += 1) {
    const api = client(base);
    await api.registerMember({ firstName: 'Bench', lastName: 'Golfer', email: `live-${i}-${Date.now()}@example.com`, password: 'bench password for fairways' });
    members.push(api);
  }
  // Warm-up: the model loads with the first live session.
  const warm = await openLiveSocket(base, members[0]!);
  warm.socket.send(frameMessage(0, 0, frames[0]!.jpeg, frameSize));
  while (!warm.messages.some((m) => m.type === 'binary_frame_analysis')) await new Promise((resolve) => setTimeout(resolve, 20));
  warm.socket.close();

  const results = [];
  for (const level of levels) {
    const sockets = await Promise.all(members.slice(0, level).map((api) => openLiveSocket(base, api)));
    const latencies: number[] = [];
    let sent = 0;
    let warnings = 0;
    const sentAt = sockets.map(() => new Map<number, number>());
    sockets.forEach((live, s) =>
      live.socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; data: { frameId: number } };
        if (message.type === 'backpressure_warning') warnings += 1;
        if (message.type !== 'binary_frame_analysis') return;
        const at = sentAt[s]!.get(message.data.frameId);
        if (at !== undefined) latencies.push(performance.now() - at);
      }),
    );
    const ticks = seconds * FPS;
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      sockets.map(async (live, s) => {
        // Sessions start spread over one interval, as independent browsers would.
        await new Promise((resolve) => setTimeout(resolve, (s * 1000) / FPS / level));
        for (let tick = 0; tick < ticks; tick += 1) {
          const frame = frames[tick % frames.length]!;
          sentAt[s]!.set(tick, performance.now());
          live.socket.send(frameMessage(tick, Math.round((tick * 1000) / FPS), frame.jpeg, frameSize));
          sent += 1;
          await new Promise((resolve) => setTimeout(resolve, 1000 / FPS));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cpu = process.cpuUsage(cpuBefore);
    for (const live of sockets) live.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    results.push({
      sessions: level,
      framesSent: sent,
      framesAnalysed: latencies.length,
      framesDropped: sent - latencies.length,
      backpressureWarnings: warnings,
      cpuMsPerFrame: latencies.length > 0 ? Math.round((cpu.user + cpu.system) / 1000 / latencies.length) : null,
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: percentile(latencies, 100) },
    });
  }
  const holding = results.filter((r) => r.framesDropped === 0 && (r.latencyMs.p95 ?? Infinity) < 250).map((r) => r.sessions);
  console.log(
    JSON.stringify(
      {
        video: path.basename(video),
        frame: frameSize,
        jpegBytes: Math.round(frames.reduce((sum, f) => sum + f.jpeg.length, 0) / frames.length),
        fps: FPS,
        secondsPerLevel: seconds,
        loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
        cores: os.cpus().length,
        levels: results,
        maxSessionsP95Under250ms: holding.length > 0 ? Math.max(...holding) : 0,
      },
      null,
      2,
    ),
  );
} finally {
  await bench.close();
}
