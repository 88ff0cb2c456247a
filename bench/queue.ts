/**
 * Fair analysis scheduling (issue 15, decisions 1502, 1509, 1510):
 *   npm run bench:queue [-- video]
 * Starts the server (web + worker, embedded PGlite, a temporary data folder, ANALYSIS_CONCURRENCY
 * from the environment or the default) and two paying members. Member B's single upload is timed
 * alone (upload → done); then member A queues 8 uploads and B's single upload follows them, and is
 * timed again. Prints one JSON object: both times, their ratio (the issue asks for at most 2), how
 * long A's whole backlog took, and the order the nine analyses finished in. The first analysis of
 * the process loads the model, so a warm-up analysis runs first.
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
const BACKLOG = 8;

const bench = await startBenchServer('queue', { ANALYSIS_CONCURRENCY: process.env.ANALYSIS_CONCURRENCY });
const clip = await fs.readFile(video);

const upload = (api: ApiClient) => uploadClip(api, clip, video);

const finishedOrder: string[] = [];
async function finished(api: ApiClient, id: string, label: string): Promise<void> {
  for (;;) {
    const response = await api.get(`/api/swing-analyses/${id}`);
    if (response.body.status === 'done' || response.body.status === 'failed') {
      finishedOrder.push(label);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits out the club read that follows an analysis's result (decision 2817). */
async function clubRead(api: ApiClient, id: string): Promise<void> {
  while ((await api.get(`/api/swing-analyses/${id}`)).body.clubTrace === 'tracing') await new Promise((resolve) => setTimeout(resolve, 100));
}

try {
  const memberA = client(bench.baseUrl);
  const memberB = client(bench.baseUrl);
  await memberA.registerMember({ email: uniqueEmail('queue-a'), password: 'bench password for fairways' });
  await memberB.registerMember({ email: uniqueEmail('queue-b'), password: 'bench password for fairways' });

  const warmUp = await upload(memberA);
  await finished(memberA, warmUp, 'warm-up');
  await clubRead(memberA, warmUp);

  // Alone: nothing else runs, the last club read included; the backlog starts once its own read is over.
  let started = performance.now();
  const single = await upload(memberB);
  await finished(memberB, single, 'B alone');
  const aloneMs = Math.round(performance.now() - started);
  await clubRead(memberB, single);

  const backlogStarted = performance.now();
  const backlog: Array<Promise<void>> = [];
  for (let index = 0; index < BACKLOG; index += 1) {
    const id = await upload(memberA);
    backlog.push(finished(memberA, id, `A${index + 1}`));
  }
  started = performance.now();
  const behind = await upload(memberB);
  await finished(memberB, behind, 'B behind A’s 8');
  const behindMs = Math.round(performance.now() - started);
  started = performance.now();
  const behindClubMs = clubRead(memberB, behind).then(() => Math.round(performance.now() - started));
  await Promise.all(backlog);
  const backlogMs = Math.round(performance.now() - backlogStarted);

  console.log(
    JSON.stringify(
      {
        video,
        backlogOfOtherMember: BACKLOG,
        singleAloneMs: aloneMs,
        singleBehindBacklogMs: behindMs,
        behindOverAlone: Math.round((100 * behindMs) / aloneMs) / 100,
        // B's club read, a job after its result whose CPU turn is ranked by B's backlog (decision 2817).
        singleBehindBacklogClubAfterResultMs: await behindClubMs,
        // The other member's whole backlog, first upload to last result: what B's turn cost them.
        backlogOfOtherMemberMs: backlogMs,
        finishedOrder: finishedOrder.slice(2),
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
