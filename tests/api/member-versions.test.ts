import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberVersions } from '../../src/server/db/memberVersions';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { insertAnalysisRow } from './performance-analysis-rows';
import { recordStatements } from './statement-counter';

/**
 * The versions every premium request reads first (decision 3052): the requests of one turn of the
 * event loop share one statement, and each still gets its own member's versions as they stood
 * when it asked. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let server: TestServer;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer();
  const api = client(server.baseUrl);
  ids = [];
  for (const name of ['versions-a', 'versions-b', 'versions-c']) ids.push((await api.registerMember({ email: uniqueEmail(name) })).id);
});

afterAll(async () => {
  await server?.close();
});

const versionsStatement = /entitlement_versions/;
const analysisOf = (userId: string) =>
  insertAnalysisRow(server.ctx.db, { userId, createdAt: new Date(), overallScore: 70, keyMetrics: { tempo: 7, balance: 7, power: 7, accuracy: 7 } });

describe('member versions', () => {
  it("reads the versions asked for in one turn in one statement, each member's own", async () => {
    const [a, b, c] = ids;
    await analysisOf(a!);
    await analysisOf(a!);
    await analysisOf(b!);
    const statements = recordStatements(server);
    const asked = [a!, b!, c!, a!, randomUUID(), b!, a!].map((id) => memberVersions(server.ctx.db, id));
    const read = await Promise.all(asked);

    expect(statements.matching(versionsStatement)).toBe(1);
    const [ofA, ofB, ofC, ofAAgain, ofNobody, ofBAgain] = read;
    expect(ofA!.analyses).toBeGreaterThan(ofB!.analyses);
    expect(ofB!.analyses).toBeGreaterThan(ofC!.analyses);
    expect([ofAAgain, ofBAgain]).toEqual([ofA, ofB]);
    expect(ofNobody).toEqual({ analyses: 0, entitlements: 0 });
  });

  it('answers a read asked after a write ended with the write, though a read asked before it was still on its way', async () => {
    const member = ids[2]!;
    const was = (await memberVersions(server.ctx.db, member)).analyses;
    const onItsWay = memberVersions(server.ctx.db, member);
    await new Promise((resolve) => setImmediate(resolve));
    await analysisOf(member);

    expect((await memberVersions(server.ctx.db, member)).analyses).toBeGreaterThan(was);
    expect((await onItsWay).analyses).toBeGreaterThanOrEqual(was);
  });
});
