import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { analysisProgressSchema, swingAnalysisDetailSchema } from '../../src/shared/analysis';
import { insertAnalysis } from '../../src/server/modules/analysis/store';
import { publishProgress } from '../../src/server/modules/analysis/progress';
import { bareAnalysisRow } from './analysis-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

/**
 * The estimate a member waits by (issue 31): rows written straight into the queue's table, with no
 * job behind them, so nothing runs and the queue stays as written.
 *
 * Finished runs of 40 s time it. Bea's analysis has run for 10 s and her second waits; Carl's first
 * waits, older than Ann's first. Ann's first runs after Bea's running one and Carl's first (same
 * place, older), not Bea's second (a later place); Ann's second after all four.
 */

let server: TestServer;
let ann: ApiClient;
let annId: string;
const ids = { annFirst: crypto.randomUUID(), annSecond: crypto.randomUUID(), beaRunning: crypto.randomUUID(), finished: [] as string[] };
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

beforeAll(async () => {
  server = await startTestServer();
  ann = client(server.baseUrl);
  annId = (await ann.registerMember({ email: uniqueEmail('ann') })).id;
  const beaId = (await client(server.baseUrl).registerMember({ email: uniqueEmail('bea') })).id;
  const carlId = (await client(server.baseUrl).registerMember({ email: uniqueEmail('carl') })).id;
  const db = server.ctx.db;
  for (let i = 0; i < 3; i += 1) {
    const id = crypto.randomUUID();
    ids.finished.push(id);
    await insertAnalysis(
      db,
      bareAnalysisRow(id, annId, { status: 'done', stage: 'done', createdAt: secondsAgo(300), startedAt: secondsAgo(140), completedAt: secondsAgo(100) }),
    );
  }
  await insertAnalysis(
    db,
    bareAnalysisRow(ids.beaRunning, beaId, { status: 'processing', stage: 'pose', createdAt: secondsAgo(60), startedAt: secondsAgo(10) }),
  );
  await insertAnalysis(db, bareAnalysisRow(crypto.randomUUID(), beaId, { status: 'queued', createdAt: secondsAgo(50) }));
  await insertAnalysis(db, bareAnalysisRow(crypto.randomUUID(), carlId, { status: 'queued', createdAt: secondsAgo(40) }));
  await insertAnalysis(db, bareAnalysisRow(ids.annFirst, annId, { status: 'queued', createdAt: secondsAgo(30) }));
  await insertAnalysis(db, bareAnalysisRow(ids.annSecond, annId, { status: 'queued', createdAt: secondsAgo(20) }));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function estimateOfAnn(id: string) {
  const reply = await ann.get(`/api/swing-analyses/${id}`);
  expect(reply.status, reply.text).toBe(200);
  return swingAnalysisDetailSchema.parse(reply.body).estimate;
}

describe('the estimate of a waiting analysis', () => {
  it('counts the runs ahead in the queue’s fair order and times them by the finished runs', async () => {
    const first = await estimateOfAnn(ids.annFirst);
    expect(first?.ahead).toBe(2);
    // Bea's running one has 30 s of its 40 left (a second more if the clock ticked), then Carl's 40, then Ann's own 40.
    expect(first?.secondsLeft).toBeGreaterThanOrEqual(108);
    expect(first?.secondsLeft).toBeLessThanOrEqual(110);
    const second = await estimateOfAnn(ids.annSecond);
    expect(second?.ahead).toBe(4);
    expect(second?.secondsLeft).toBeGreaterThanOrEqual(188);
    expect(second?.secondsLeft).toBeLessThanOrEqual(190);
  });

  it('is pushed on the socket with the progress, and left off once an analysis is finished', async () => {
    const received: unknown[] = [];
    const socket = new WebSocket(new URL('/ws', server.baseUrl.replace('http', 'ws')), { headers: { origin: server.baseUrl, cookie: ann.cookieHeader() } });
    socket.on('message', (raw) => received.push(JSON.parse(raw.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      await publishProgress(server.ctx, annId, { id: ids.annFirst, status: 'queued', stage: 'upload', fraction: 1, error: null });
      await publishProgress(server.ctx, annId, { id: ids.finished[0]!, status: 'done', stage: 'done', fraction: 1, error: null });
      await expect.poll(() => received.filter((message) => (message as { type: string }).type === 'analysis_progress').length).toBe(2);
    } finally {
      socket.close();
    }
    const [waiting, finished] = received
      .filter((message) => (message as { type: string }).type === 'analysis_progress')
      .map((message) => analysisProgressSchema.parse((message as { data: unknown }).data));
    expect(waiting?.estimate?.ahead).toBe(2);
    expect(waiting?.estimate?.secondsLeft).toBeGreaterThanOrEqual(108);
    expect(finished?.estimate).toBeUndefined();
  });

  it('is left off a finished analysis’s detail', async () => {
    expect(await estimateOfAnn(ids.finished[0]!)).toBeUndefined();
  });
});
