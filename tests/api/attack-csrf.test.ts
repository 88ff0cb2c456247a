import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';

const PASSWORD = 'correct horse battery';

/**
 * Login CSRF: a page on another site posts the attacker's credentials from the victim's browser,
 * which has no cookie yet, so the victim ends up signed in as the attacker and fills the
 * attacker's account with their swings and profile.
 */
describe('cross-site writes without a cookie', () => {
  let server: TestServer;
  let attackerEmail: string;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://coach.example.com' });
    attackerEmail = uniqueEmail('attacker');
    await client(server.baseUrl).register({ email: attackerEmail, password: PASSWORD });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a cross-site login POST, by Origin or by Sec-Fetch-Site, and sets no session', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await client(server.baseUrl).post('/api/auth/login', { email: attackerEmail, password: PASSWORD }, { origin });
      expect(response.status, origin).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // A browser that leaves Origin out still says where the request came from.
    const noOrigin = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ email: attackerEmail, password: PASSWORD }),
    });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a cross-site registration and password reset request', async () => {
    const register = await client(server.baseUrl).post(
      '/api/auth/register',
      { firstName: 'Eve', lastName: 'Evil', email: uniqueEmail('csrf'), password: PASSWORD, confirmPassword: PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(register.status).toBe(403);
    const reset = await client(server.baseUrl).post('/api/auth/password-reset/request', { email: attackerEmail }, { origin: 'https://evil.example' });
    expect(reset.status).toBe(403);
  });

  it('still accepts our own pages (this host or PUBLIC_URL) and programs that send no Origin', async () => {
    for (const origin of [server.baseUrl, 'https://coach.example.com']) {
      expect((await client(server.baseUrl).post('/api/auth/login', { email: attackerEmail, password: PASSWORD }, { origin })).status).toBe(200);
    }
    const program = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: attackerEmail, password: PASSWORD }),
    });
    expect(program.status).toBe(200);
  });

  it('lets scripts connect to this origin and PUBLIC_URL only (CSP connect-src)', async () => {
    const csp = (await client(server.baseUrl).get('/healthz')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://coach.example.com wss://coach.example.com;");
  });
});
