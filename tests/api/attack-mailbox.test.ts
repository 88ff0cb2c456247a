import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { client, uniqueEmail } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { MAIL_WAIT_MS } from './inbox';
import { logCapture } from './log-capture';

/**
 * The takeover chain of issue 10: ask for an admin's password reset, read the link from
 * /dev/mailbox as a loopback caller (DNS rebinding, a local process, a same-host proxy), set a
 * new password, log in. Each step is tried as the attacker would; the chain must break.
 */
async function waitForMailTo(server: TestServer, to: string) {
  for (let waited = 0; waited < MAIL_WAIT_MS; waited += 100) {
    const [row] = await server.ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to));
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

describe('the development mailbox takeover chain', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DEV_MAILBOX: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('breaks: no loopback caller without an admin session sees the live reset link', async () => {
    expect((await client(server.baseUrl).post('/api/auth/password-reset/request', { email: TEST_ADMIN.email })).status).toBe(200);
    await waitForMailTo(server, TEST_ADMIN.email);

    const member = client(server.baseUrl);
    await member.register({ email: uniqueEmail('curious') });
    const attempts = [
      client(server.baseUrl).get('/dev/mailbox'),
      client(server.baseUrl).request('GET', '/dev/mailbox', undefined, { host: 'evil.example' }),
      client(server.baseUrl).request('GET', '/dev/mailbox', undefined, { host: 'localhost' }),
      member.get('/dev/mailbox'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('reset-password');
    }
    // Without the link the admin account is untouched.
    expect((await client(server.baseUrl).post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).status).toBe(200);
  });
});

describe('without DEV_MAILBOX', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers no mailbox page, not even to an administrator', async () => {
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.get('/dev/mailbox')).status).toBe(404);
  });
});

describe('in production without SMTP_URL', () => {
  let server: TestServer;
  const capture = logCapture();
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', DEV_MAILBOX: 'true', PUBLIC_URL: 'https://coach.example.com' }, { logTo: capture.logTo });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps no mailbox even when DEV_MAILBOX is set, stores no reset link, and logs that mail is disabled', async () => {
    expect(capture.text()).toContain('SMTP_URL is not set: e-mail is disabled');
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.get('/dev/mailbox')).status).toBe(404);

    expect((await client(server.baseUrl).post('/api/auth/password-reset/request', { email: TEST_ADMIN.email })).status).toBe(200);
    for (let waited = 0; waited < MAIL_WAIT_MS && !capture.text().includes('message dropped'); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(capture.text()).toContain('message dropped');
    expect((await server.ctx.db.select({ n: count() }).from(outbox))[0]!.n).toBe(0);
    expect(capture.text()).not.toContain('reset-password?token=');
  });
});
