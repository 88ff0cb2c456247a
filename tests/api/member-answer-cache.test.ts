/**
 * Decision 1507: a member's read answers are kept serialized, keyed by a version of their analyses
 * that a database trigger raises on every write. Cached answers must be the uncached bytes, and a
 * write of any kind, by any writer (this process's routes and job code, raw SQL, another server
 * on the same PostgreSQL), must be seen by the very next read. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisVersions } from '../../src/server/db/schema';
import { analysisStats } from '../../src/server/modules/analysis/stats';
import { findAnalysisSummary, listAnalysisPage, updateAnalysis } from '../../src/server/modules/analysis/store';
import { toDetail, toSummary } from '../../src/server/modules/analysis/views';
import { performanceTrends } from '../../src/server/modules/performance/service';
import { client, uniqueEmail, type ApiClient, type ApiResponse } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { DAY_MS, daysAgo, insertAnalysisRow } from './performance-analysis-rows';

const METRICS = { tempo: 7, balance: 6.5, power: 8, accuracy: 5.5 };

let server: TestServer;
let api: ApiClient;
let memberId: string;

const insert = (overallScore: number, createdAt: Date, status?: 'done' | 'processing') =>
  insertAnalysisRow(server.ctx.db, { userId: memberId, keyMetrics: METRICS, overallScore, createdAt, status });

const trendsPath = (days: number) => `/api/performance-metrics/${memberId}/trends?days=${days}`;
const secondPagePath = async () => (await api.get('/api/swing-analyses?limit=10')).headers.get('link')!.match(/<([^>]+)>/)![1]!;
const newestDetailPath = async () => `/api/swing-analyses/${(await api.get('/api/swing-analyses?limit=1')).body[0].id}`;

/** The detail as computed from the row now, as it crosses the wire; undefined for a row gone. */
async function freshDetail(path: string): Promise<unknown> {
  const row = await findAnalysisSummary(server.ctx.db, path.split('/').at(-1)!);
  return row && JSON.parse(JSON.stringify(toDetail(row)));
}

/** Every cached read of the member, as the browser asks for them. */
async function hotReads(): Promise<string[]> {
  return [
    '/api/swing-analyses?limit=10',
    await secondPagePath(),
    trendsPath(30),
    trendsPath(365),
    `/api/performance-metrics/${memberId}/latest`,
    '/api/swing-analyses/stats',
    await newestDetailPath(),
  ];
}

async function ok(path: string): Promise<ApiResponse> {
  const response = await api.get(path);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return response;
}

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.baseUrl);
  // Individual Pro: the cached reads include a year of trends, which that plan opens (decision 2700).
  memberId = (await api.registerMember({ email: uniqueEmail('cached') }, 'individual')).id;
  for (let day = 1; day <= 24; day += 1) await insert(50 + ((day * 7) % 40), daysAgo(day * 3));
});

afterAll(async () => {
  await server?.close();
});

describe('cached answers', () => {
  it('are the bytes and headers of the uncached computation', async () => {
    for (const path of await hotReads()) {
      const first = await ok(path);
      const again = await ok(path);
      expect(again.text, path).toBe(first.text);
      expect(again.headers.get('link'), path).toBe(first.headers.get('link'));
      expect(again.headers.get('etag'), path).toBe(first.headers.get('etag'));
      expect(again.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
    }
    // The typed routes' uncached answer is JSON.stringify of their service's result (decision 1506).
    const page = await listAnalysisPage(server.ctx.db, memberId, null, 10);
    expect((await ok('/api/swing-analyses?limit=10')).text).toBe(JSON.stringify(page.rows.map(toSummary)));
    expect((await ok(trendsPath(365))).text).toBe(JSON.stringify(await performanceTrends(server.ctx.db, memberId, 365)));
    // The dashboard's figures go through zod's serializer: same values, and the hit is the miss's bytes above.
    const now = new Date();
    expect((await ok('/api/swing-analyses/stats')).body).toEqual(
      await analysisStats(server.ctx.db, memberId, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
    );
  });

  it('are served from memory: a write the trigger does not see is not seen (the cache is really used)', async () => {
    const before = await ok(trendsPath(365));
    // Replica mode skips triggers: the one way to change rows without raising the version.
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update swing_analyses set overall_score = overall_score + 1 where user_id = ${memberId}`);
    });
    expect((await ok(trendsPath(365))).text).toBe(before.text);
    // The same update with the trigger: the next read is the new answer.
    await server.ctx.db.execute(sql`update swing_analyses set overall_score = overall_score - 1 where user_id = ${memberId}`);
    const after = await ok(trendsPath(365));
    expect(after.text).toBe(JSON.stringify(await performanceTrends(server.ctx.db, memberId, 365)));
  });

  it('include the member’s own detail, not one read by someone else (an administrator, a coach)', async () => {
    const detailPath = await newestDetailPath();
    const before = await ok(detailPath);
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.get(detailPath)).text).toBe(before.text);
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update swing_analyses set overall_score = overall_score + 1 where id = ${before.body.id}`);
    });
    // The member's answer is kept under their version, which this write did not raise; the
    // administrator's is read afresh (the member's writes do not raise the administrator's version).
    expect((await ok(detailPath)).text).toBe(before.text);
    const admins = await admin.get(detailPath);
    expect(admins.body.overallScore).toBe(before.body.overallScore + 1);
    expect(admins.body).toEqual(await freshDetail(detailPath));
    await server.ctx.db.execute(sql`update swing_analyses set overall_score = overall_score - 1 where id = ${before.body.id}`);
    expect((await ok(detailPath)).body).toEqual(await freshDetail(detailPath));
  });

  it('confirm the browser’s copy with 304 and stop confirming it once a write changed the answer', async () => {
    const first = await ok(trendsPath(30));
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const confirmed = await api.request('GET', trendsPath(30), undefined, { 'if-none-match': etag });
    expect(confirmed.status).toBe(304);
    expect(confirmed.text).toBe('');
    await insert(99, daysAgo(0.1));
    const changed = await api.request('GET', trendsPath(30), undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.at(-1).overallScore).toBe(99);
  });
});

describe('the very next read sees', () => {
  /** Reads every hot route, applies the write, and expects each answer to be the fresh computation. */
  async function expectSeen(write: () => Promise<unknown>) {
    const paths = await hotReads();
    const before = await Promise.all(paths.map(async (path) => (await ok(path)).text));
    await write();
    const trends = JSON.stringify(await performanceTrends(server.ctx.db, memberId, 365));
    expect((await ok(trendsPath(365))).text).toBe(trends);
    const page = await listAnalysisPage(server.ctx.db, memberId, null, 10);
    expect((await ok('/api/swing-analyses?limit=10')).text).toBe(JSON.stringify(page.rows.map(toSummary)));
    const detailPath = paths.at(-1)!;
    const detail = await freshDetail(detailPath);
    if (detail) expect((await ok(detailPath)).body).toEqual(detail);
    else expect((await api.get(detailPath)).status).toBe(404);
    return { paths, before };
  }

  it('an analysis received, then completed by the job’s update', async () => {
    const { before } = await expectSeen(() => insert(0, new Date(), 'processing'));
    expect(before[0]).not.toBe((await ok('/api/swing-analyses?limit=10')).text);
    const [running] = (await ok('/api/swing-analyses?limit=10')).body;
    expect(running.status).toBe('processing');
    const stats = (await ok('/api/swing-analyses/stats')).body;
    await expectSeen(() =>
      updateAnalysis(server.ctx.db, running.id, { status: 'done', stage: 'done', stageFraction: 1, overallScore: 97, completedAt: new Date() }),
    );
    expect((await ok(`/api/performance-metrics/${memberId}/latest`)).body.overallScore).toBe(97);
    expect((await ok('/api/swing-analyses/stats')).body).not.toEqual(stats);
  });

  it('its detail deleted by the member: 404', async () => {
    const detailPath = await newestDetailPath();
    await ok(detailPath);
    await expectSeen(async () => expect((await api.delete(detailPath)).status).toBe(204));
  });

  it('an analysis deleted by the member, on the later page too', async () => {
    const secondPage = await secondPagePath();
    const [onSecondPage] = (await ok(secondPage)).body;
    await expectSeen(async () => expect((await api.delete(`/api/swing-analyses/${onSecondPage.id}`)).status).toBe(204));
    expect((await ok(secondPage)).body.map((row: { id: string }) => row.id)).not.toContain(onSecondPage.id);
  });

  it('an adjustment of events (the stored result and the moves replaced)', async () => {
    const [newest] = (await ok('/api/swing-analyses?limit=10')).body;
    await expectSeen(() =>
      updateAnalysis(server.ctx.db, newest.id, {
        overallScore: 12,
        eventAdjustment: { moves: [{ event: 'top', fromFrame: 60, toFrame: 62 }], adjustedAt: new Date().toISOString() },
      }),
    );
    expect((await ok('/api/swing-analyses?limit=10')).body[0].eventAdjustment.moves).toEqual([{ event: 'top', fromFrame: 60, toFrame: 62 }]);
  });

  it('a range losing its oldest session as time passes, with no write', async () => {
    const leavesSoon = await insert(64, new Date(Date.now() - 7 * DAY_MS + 3_000));
    const weekIds = async () => (await ok(trendsPath(7))).body.map((session: { id: string }) => session.id);
    expect(await weekIds()).toContain(leavesSoon);
    // Kept in the cache, the answer would hold it for ever: it must leave once it is 7 days old.
    await expect.poll(weekIds, { timeout: 10_000, interval: 250 }).not.toContain(leavesSoon);
  });
});

describe('an account deletion', () => {
  it('takes the member’s version with their analyses', async () => {
    const leaver = client(server.baseUrl);
    const { id } = await leaver.registerMember({ email: uniqueEmail('leaver') });
    await insertAnalysisRow(server.ctx.db, { userId: id, keyMetrics: METRICS, overallScore: 70, createdAt: daysAgo(2) });
    const versionRows = () => server.ctx.db.select().from(analysisVersions).where(eq(analysisVersions.userId, id));
    expect(await versionRows()).toEqual([{ userId: id, version: 1 }]);
    expect((await leaver.request('DELETE', '/api/auth/account', { password: 'correct horse battery' })).status).toBe(200);
    expect(await versionRows()).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('with another server on the same PostgreSQL', () => {
  it('sees a deletion that the other process made', async () => {
    const other = await startTestServer({ DATABASE_URL: server.ctx.config.databaseUrl! });
    try {
      const otherApi = client(other.baseUrl);
      await otherApi.login(`${(await api.currentUser())!.email}`, 'correct horse battery');
      const [newest] = (await ok('/api/swing-analyses?limit=10')).body;
      expect((await otherApi.delete(`/api/swing-analyses/${newest.id}`)).status).toBe(204);
      expect((await ok('/api/swing-analyses?limit=10')).body.map((row: { id: string }) => row.id)).not.toContain(newest.id);
      expect((await ok(trendsPath(365))).text).toBe(JSON.stringify(await performanceTrends(server.ctx.db, memberId, 365)));
    } finally {
      await other.close();
    }
  });
});
