import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/auth';
import { pendingRegistrations, sessions, users, websocketTokens } from '../../src/server/db/schema';
import { consumeWebsocketToken } from '../../src/server/modules/auth/service';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { tokenMailedBy } from './inbox';

const PASSWORD = 'correct horse battery';

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, ...overrides };
}

/** A new member's login answer, sent with `headers`: where a session cookie is set. */
async function loginAs(server: TestServer, email: string, headers: Record<string, string> = {}) {
  await client(server.baseUrl).register({ email, password: PASSWORD });
  return client(server.baseUrl).post('/api/auth/login', { email, password: PASSWORD }, headers);
}

function sessionCookieOf(response: { headers: Headers }): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('fc_session='));
}

describe('accounts and sessions', () => {
  let server: TestServer;
  const userCount = async () => (await server.ctx.db.select({ n: count() }).from(users))[0]!.n;
  const sessionCount = async (userId: string) => (await server.ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('knows the member signed in by the confirmation link, logs out and then answers a visitor', async () => {
    const api = client(server.baseUrl);
    const user = await api.register({ email: uniqueEmail('flow') });

    const me = await api.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(user);

    expect(await sessionCount(user.id)).toBe(1);
    const logout = await api.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(sessionCookieOf(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await sessionCount(user.id)).toBe(0);

    // A visitor is not an error (decision 1020): 200 with no user, so browsers log no failed request.
    const after = await api.get('/api/auth/me');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ user: null });
  });

  it('stores an argon2id hash, never the password', async () => {
    const email = uniqueEmail('hash');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const email = uniqueEmail('wrong');
    await client(server.baseUrl).register({ email });
    const wrong = await client(server.baseUrl).post('/api/auth/login', { email, password: 'not the password' });
    const unknown = await client(server.baseUrl).post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('logs in with any capitalisation of the e-mail', async () => {
    const email = uniqueEmail('case');
    await client(server.baseUrl).register({ email });
    const response = await client(server.baseUrl).post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(email);
  });

  describe('bad input: 400 naming the field, and no row written', () => {
    const rowCounts = async () => [await userCount(), (await server.ctx.db.select({ n: count() }).from(pendingRegistrations))[0]!.n];
    const cases: [string, unknown, RegExp][] = [
      ['a missing field', { firstName: 'Ada', lastName: 'Lovelace', password: PASSWORD, confirmPassword: PASSWORD }, /^email: Email is required\./],
      ['a wrong type', registration('typed@example.com', { firstName: 42 }), /^firstName: First name must be text\./],
      ['a short name', registration('short@example.com', { lastName: ' L ' }), /^lastName: Last name must be at least 2 characters\./],
      ['an over-long name', registration('long@example.com', { firstName: 'x'.repeat(81) }), /^firstName: .*at most 80/],
      ['an over-long e-mail', registration(`${'a'.repeat(250)}@example.com`), /^email: Email must be at most 254/],
      ['an invalid e-mail', registration('ada-at-example.com'), /^email: Please enter a valid email address\./],
      ['a short password', registration('pw@example.com', { password: 'short', confirmPassword: 'short' }), /^password: Password must be at least 8/],
      ['an over-long password', registration('pw2@example.com', { password: 'p'.repeat(201), confirmPassword: 'p'.repeat(201) }), /^password: .*at most 200/],
      ['mismatched passwords', registration('mismatch@example.com', { confirmPassword: 'something else' }), /^confirmPassword: Passwords don't match$/],
      ['a body that is not an object', [1, 2, 3], /^The request: /],
    ];
    for (const [name, body, message] of cases) {
      it(`rejects ${name}`, async () => {
        const before = await rowCounts();
        const response = await client(server.baseUrl).post('/api/auth/register', body);
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(message);
        expect(await rowCounts()).toEqual(before);
      });
    }

    it('rejects malformed JSON', async () => {
      const before = await rowCounts();
      const response = await client(server.baseUrl).request('POST', '/api/auth/register', '{"firstName": "Ada",', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The request body is not valid JSON.');
      expect(await rowCounts()).toEqual(before);
    });

    it('rejects a login with a wrong type without revealing anything else', async () => {
      const response = await client(server.baseUrl).post('/api/auth/login', { email: 'a@example.com', password: 12345678 });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^password: Password must be text\./);
    });

    it('ignores a smuggled role: a registration is always a member', async () => {
      const email = uniqueEmail('smuggle');
      const token = await tokenMailedBy(server.baseUrl, email, 'confirm-email', async () => {
        expect((await client(server.baseUrl).post('/api/auth/register', registration(email, { role: 'admin' }))).status).toBe(202);
      });
      const confirmed = await client(server.baseUrl).post('/api/auth/confirm-email', { token, role: 'admin' });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body.user.role).toBe('member');
    });
  });

  describe('sessions', () => {
    it('issues a new session id at every login and retires the one the browser had', async () => {
      const email = uniqueEmail('rotate');
      const api = client(server.baseUrl);
      await api.register({ email });
      const first = api.cookieHeader();
      await api.login(email, PASSWORD);
      const second = api.cookieHeader();
      expect(second).not.toBe(first);

      const stale = await client(server.baseUrl).request('GET', '/api/auth/me', undefined, { cookie: first });
      expect(stale.body).toEqual({ user: null });
      expect(await api.currentUser()).toMatchObject({ email });
    });

    it('never adopts a session id chosen by someone else (fixation)', async () => {
      const email = uniqueEmail('fixation');
      await client(server.baseUrl).register({ email });
      const planted = 'fc_session=attacker-chosen-value';
      const response = await client(server.baseUrl).request('POST', '/api/auth/login', JSON.stringify({ email, password: PASSWORD }), {
        'content-type': 'application/json',
        cookie: planted,
      });
      expect(response.status).toBe(200);
      const issued = sessionCookieOf(response)!;
      expect(issued).not.toContain('attacker-chosen-value');
      expect((await client(server.baseUrl).request('GET', '/api/auth/me', undefined, { cookie: planted })).body).toEqual({ user: null });
    });

    it('keeps two browsers of one member signed in independently, and logout ends only its own', async () => {
      const email = uniqueEmail('two');
      const laptop = client(server.baseUrl);
      const user = await laptop.register({ email });
      const phone = client(server.baseUrl);
      await phone.login(email, PASSWORD);
      expect(await sessionCount(user.id)).toBe(2);
      await laptop.post('/api/auth/logout');
      expect(await laptop.currentUser()).toBeNull();
      expect(await phone.currentUser()).toMatchObject({ id: user.id });
    });

    it('sets the cookie HttpOnly, SameSite=Lax, site-wide, and not Secure over plain http', async () => {
      const response = await loginAs(server, uniqueEmail('flags'));
      const cookie = sessionCookieOf(response)!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Secure/);
    });

    it('ignores X-Forwarded-Proto from a proxy it was not told to trust', async () => {
      const response = await loginAs(server, uniqueEmail('untrusted'), { 'x-forwarded-proto': 'https' });
      expect(sessionCookieOf(response)).not.toMatch(/; Secure/);
    });

    it('blocks a cookie-carrying write from another site', async () => {
      const email = uniqueEmail('csrf');
      const api = client(server.baseUrl);
      await api.register({ email });
      const response = await api.request('POST', '/api/auth/logout', {}, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await api.currentUser()).toMatchObject({ email });
    });
  });

  describe('websocket tokens', () => {
    let api: ApiClient;
    let userId: string;
    beforeAll(async () => {
      api = client(server.baseUrl);
      userId = (await api.registerMember({ email: uniqueEmail('ws') })).id;
    });

    it('are only for signed-in members', async () => {
      const response = await client(server.baseUrl).post('/api/auth/websocket-token', {});
      expect(response.status).toBe(401);
    });

    it('open exactly once, for the member they were issued to, and are stored hashed', async () => {
      const response = await api.post('/api/auth/websocket-token', {});
      expect(response.status).toBe(200);
      const token = response.body.token as string;
      expect(token).toMatch(/^[\w-]{43}$/);
      const stored = await server.ctx.db.select().from(websocketTokens).where(eq(websocketTokens.userId, userId));
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);

      expect((await consumeWebsocketToken(server.ctx, token))?.user.id).toBe(userId);
      expect(await consumeWebsocketToken(server.ctx, token)).toBeNull();
      expect(await consumeWebsocketToken(server.ctx, 'made-up-token')).toBeNull();
    });

    it('expire after their 60 seconds', async () => {
      const token = (await api.post('/api/auth/websocket-token', {})).body.token as string;
      await server.ctx.db
        .update(websocketTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(websocketTokens.userId, userId));
      expect(await consumeWebsocketToken(server.ctx, token)).toBeNull();
    });

    it('are issued with a lifetime of 60 seconds', async () => {
      const before = Date.now();
      await api.post('/api/auth/websocket-token', {});
      const [row] = await server.ctx.db.select().from(websocketTokens).where(eq(websocketTokens.userId, userId));
      const lifetime = row!.expiresAt.getTime() - before;
      expect(lifetime).toBeGreaterThan(55_000);
      expect(lifetime).toBeLessThanOrEqual(61_000);
    });
  });
});

describe('cookies behind a trusted https proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('marks the session cookie Secure, and sends HSTS, when the request arrived over https', async () => {
    const response = await loginAs(server, uniqueEmail('secure'), {
      'x-forwarded-proto': 'https',
      // A browser on the https page sends that page's origin.
      origin: server.baseUrl.replace('http:', 'https:'),
    });
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('sends no HSTS over plain http', async () => {
    const response = await client(server.baseUrl).get('/healthz');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
