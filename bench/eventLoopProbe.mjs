/**
 * Loaded into the server process by bench/upload-hardening.ts (NODE_OPTIONS `--import`): watches
 * how long the event loop that answers `/healthz` is held (node's `monitorEventLoopDelay`) and
 * writes one JSON line to stderr every five seconds, so a slow probe can be told apart from a
 * blocked loop. Plain JavaScript: it loads before tsx does. Worker threads are left unwatched.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e6);
  setInterval(() => {
    const delay = { at: Date.now(), p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) };
    process.stderr.write(`${JSON.stringify({ eventLoopDelay: delay })}\n`);
    histogram.reset();
  }, 5_000).unref();
}
