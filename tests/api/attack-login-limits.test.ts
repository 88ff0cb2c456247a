import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/server/modules/auth/rateLimits';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { resetTokenFor } from './reset-mail';

const PASSWORD = 'correct horse battery';
const login = (server: TestServer, email: string, password: string, forwardedFor?: string) =>
  client(server.baseUrl).post('/api/auth/login', { email, password }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});

/** A forged left-most entry, as an attacker writes it before our proxy appends the real address. */
const forged = (attempt: number) => `10.${attempt % 250}.${(attempt * 7) % 250}.${(attempt * 13) % 250}`;

describe('login limits behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test client plays the proxy: it appends the address it "saw" to X-Forwarded-For.
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('cannot be escaped by forging X-Forwarded-For', async () => {
    const email = uniqueEmail('forger');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    for (let attempt = 1; attempt <= AUTH_LIMITS.login.perEmailAndIp; attempt += 1) {
      expect((await login(server, email, `wrong ${attempt}`, `${forged(attempt)}, 203.0.113.7`)).status).toBe(401);
    }
    expect((await login(server, email, 'wrong again', `${forged(99)}, 203.0.113.7`)).status).toBe(429);
  });

  it('does not let an attacker lock the member out of their usual place, and a success clears the counters', async () => {
    const email = uniqueEmail('victim');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    const home = '198.51.100.5';
    expect((await login(server, email, PASSWORD, home)).status).toBe(200);

    // Guessing spread over many addresses: each address is stopped after 10, and the e-mail's
    // slow failure counter runs out for every place the member never used.
    let sent = 0;
    for (let address = 1; sent < AUTH_LIMITS.login.perEmailFailures + 5; address += 1) {
      for (let attempt = 0; attempt < AUTH_LIMITS.login.perEmailAndIp; attempt += 1, sent += 1) {
        const status = (await login(server, email, `guess ${sent}`, `203.0.113.${address}`)).status;
        expect([401, 429]).toContain(status);
      }
    }
    expect((await login(server, email, PASSWORD, '192.0.2.77')).status).toBe(429);

    // The member, at home, still gets in; that clears the e-mail's counters.
    expect((await login(server, email, PASSWORD, home)).status).toBe(200);
    expect((await login(server, email, PASSWORD, '192.0.2.77')).status).toBe(200);
  });

  it('keeps a member who joined by the confirmation link getting in from their browser anywhere, while a stranger spends the e-mail', async () => {
    const member = client(server.baseUrl);
    const email = uniqueEmail('joined-by-link');
    // Signed in by the confirmation link: the member has never logged in, so has no known place.
    await member.register({ email, password: PASSWORD });
    for (let address = 1, sent = 0; sent < AUTH_LIMITS.login.perEmailFailures + 5; address += 1) {
      for (let attempt = 0; attempt < AUTH_LIMITS.login.perEmailAndIp; attempt += 1, sent += 1) {
        expect([401, 429]).toContain((await login(server, email, `guess ${sent}`, `203.0.113.${100 + address}`)).status);
      }
    }
    // A browser the member never used is held back, even with the password...
    expect((await login(server, email, PASSWORD, '192.0.2.78')).status).toBe(429);
    // ...but the member's own browser gets in from a new address, and a wrong password there does
    // not count against the e-mail.
    const away = { 'x-forwarded-for': '192.0.2.79' };
    expect((await member.post('/api/auth/login', { email, password: 'mistyped' }, away)).status).toBe(401);
    expect((await member.post('/api/auth/login', { email, password: PASSWORD }, away)).status).toBe(200);
  });

  it('lets the owner pass on a new browser at a new address by resetting the password from their mail', async () => {
    const email = uniqueEmail('traveller');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    for (let address = 1, sent = 0; sent < AUTH_LIMITS.login.perEmailFailures + 5; address += 1) {
      for (let attempt = 0; attempt < AUTH_LIMITS.login.perEmailAndIp; attempt += 1, sent += 1) {
        expect([401, 429]).toContain((await login(server, email, `guess ${sent}`, `203.0.113.${200 + address}`)).status);
      }
    }
    expect((await login(server, email, PASSWORD, '192.0.2.90')).status).toBe(429);
    const token = await resetTokenFor(server, email);
    const newPassword = 'a brand new fairway password';
    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', { token, password: newPassword, confirmPassword: newPassword })).status).toBe(
      200,
    );
    expect((await login(server, email, newPassword, '192.0.2.90')).status).toBe(200);
  });

  it('stops one address that drips guesses at several accounts under the per-minute limits', async () => {
    const emails = [uniqueEmail('drip-a'), uniqueEmail('drip-b'), uniqueEmail('drip-c'), uniqueEmail('drip-d')];
    for (const email of emails) await client(server.baseUrl).register({ email, password: PASSWORD });
    const attacker = '198.51.100.66';
    let failures = 0;
    for (const email of emails.slice(0, 3)) {
      for (let attempt = 0; attempt < AUTH_LIMITS.login.perEmailAndIp && failures < AUTH_LIMITS.login.perIpFailures; attempt += 1, failures += 1) {
        expect((await login(server, email, `guess ${attempt}`, attacker)).status).toBe(401);
      }
    }
    const refused = await login(server, emails[3]!, 'one more guess', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    // The accounts' owners, elsewhere, are not held back by it.
    expect((await login(server, emails[0]!, PASSWORD, '198.51.100.67')).status).toBe(200);
  });

  it('clears the per-place counter on success, so a member who mistypes a few times is not held back', async () => {
    const email = uniqueEmail('typo');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    const place = '198.51.100.9';
    for (let attempt = 1; attempt < AUTH_LIMITS.login.perEmailAndIp; attempt += 1) {
      expect((await login(server, email, `typo ${attempt}`, place)).status).toBe(401);
    }
    expect((await login(server, email, PASSWORD, place)).status).toBe(200);
    for (let attempt = 1; attempt <= AUTH_LIMITS.login.perEmailAndIp; attempt += 1) {
      expect((await login(server, email, `typo again ${attempt}`, place)).status).toBe(401);
    }
  });
});

describe('login limits without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ignores X-Forwarded-For entirely', async () => {
    const email = uniqueEmail('direct');
    await client(server.baseUrl).register({ email, password: PASSWORD });
    for (let attempt = 1; attempt <= AUTH_LIMITS.login.perEmailAndIp; attempt += 1) {
      expect((await login(server, email, `wrong ${attempt}`, forged(attempt))).status).toBe(401);
    }
    expect((await login(server, email, 'wrong again', forged(42))).status).toBe(429);
  });
});
