import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations } from '../../src/server/db/schema';
import { AUTH_LIMITS } from '../../src/server/modules/auth/rateLimits';
import { client, uniqueEmail, type ApiResponse } from './client';
import { startTestServer, type TestServer } from './harness';

const PASSWORD = 'correct horse battery';
const TOO_MANY = /^Too many attempts\. Try again in (\d+) seconds\.$/;

function expectTooMany(response: ApiResponse, windowSeconds = 60) {
  expect(response.status).toBe(429);
  const seconds = Number(TOO_MANY.exec(response.body.message)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers.get('retry-after')).toBe(String(seconds));
}

// Runs against in-memory counters, or Redis when the harness is given TEST_REDIS_URL.
describe('login and register rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, so each test can act from its own client address.
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers the 11th login attempt for one e-mail within a minute with 429 and the time to wait', async () => {
    const email = uniqueEmail('brute');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    for (let attempt = 1; attempt <= AUTH_LIMITS.login.perEmailAndIp; attempt += 1) {
      const response = await client(server.baseUrl).post('/api/auth/login', { email, password: `wrong ${attempt}` }, from('198.51.100.1'));
      expect(response.status).toBe(401);
    }
    const eleventh = await client(server.baseUrl).post('/api/auth/login', { email, password: 'wrong 11' }, from('198.51.100.1'));
    expectTooMany(eleventh);

    // The right password waits too (otherwise the limit only slows a guesser down), but a
    // different member signing in from the same address is unaffected.
    expectTooMany(await client(server.baseUrl).post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD }, from('198.51.100.1')));
    const neighbour = uniqueEmail('neighbour');
    await client(server.baseUrl).register({ email: neighbour, password: PASSWORD });
    expect((await client(server.baseUrl).post('/api/auth/login', { email: neighbour, password: PASSWORD }, from('198.51.100.11'))).status).toBe(200);
  });

  it('limits one address that tries many e-mails', async () => {
    const ip = '203.0.113.50';
    // Failures per address (decision 2506) stop it before the 50 attempts a minute would.
    for (let attempt = 1; attempt <= Math.min(AUTH_LIMITS.login.perIp, AUTH_LIMITS.login.perIpFailures); attempt += 1) {
      const response = await client(server.baseUrl).post('/api/auth/login', { email: uniqueEmail('spray'), password: PASSWORD }, from(ip));
      expect(response.status).toBe(401);
    }
    expectTooMany(
      await client(server.baseUrl).post('/api/auth/login', { email: uniqueEmail('spray'), password: PASSWORD }, from(ip)),
      AUTH_LIMITS.login.failureWindowMs / 1000,
    );
    expect((await client(server.baseUrl).post('/api/auth/login', { email: uniqueEmail('spray'), password: PASSWORD }, from('203.0.113.51'))).status).toBe(401);
  });

  it('limits registrations per address, and stores no registration once limited', async () => {
    const ip = '203.0.113.60';
    const register = (email: string) =>
      client(server.baseUrl).post(
        '/api/auth/register',
        { firstName: 'Rate', lastName: 'Limited', email, password: PASSWORD, confirmPassword: PASSWORD },
        from(ip),
      );
    for (let attempt = 1; attempt <= AUTH_LIMITS.register.perIp; attempt += 1) {
      expect((await register(uniqueEmail('bulk'))).status).toBe(202);
    }
    const refused = uniqueEmail('bulk');
    expectTooMany(await register(refused));
    expect(await server.ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, refused))).toEqual([]);
  });

  it('limits registration attempts per e-mail across addresses', async () => {
    const email = uniqueEmail('taken');
    for (let attempt = 1; attempt <= AUTH_LIMITS.register.perEmail; attempt += 1) {
      const response = await client(server.baseUrl).post(
        '/api/auth/register',
        { firstName: 'Same', lastName: 'Address', email, password: PASSWORD, confirmPassword: PASSWORD },
        from(`192.0.2.${attempt}`),
      );
      expect(response.status).toBe(202);
    }
    expectTooMany(
      await client(server.baseUrl).post(
        '/api/auth/register',
        { firstName: 'Same', lastName: 'Address', email, password: PASSWORD, confirmPassword: PASSWORD },
        from('192.0.2.99'),
      ),
    );
  });

  it('limits confirmation attempts per address', async () => {
    const ip = '203.0.113.70';
    for (let attempt = 1; attempt <= AUTH_LIMITS.confirmEmail.perIp; attempt += 1) {
      expect((await client(server.baseUrl).post('/api/auth/confirm-email', { token: `guess-${attempt}` }, from(ip))).status).toBe(400);
    }
    expectTooMany(await client(server.baseUrl).post('/api/auth/confirm-email', { token: 'guess-21' }, from(ip)));
    expect((await client(server.baseUrl).post('/api/auth/confirm-email', { token: 'guess-22' }, from('203.0.113.71'))).status).toBe(400);
  });

  it('limits reset e-mails per recipient, whichever address asks, so nobody can flood an inbox', async () => {
    const email = uniqueEmail('inbox');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    for (let attempt = 1; attempt <= AUTH_LIMITS.passwordResetRequest.perEmail!; attempt += 1) {
      expect((await client(server.baseUrl).post('/api/auth/password-reset/request', { email }, from(`192.0.2.${100 + attempt}`))).status).toBe(200);
    }
    const limited = await client(server.baseUrl).post('/api/auth/password-reset/request', { email }, from('192.0.2.200'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});
