import http from 'node:http';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE } from '../../src/shared/auth';
import { outbox, passwordResets, users } from '../../src/server/db/schema';
import { createUser } from '../../src/server/modules/auth/service';
import { client, uniqueEmail } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { attachInbox, MAIL_WAIT_MS, smtpInbox } from './inbox';
import { startSmtpDouble, type SmtpDouble } from './smtp-double';

const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

function confirmBody(token: string, password = NEW_PASSWORD) {
  return { token, password, confirmPassword: password };
}

describe('password reset through the outbox', () => {
  let server: TestServer;
  const mailsTo = (to: string) => server.ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  const mailCount = async () => (await server.ctx.db.select({ n: count() }).from(outbox))[0]!.n;
  /** Reset mails are sent by a worker: asks for one and waits until it is in the outbox. */
  const requestResetMail = async (email: string) => {
    const seen = (await mailsTo(email)).length;
    const response = await client(server.baseUrl).post('/api/auth/password-reset/request', { email });
    expect(response.status).toBe(200);
    return waitForNewest(email, seen);
  };
  const waitForNewest = async (email: string, seen: number) => {
    for (let waited = 0; waited < MAIL_WAIT_MS; waited += 100) {
      const mails = await mailsTo(email);
      if (mails.length > seen) return mails[0]!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no reset mail for ${email}`);
  };

  beforeAll(async () => {
    server = await startTestServer({ DEV_MAILBOX: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the same whether or not the account exists, and mails only a real member', async () => {
    const email = uniqueEmail('reset');
    await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const before = await mailCount();
    const seen = (await mailsTo(email)).length;

    const unknown = await client(server.baseUrl).post('/api/auth/password-reset/request', { email: uniqueEmail('stranger') });
    const known = await client(server.baseUrl).post('/api/auth/password-reset/request', { email: email.toUpperCase() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);

    // The jobs run in order: once the member's mail is there, the stranger's job is done too.
    const mail = await waitForNewest(email, seen);
    expect(await mailCount()).toBe(before + 1);
    expect(mail!.subject).toBe('Reset your Fairway Coach password');
    expect(mail!.text).toContain(`http://localhost:${new URL(server.baseUrl).port}/reset-password?token=`);
    expect(mail!.html).toContain('href="http://localhost:');
  });

  it('resets end to end: new password works, old does not, every session ends, the link works once', async () => {
    const email = uniqueEmail('e2e');
    const signedIn = client(server.baseUrl);
    await signedIn.register({ email, password: OLD_PASSWORD });
    const token = tokenFrom((await requestResetMail(email)).text);

    // Only a hash of the token is in the database.
    const stored = await server.ctx.db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const confirmed = await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });

    expect(await signedIn.currentUser()).toBeNull();
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: OLD_PASSWORD })).status).toBe(401);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token, 'yet another password'));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid });
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('lets only one of two simultaneous confirmations of a link through', async () => {
    const email = uniqueEmail('race');
    await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const token = tokenFrom((await requestResetMail(email)).text);
    const answers = await Promise.all(
      ['first new password', 'second new password'].map((password) =>
        client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token, password)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'first new password' : 'second new password';
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: winner })).status).toBe(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const email = uniqueEmail('expired');
    const user = await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const token = tokenFrom((await requestResetMail(email)).text);

    const [row] = await server.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    const lifetimeMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetimeMs - 60 * 60 * 1000)).toBeLessThan(5_000);

    // Move the clock of this one link past its hour, as the database sees it.
    await server.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.resetTokenExpired });
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: OLD_PASSWORD })).status).toBe(200);

    // Issuing the next link clears expired ones out of the table.
    await requestResetMail(email);
    const remaining = await server.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('spends every open link of the member when one is used', async () => {
    const email = uniqueEmail('two-links');
    await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const first = tokenFrom((await requestResetMail(email)).text);
    const second = tokenFrom((await requestResetMail(email)).text);
    expect(second).not.toBe(first);

    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(second))).status).toBe(200);
    const stale = await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(first, 'an attacker password'));
    expect(stale.status).toBe(400);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('rejects an unknown token, a weak password and a mismatch with clear 400s, changing nothing', async () => {
    const email = uniqueEmail('bad-confirm');
    await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const token = tokenFrom((await requestResetMail(email)).text);
    const [before] = await server.ctx.db.select().from(users).where(eq(users.email, email));

    const unknown = await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody('not-a-real-token'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(AUTH_MESSAGES.resetTokenInvalid);

    const weak = await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token, 'short'));
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^password: Password must be at least 8 characters\./);

    const mismatch = await client(server.baseUrl).post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD, confirmPassword: 'other' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("confirmPassword: Passwords don't match");

    const missing = await client(server.baseUrl).post('/api/auth/password-reset/confirm', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^token: Reset token is required\./);

    const [after] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    // The link survived the failed attempts.
    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token))).status).toBe(200);
  });

  it('builds the link from the server, never from a Host header the requester chose', async () => {
    const email = uniqueEmail('host');
    await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const seen = (await mailsTo(email)).length;
    const { port } = new URL(server.baseUrl);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/password-reset/request',
          method: 'POST',
          headers: { host: 'evil.example', 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email }));
    });
    expect(status).toBe(200);
    const mail = await waitForNewest(email, seen);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain(`http://localhost:${port}/reset-password?token=`);
  });

  describe('development mailbox', () => {
    it('lists the mail newest first with working links, for an administrator', async () => {
      const email = uniqueEmail('mailbox');
      await client(server.baseUrl).register({ email, firstName: 'Mallory<script>', password: OLD_PASSWORD });
      const token = tokenFrom((await requestResetMail(email)).text);
      const admin = client(server.baseUrl);
      await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
      const page = await admin.get('/dev/mailbox');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain(`<a href="http://localhost:${new URL(server.baseUrl).port}/reset-password?token=${token}">`);
      expect(page.text).toContain('Hi Mallory&lt;script&gt;,');
      expect(page.text).not.toContain('Mallory<script>');
      // Newest first: this member's mail comes before every earlier one.
      const firstArticle = page.text.indexOf('<article>');
      expect(page.text.indexOf(email)).toBeLessThan(page.text.indexOf('<article>', firstArticle + 1));
    });
  });
});

describe('password reset through SMTP', () => {
  let smtp: SmtpDouble;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpDouble();
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Fairway Coach <coach@fairway.test>', PUBLIC_URL: 'https://coach.example.com' });
    attachInbox(server.baseUrl, smtpInbox(smtp));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the link to the SMTP server (PUBLIC_URL based) and the reset completes', async () => {
    const email = uniqueEmail('smtp');
    await client(server.baseUrl).register({ email, password: OLD_PASSWORD });
    const seen = smtp.received.length;
    expect((await client(server.baseUrl).post('/api/auth/password-reset/request', { email })).status).toBe(200);

    const mail = await smtp.nextMail(seen);
    expect(mail.envelopeFrom).toBe('coach@fairway.test');
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.text).toContain('https://coach.example.com/reset-password?token=');
    const token = tokenFrom(mail.text);

    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(token))).status).toBe(200);
    expect((await client(server.baseUrl).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('keeps nothing in the outbox and offers no mailbox page', async () => {
    expect((await server.ctx.db.select({ n: count() }).from(outbox))[0]!.n).toBe(0);
    expect((await client(server.baseUrl).get('/dev/mailbox')).status).toBe(404);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const member = uniqueEmail('member');
    await client(server.baseUrl).register({ email: member, password: OLD_PASSWORD });
    const seen = smtp.received.length;
    const response = await client(server.baseUrl).post('/api/auth/password-reset/request', { email: uniqueEmail('ghost') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    // Jobs run in order: when the member's mail arrives, the ghost's job has finished without one.
    await client(server.baseUrl).post('/api/auth/password-reset/request', { email: member });
    expect((await smtp.nextMail(seen)).envelopeTo).toEqual([member]);
    expect(smtp.received.length).toBe(seen + 1);
  });
});

describe('password reset while the SMTP relay is down', () => {
  let smtp: SmtpDouble | undefined;
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    // Learn a free port, then close it: the relay is "down" when the server starts.
    const probe = await startSmtpDouble();
    port = Number(new URL(probe.url).port);
    await probe.close();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('answers at once, and the mail goes out when the relay is back (the job is retried)', async () => {
    const email = uniqueEmail('outage');
    // Registering needs the relay (the confirmation mail), so the member is created as seeding does.
    await createUser(server.ctx, { email, password: OLD_PASSWORD, firstName: 'Outage', lastName: 'Golfer', role: 'member' });
    const response = await client(server.baseUrl).post('/api/auth/password-reset/request', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });

    // The first attempt creates its link, then fails to connect. Wait for that link to exist
    // (plus a moment for the refused connection) before the relay comes back on the same port.
    const resetRows = () => server.ctx.db.select().from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId)).where(eq(users.email, email));
    for (let waited = 0; (await resetRows()).length === 0; waited += 100) {
      if (waited > MAIL_WAIT_MS) throw new Error('the reset job never ran');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    smtp = await startSmtpDouble(port);
    const mail = await smtp.nextMail(0);
    expect(mail.envelopeTo).toEqual([email]);
    // A retry mails a fresh link: two links exist, and the one delivered works.
    expect((await resetRows()).length).toBe(2);
    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', confirmBody(tokenFrom(mail.text)))).status).toBe(200);
  });
});
