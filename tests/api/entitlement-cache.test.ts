/**
 * Decision 3051: the plan check's answer is remembered per process under a version that triggers
 * raise on every write of a member's plans, grant, club seat and club plan. Whatever writes (a
 * route of this process, raw SQL, another server on the same PostgreSQL), the very next request
 * must see the change. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, subscriptions } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

let server: TestServer;
let admin: ApiClient;

/** A premium read every member makes; 402 without premium access. */
const premiumRead = (api: ApiClient) => api.get('/api/swing-analyses?limit=1');
const statusOf = async (api: ApiClient) => (await premiumRead(api)).status;
/** A year of trends: opened by Individual Pro, not by Starter (decision 2700). */
const yearOfTrends = async (api: ApiClient, id: string) => (await api.get(`/api/performance-metrics/${id}/trends?days=365`)).status;

const setPlanStatus = (userId: string, status: 'active' | 'canceled') =>
  server.ctx.db.update(subscriptions).set({ status }).where(eq(subscriptions.userId, userId));

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
});

describe('the next request sees', () => {
  it('a refund by the administrator, which ends the plan', async () => {
    const email = uniqueEmail('refunded');
    const member = client(server.baseUrl);
    await member.registerMember({ email });
    expect(await statusOf(member)).toBe(200);
    expect(await statusOf(member)).toBe(200);
    const payment = (await admin.get('/api/admin/payments')).body.find((row: { customerEmail: string }) => row.customerEmail === email);
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    expect(await statusOf(member)).toBe(402);
  });

  it('a grant given, then revoked, by the administrator', async () => {
    const member = client(server.baseUrl);
    const { id } = await member.register({ email: uniqueEmail('granted') });
    expect(await statusOf(member)).toBe(402);
    expect((await admin.put(`/api/admin/members/${id}/access`, { reason: 'complimentary' })).status).toBe(204);
    expect(await statusOf(member)).toBe(200);
    expect((await admin.delete(`/api/admin/members/${id}/access`)).status).toBe(204);
    expect(await statusOf(member)).toBe(402);
  });

  it('a plan changed or cancelled by any writer (raw SQL here)', async () => {
    const member = client(server.baseUrl);
    const { id } = await member.registerMember({ email: uniqueEmail('changed') });
    expect(await yearOfTrends(member, id)).toBe(402);
    await server.ctx.db.update(subscriptions).set({ planKey: 'individual' }).where(eq(subscriptions.userId, id));
    expect(await yearOfTrends(member, id)).toBe(200);
    await setPlanStatus(id, 'canceled');
    expect(await statusOf(member)).toBe(402);
    await setPlanStatus(id, 'active');
    expect(await statusOf(member)).toBe(200);
  });

  it('a club’s plan ending and coming back, for the people of the club, and a seat handed back', async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter');
    const seat = await invitedPerson(server.baseUrl, owner.api, 'member');
    expect(await statusOf(seat.api)).toBe(200);
    expect(await statusOf(owner.api)).toBe(200);
    // The club's subscription is the owner's row: its end is every seat's.
    await setPlanStatus(owner.id, 'canceled');
    expect(await statusOf(seat.api)).toBe(402);
    expect(await statusOf(owner.api)).toBe(402);
    await setPlanStatus(owner.id, 'active');
    expect(await statusOf(seat.api)).toBe(200);
    await server.ctx.db.delete(clubMembers).where(eq(clubMembers.userId, seat.id));
    expect(await statusOf(seat.api)).toBe(402);
  });
});

describe('the remembered answer', () => {
  it('is really used: a cancel written with the triggers off is not seen, the same with them is', async () => {
    const member = client(server.baseUrl);
    const { id } = await member.registerMember({ email: uniqueEmail('remembered') });
    expect(await statusOf(member)).toBe(200);
    // Replica mode skips triggers: the one way to change rows without raising the version.
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update subscriptions set status = 'canceled' where user_id = ${id}`);
    });
    expect(await statusOf(member)).toBe(200);
    await setPlanStatus(id, 'canceled');
    expect(await statusOf(member)).toBe(402);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('with another server on the same PostgreSQL', () => {
  it('sees a refund the other process made', async () => {
    const other = await startTestServer({ DATABASE_URL: server.ctx.config.databaseUrl! });
    try {
      const email = uniqueEmail('elsewhere');
      const member = client(server.baseUrl);
      await member.registerMember({ email });
      const there = client(other.baseUrl);
      await there.login(email, 'correct horse battery');
      expect(await statusOf(member)).toBe(200);
      expect(await statusOf(there)).toBe(200);
      const otherAdmin = client(other.baseUrl);
      await otherAdmin.login(TEST_ADMIN.email, TEST_ADMIN.password);
      const payment = (await otherAdmin.get('/api/admin/payments')).body.find((row: { customerEmail: string }) => row.customerEmail === email);
      expect((await otherAdmin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
      expect(await statusOf(member)).toBe(402);
      expect(await statusOf(there)).toBe(402);
    } finally {
      await other.close();
    }
  });
});
