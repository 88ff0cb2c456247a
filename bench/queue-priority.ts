/**
 * The priority queue (issue 27, decision 2702):
 *   npm run bench:queue:priority [-- video]
 * Starts the server with one analysis place (ANALYSIS_CONCURRENCY=1 unless set), so the worker is
 * busy whenever a swing runs. A third member's swing occupies it; then a Starter member queues a
 * swing and a Pro member queues one after it: the Pro's must start first. Then the Pro member queues
 * five swings and the Starter ten behind them: all fifteen must finish (nobody starves). Prints one
 * JSON object: the start order of the first pair, the finish order of the fifteen and the times.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { client, uniqueEmail, type ApiClient } from '../tests/api/client';
import { startBenchServer } from './benchServer';
import { uploadClip } from './benchUpload';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? path.resolve(repoRoot, '../shared/fixtures/swings');
const video = process.argv[2] ?? path.join(fixturesDir, 'golfdb-test-swing.mp4');
const PRO_SWINGS = 5;
const STARTER_SWINGS = 10;

const bench = await startBenchServer('queue-priority', { ANALYSIS_CONCURRENCY: process.env.ANALYSIS_CONCURRENCY ?? '1' });
const clip = await fs.readFile(video);

const upload = (api: ApiClient) => uploadClip(api, clip, video);

/** Polls until the analysis leaves `from`; records the label in `order` when it does. */
async function left(api: ApiClient, id: string, from: readonly string[], label: string, order: string[]): Promise<void> {
  for (;;) {
    const { status } = (await api.get(`/api/swing-analyses/${id}`)).body as { status: string };
    if (!from.includes(status)) {
      order.push(label);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function member(name: string, plan: string): Promise<ApiClient> {
  const api = client(bench.baseUrl);
  await api.registerMember({ email: uniqueEmail(`priority-${name}`), password: 'bench password for fairways' }, plan);
  return api;
}

try {
  const busy = await member('busy', 'starter');
  const starter = await member('starter', 'starter');
  const pro = await member('pro', 'individual');
  // The first analysis of the process loads the model.
  await left(busy, await upload(busy), ['queued', 'processing'], 'warm-up', []);

  // The worker is busy with the third member's swing; Starter queues, then Pro.
  const startOrder: string[] = [];
  const occupying = await upload(busy);
  await left(busy, occupying, ['queued'], 'busy', startOrder);
  const starterFirst = await upload(starter);
  const proAfter = await upload(pro);
  await Promise.all([
    left(starter, starterFirst, ['queued'], 'Starter (queued first)', startOrder),
    left(pro, proAfter, ['queued'], 'Pro (queued second)', startOrder),
  ]);
  await Promise.all([left(starter, starterFirst, ['queued', 'processing'], '', []), left(pro, proAfter, ['queued', 'processing'], '', [])]);

  // Five Pro swings, then ten Starter swings behind them: every one finishes.
  const finishOrder: string[] = [];
  const started = performance.now();
  const waits: Array<Promise<void>> = [];
  for (let index = 0; index < PRO_SWINGS; index += 1) {
    const id = await upload(pro);
    waits.push(left(pro, id, ['queued', 'processing'], `P${index + 1}`, finishOrder));
  }
  for (let index = 0; index < STARTER_SWINGS; index += 1) {
    const id = await upload(starter);
    waits.push(left(starter, id, ['queued', 'processing'], `S${index + 1}`, finishOrder));
  }
  await Promise.all(waits);

  console.log(
    JSON.stringify(
      {
        video,
        startOrderWithWorkerBusy: startOrder,
        proStartedFirst: startOrder.indexOf('Pro (queued second)') < startOrder.indexOf('Starter (queued first)'),
        proSwings: PRO_SWINGS,
        starterSwings: STARTER_SWINGS,
        finished: finishOrder.length,
        finishOrder,
        allFinishedMs: Math.round(performance.now() - started),
        analysisPlaces: bench.server.ctx.config.analysis.concurrency,
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
} finally {
  await bench.close();
}
