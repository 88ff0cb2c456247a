import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/** What the administrator sees of members and money, after members come and go (issue 26 items 3, 4). */

const PASSWORD = 'correct horse battery';
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
});

interface ListedPayment {
  id: string;
  amount: number;
  status: string;
  customerEmail: string;
}

async function adminMoney() {
  const payments = (await admin.get('/api/admin/payments')).body as ListedPayment[];
  const analytics = (await admin.get('/api/admin/analytics')).body as { totalRevenue: number };
  return { payments, revenue: analytics.totalRevenue };
}

describe('the administrator’s records', () => {
  it('keeps a deleted member’s payments, without their e-mail, in the list and the revenue', async () => {
    const member = client(server.baseUrl);
    const email = uniqueEmail('leaver');
    await member.registerMember({ email, password: PASSWORD });
    const before = await adminMoney();
    const paid = before.payments.find((payment) => payment.customerEmail === email);
    expect(paid).toMatchObject({ status: 'completed', amount: 2599 });

    expect((await member.request('DELETE', '/api/auth/account', { password: PASSWORD })).status).toBe(200);

    const after = await adminMoney();
    expect(after.revenue).toBe(before.revenue);
    expect(after.payments.map((payment) => payment.id)).toEqual(before.payments.map((payment) => payment.id));
    const kept = after.payments.find((payment) => payment.id === paid!.id);
    expect(kept).toMatchObject({ status: 'completed', amount: 2599 });
    expect(kept!.customerEmail).not.toContain(email.split('@')[0]);
  });

  it('lists an invited club golfer with access through the club, as the server grants it', async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter');
    const golfer = await invitedPerson(server.baseUrl, owner.api, 'member', 'club-golfer');
    expect((await golfer.api.get('/api/membership')).body).toMatchObject({ active: true, source: 'club' });

    const members = (await admin.get('/api/admin/members')).body as Array<{ id: string; access: unknown }>;
    expect(members.find((row) => row.id === golfer.id)?.access).toEqual({ active: true, source: 'club', planKey: null, granted: false });
  });

  it('names a bought club by the name its buyer gave, not after the buyer', async () => {
    const buyer = client(server.baseUrl);
    await buyer.register({ email: uniqueEmail('club-buyer') });
    const started = await buyer.post('/api/create-subscription', {
      planType: 'club_starter',
      userEmail: 'captain@example.com',
      userName: 'Rory Captain',
      clubName: '  Lakeside Golf Academy ',
    });
    expect(started.status).toBe(200);
    expect((await buyer.post(`/api/test-checkout/${started.body.sessionId as string}/confirm`)).body).toEqual({ redirectUrl: '/club?checkout=success' });
    expect((await buyer.get('/api/club')).body).toMatchObject({ name: 'Lakeside Golf Academy' });

    const tooShort = await buyer.post('/api/create-subscription', { planType: 'club', userEmail: 'a@example.com', userName: 'A B', clubName: 'L' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toMatch(/Club name must be at least 2 characters/);
  });
});
