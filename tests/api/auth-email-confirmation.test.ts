import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, confirmationSentMessage } from '../../src/shared/auth';
import { pendingRegistrations, sessions, users } from '../../src/server/db/schema';
import { createUser } from '../../src/server/modules/auth/service';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { inboxOf, tokenMailedBy } from './inbox';

const PASSWORD = 'correct horse battery';

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, ...overrides };
}

/** Register then confirm-email (decision 0708): the account exists only once the link is opened. */
describe('registering with e-mail confirmation', () => {
  let server: TestServer;
  const usersWith = (email: string) => server.ctx.db.select().from(users).where(eq(users.email, email));
  const pendingOf = async (email: string) => (await server.ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)))[0];
  const userCount = async () => (await server.ctx.db.select({ n: count() }).from(users))[0]!.n;
  /** Registers `email` over HTTP and returns the token of the link it was mailed. */
  const registerAndReadLink = (email: string, body = registration(email)) =>
    tokenMailedBy(server.baseUrl, email.trim().toLowerCase(), 'confirm-email', async () => {
      const response = await client(server.baseUrl).post('/api/auth/register', body);
      expect(response.status).toBe(202);
    });
  const confirm = (token: unknown) => client(server.baseUrl).post('/api/auth/confirm-email', { token });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 202 without a session or an account, then the mailed link creates the member and signs in', async () => {
    const email = uniqueEmail('confirm');
    const api = client(server.baseUrl);
    const token = await tokenMailedBy(server.baseUrl, email, 'confirm-email', async () => {
      const registered = await api.post('/api/auth/register', registration(email.toUpperCase(), { firstName: '  Ada ' }));
      expect(registered.status).toBe(202);
      expect(registered.body).toEqual({ confirmationSent: true, email, message: confirmationSentMessage(email) });
      expect(registered.headers.getSetCookie()).toEqual([]);
    });
    expect(await usersWith(email)).toEqual([]);
    expect(await api.currentUser()).toBeNull();

    const pending = (await pendingOf(email))!;
    // Only hashes are stored: the password as argon2id, the link's token as SHA-256.
    expect(pending.passwordHash).toMatch(/^\$argon2id\$/);
    expect(pending.tokenHash).not.toBe(token);
    expect(Math.abs(pending.expiresAt.getTime() - pending.createdAt.getTime() - 24 * 60 * 60_000)).toBeLessThan(5_000);
    const [mail] = await inboxOf(server.baseUrl).mailsTo(email);
    expect(mail!.subject).toBe('Confirm your Fairway Coach account');
    expect(mail!.text).toContain(`http://localhost:${new URL(server.baseUrl).port}/confirm-email?token=`);

    const confirmed = await api.post('/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'member' });
    expect(Object.keys(confirmed.body.user).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'lastName', 'role']);
    expect(confirmed.text).not.toMatch(/password/i);
    expect((await api.get('/api/auth/me')).body).toEqual(confirmed.body);
    expect(await pendingOf(email)).toBeUndefined();
    // The password chosen at register time is the account's password.
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('starts a new session at confirmation and never adopts one chosen by someone else', async () => {
    const token = await registerAndReadLink(uniqueEmail('fixation'));
    const planted = 'fc_session=attacker-chosen-value';
    const response = await client(server.baseUrl).request('POST', '/api/auth/confirm-email', JSON.stringify({ token }), {
      'content-type': 'application/json',
      cookie: planted,
    });
    expect(response.status).toBe(201);
    const issued = response.headers.getSetCookie().find((line) => line.startsWith('fc_session='))!;
    expect(issued).toMatch(/; HttpOnly/);
    expect(issued).not.toContain('attacker-chosen-value');
    expect((await client(server.baseUrl).request('GET', '/api/auth/me', undefined, { cookie: planted })).body).toEqual({ user: null });
  });

  it('works once: a used link answers 400 and changes nothing', async () => {
    const email = uniqueEmail('once');
    const token = await registerAndReadLink(email);
    expect((await confirm(token)).status).toBe(201);
    const [user] = await usersWith(email);
    const sessionsBefore = await server.ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: AUTH_MESSAGES.confirmationTokenInvalid });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await usersWith(email)).toEqual([user]);
    expect(await server.ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual(sessionsBefore);
  });

  it('replaces the registration when the address registers again: only the newest link and password count', async () => {
    const email = uniqueEmail('again');
    const first = await registerAndReadLink(email, registration(email, { password: 'first password here', confirmPassword: 'first password here' }));
    const second = await registerAndReadLink(email);
    expect(second).not.toBe(first);
    expect((await server.ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))).length).toBe(1);

    expect((await confirm(first)).status).toBe(400);
    expect(await usersWith(email)).toEqual([]);
    expect((await confirm(second)).status).toBe(201);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: 'first password here' })).status).toBe(401);
  });

  it('refuses an expired link with 410 and creates nothing', async () => {
    const email = uniqueEmail('expired');
    const token = await registerAndReadLink(email);
    // Move this registration's clock past its 24 hours, as the database sees it.
    await server.ctx.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, email));
    const before = await pendingOf(email);

    const response = await confirm(token);
    expect(response.status).toBe(410);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.confirmationTokenExpired });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await usersWith(email)).toEqual([]);
    expect(await pendingOf(email)).toEqual(before);
  });

  it('creates exactly one account when the link is opened twice at the same moment', async () => {
    const email = uniqueEmail('race');
    const token = await registerAndReadLink(email);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    expect(await usersWith(email)).toHaveLength(1);
  });

  it('refuses a registration whose address got an account meanwhile, and keeps the existing account', async () => {
    const email = uniqueEmail('meanwhile');
    const token = await registerAndReadLink(email);
    // Another way in (the seed's, an administrator's) creates the account before the link is opened.
    const existing = await createUser(server.ctx, { email, password: 'the owner password', firstName: 'Owner', lastName: 'First', role: 'member' });

    const response = await confirm(token);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.duplicateEmail });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await usersWith(email)).map((user) => user.id)).toEqual([existing.id]);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: 'the owner password' })).status).toBe(200);
  });

  describe('bad input: 400 naming the field, nothing created', () => {
    const cases: [string, unknown, number, RegExp][] = [
      ['a missing token', {}, 400, /^token: Confirmation token is required\./],
      ['a token of the wrong type', { token: 42 }, 400, /^token: Confirmation token must be text\./],
      ['an empty token', { token: '   ' }, 400, /^token: Confirmation token is required\./],
      ['an over-long token', { token: 'A'.repeat(201) }, 400, /^token: Confirmation token is not valid\./],
      ['an unknown token', { token: 'A'.repeat(43) }, 400, /^This confirmation link is invalid/],
      ['a body that is not an object', [1, 2, 3], 400, /^The request: /],
    ];
    for (const [name, body, status, message] of cases) {
      it(`rejects ${name}`, async () => {
        const before = await userCount();
        const response = await client(server.baseUrl).post('/api/auth/confirm-email', body);
        expect(response.status).toBe(status);
        expect(response.body.message).toMatch(message);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await userCount()).toBe(before);
      });
    }
  });
});
