import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/server/modules/auth/rateLimits';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';

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
