import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { logCapture } from './log-capture';
import { resetTokenFor } from './reset-mail';

/** Whoever reads the logs (an operator, a log service, a leak) must not find credentials there. */
describe('secrets out of the logs', () => {
  let server: TestServer;
  const capture = logCapture();
  const log = capture.text;
  beforeAll(async () => {
    server = await startTestServer({}, { logTo: capture.logTo });
  });
  afterAll(async () => {
    await server?.app.close();
  });

  it('logs a reset link opened in the browser, and a token-opened socket, without the token', async () => {
    const email = uniqueEmail('logged');
    await client(server.baseUrl).register({ email });
    const token = await resetTokenFor(server, email);
    expect((await client(server.baseUrl).get(`/reset-password?token=${token}`)).status).toBeLessThan(500);
    await fetch(`${server.baseUrl}/ws?token=${token}`);
    expect(log()).toContain('/reset-password?token=[redacted]');
    expect(log()).not.toContain(token);
  });

  it('adopts only a short, plain request id from the caller', async () => {
    const plain = await client(server.baseUrl).request('GET', '/healthz', undefined, { 'x-request-id': 'trace-123' });
    expect(plain.headers.get('x-request-id')).toBe('trace-123');
    for (const forged of ['a"}, "level": 60, "msg": "forged', 'x'.repeat(65), 'id with spaces']) {
      const response = await client(server.baseUrl).request('GET', '/healthz', undefined, { 'x-request-id': forged });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(log()).not.toContain(forged);
    }
  });

  it('logs a failed query without its parameters (password hash, e-mail)', async () => {
    // The database goes away under a registration: the insert fails with the new account's
    // argon2 hash and e-mail as its parameters, and the error is logged.
    await server.ctx.database.close();
    const email = uniqueEmail('unlogged');
    const password = 'correct horse battery';
    const response = await client(server.baseUrl).post('/api/auth/register', {
      firstName: 'Quiet',
      lastName: 'Member',
      email,
      password,
      confirmPassword: password,
    });
    expect(response.status).toBe(500);
    expect(log()).toContain('request failed');
    expect(log()).toContain('params: [redacted]');
    expect(log()).not.toContain('$argon2id');
    expect(log()).not.toContain(email);
  });
});
