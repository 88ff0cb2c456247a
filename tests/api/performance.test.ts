import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceSessionSchema } from '../../src/shared/performance';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { daysAgo, insertAnalysisRow } from './performance-analysis-rows';

describe('performance metrics API', () => {
  let server: TestServer;
  let alice: ApiClient;
  let bob: ApiClient;
  let aliceId: string;
  let bobId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    alice = client(server.baseUrl);
    bob = client(server.baseUrl);
    // Alice and Carol read a year of trends: Individual Pro opens that range (decision 2700).
    aliceId = (await alice.registerMember({ email: uniqueEmail('alice') }, 'individual')).id;
    bobId = (await bob.registerMember({ email: uniqueEmail('bob') })).id;
    const db = server.ctx.db;
    // Alice: five finished swings over 200 days, one failed and one still running (neither is a session).
    ids.old = await insertAnalysisRow(db, {
      userId: aliceId,
      createdAt: daysAgo(200),
      overallScore: 80,
      keyMetrics: { tempo: 8, balance: 8, power: 7, accuracy: 8 },
    });
    ids.month = await insertAnalysisRow(db, {
      userId: aliceId,
      createdAt: daysAgo(20),
      overallScore: 60,
      keyMetrics: { tempo: 6, balance: 6.5, power: 6, accuracy: 5 },
      clubUsed: 'Driver',
      practiceType: 'Driving range',
      focusArea: 'Driver accuracy',
    });
    ids.week1 = await insertAnalysisRow(db, {
      userId: aliceId,
      createdAt: daysAgo(5),
      overallScore: 75,
      keyMetrics: { tempo: 7, balance: 7, power: 8, accuracy: 6 },
    });
    ids.week2 = await insertAnalysisRow(db, {
      userId: aliceId,
      createdAt: daysAgo(2),
      overallScore: 85,
      keyMetrics: { tempo: 8.5, balance: 8, power: 5, accuracy: 7 },
      clubUsed: '7 Iron',
      swingLength: 'Half swing',
    });
    await insertAnalysisRow(db, {
      userId: aliceId,
      createdAt: daysAgo(1),
      overallScore: 99,
      keyMetrics: { tempo: 9, balance: 9, power: 9, accuracy: 9 },
      status: 'failed',
    });
    await insertAnalysisRow(db, {
      userId: aliceId,
      createdAt: daysAgo(0.5),
      overallScore: 99,
      keyMetrics: { tempo: 9, balance: 9, power: 9, accuracy: 9 },
      status: 'processing',
    });
    // Bob: one swing of his own.
    ids.bob = await insertAnalysisRow(db, {
      userId: bobId,
      createdAt: daysAgo(3),
      overallScore: 55,
      keyMetrics: { tempo: 5, balance: 5, power: 6, accuracy: 5 },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists the finished sessions of the range, oldest first, with bests and change from last', async () => {
    const response = await alice.get(`/api/performance-metrics/${aliceId}/trends?days=30`);
    expect(response.status).toBe(200);
    const sessions = response.body.map((session: unknown) => performanceSessionSchema.parse(session));
    expect(sessions.map((s: { id: string }) => s.id)).toEqual([ids.month, ids.week1, ids.week2]);
    expect(sessions[0]).toMatchObject({
      overallScore: 60,
      tempo: 6,
      balance: 6.5,
      power: 6,
      accuracy: 5,
      clubUsed: 'Driver',
      practiceType: 'Driving range',
      focusArea: 'Driver accuracy',
    });
    // The 200-day-old 80 still counts: 60 and 75 are not bests, 85 is; 60 is -25 % from 80.
    expect(sessions.map((s: { personalBest: boolean }) => s.personalBest)).toEqual([false, false, true]);
    expect(sessions.map((s: { improvementFromLast: number | null }) => s.improvementFromLast)).toEqual([-25, 25, 13.3]);
    // A half swing's speed is slow by choice: its neutral power is no power to chart (decision 2418).
    expect(sessions[2]).toMatchObject({ clubUsed: '7 Iron', swingLength: 'Half swing', power: null, practiceType: null, focusArea: null });
  });

  it('filters by each range and defaults to 30 days', async () => {
    const count = async (query: string) => (await alice.get(`/api/performance-metrics/${aliceId}/trends${query}`)).body.length;
    expect(await count('?days=7')).toBe(2);
    expect(await count('?days=90')).toBe(3);
    expect(await count('?days=365')).toBe(4);
    expect(await count('')).toBe(3);
  });

  it('answers the latest session with its change from the last one', async () => {
    const response = await alice.get(`/api/performance-metrics/${aliceId}/latest`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ids.week2, overallScore: 85, improvementFromLast: 13.3, personalBest: true });
  });

  it('answers null as the latest session of a member with no finished analysis', async () => {
    const carol = client(server.baseUrl);
    const carolId = (await carol.registerMember({ email: uniqueEmail('carol') }, 'individual')).id;
    const latest = await carol.get(`/api/performance-metrics/${carolId}/latest`);
    expect(latest.status).toBe(200);
    expect(latest.text).toBe('null');
    expect((await carol.get(`/api/performance-metrics/${carolId}/trends?days=365`)).body).toEqual([]);
  });

  it('refuses a range outside 7, 30, 90 and 365 with a 400 naming the choices', async () => {
    for (const days of ['14', '0', 'abc', '-30']) {
      const response = await alice.get(`/api/performance-metrics/${aliceId}/trends?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(response.body.message).toMatch(/days.*7, 30, 90, 365/);
    }
  });

  it('refuses an id that is not a member id with a 400', async () => {
    const response = await alice.get('/api/performance-metrics/not-a-uuid/latest');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/member id/);
  });

  it('keeps one member out of another member’s performance (403) and anonymous callers out (401)', async () => {
    for (const path of [`/api/performance-metrics/${aliceId}/trends?days=30`, `/api/performance-metrics/${aliceId}/latest`]) {
      const denied = await bob.get(path);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBeTruthy();
      expect((await client(server.baseUrl).get(path)).status).toBe(401);
    }
    // Bob still sees his own.
    expect((await bob.get(`/api/performance-metrics/${bobId}/latest`)).body.id).toBe(ids.bob);
  });

  it('lets an admin read any member’s performance', async () => {
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const trends = await admin.get(`/api/performance-metrics/${aliceId}/trends?days=365`);
    expect(trends.status).toBe(200);
    expect(trends.body).toHaveLength(4);
    expect((await admin.get(`/api/performance-metrics/${bobId}/latest`)).body.id).toBe(ids.bob);
  });

  it('drops a session as soon as its analysis is deleted (nothing is copied elsewhere)', async () => {
    const before = (await bob.get(`/api/performance-metrics/${bobId}/trends?days=7`)).body.length;
    const deleted = await bob.delete(`/api/swing-analyses/${ids.bob}`);
    expect(deleted.status).toBeLessThan(300);
    expect(before).toBe(1);
    expect((await bob.get(`/api/performance-metrics/${bobId}/trends?days=7`)).body).toEqual([]);
    expect((await bob.get(`/api/performance-metrics/${bobId}/latest`)).text).toBe('null');
  });
});
