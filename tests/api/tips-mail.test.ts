import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCaptures } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from './smtp-double';

const PUBLIC_URL = 'https://fairway.example';

/** The tips mail (decision 2711): double opt-in, a schedule the admin sets, RFC 8058 one-click unsubscribe. */
describe('tips by e-mail', () => {
  let smtp: SmtpDouble;
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtpDouble();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
    admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received.filter((mail) => mail.envelopeTo.includes(address) && subject.test(mail.headers.subject ?? ''));

  /** Waits for the n-th mail (1-based) to `address` whose subject matches, mail by mail as they arrive. */
  async function nthMail(address: string, subject: RegExp, n: number): Promise<ReceivedMail> {
    for (let seen = 0; ; seen += 1) {
      await smtp.nextMail(seen, 300_000);
      const found = mailsTo(address, subject);
      if (found.length >= n) return found[n - 1]!;
    }
  }

  /** The path of a link to our PUBLIC_URL found in a mail, to be called on the test server. */
  function pathIn(text: string, pattern: RegExp): string {
    const link = pattern.exec(text)?.[0];
    if (!link) throw new Error(`no link matching ${pattern} in ${text}`);
    expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    return link.slice(PUBLIC_URL.length);
  }

  const CONFIRMATION = /^Confirm your address/;
  const TIPS = /^Golf tips from/;
  const row = async (email: string) => (await server.ctx.db.select().from(emailCaptures).where(eq(emailCaptures.email, email)))[0]!;
  const form = (path: string, origin?: string) =>
    fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      body: 'List-Unsubscribe=One-Click',
    });

  it('mails confirmed addresses only, and both unsubscribe ways stop the next tips mail', async () => {
    const [oneClick, link, control, unconfirmed] = ['one-click', 'link', 'control', 'unconfirmed'].map((name) => uniqueEmail(`tips-${name}`));
    for (const email of [oneClick, link, control, unconfirmed]) {
      expect((await client(server.baseUrl).post('/api/email-capture', { email, source: 'hero' })).status).toBe(200);
    }

    // Double opt-in: the link opens a page whose button confirms; opening it alone confirms nothing.
    for (const email of [oneClick, link, control]) {
      const confirmPath = pathIn((await nthMail(email, CONFIRMATION, 1)).text, /https:\/\/\S+\/api\/tips\/confirm\/[0-9a-f-]+/);
      const page = await fetch(server.baseUrl + confirmPath);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<form method="post">');
      expect((await row(email)).confirmedAt).toBeNull();
      expect((await form(confirmPath, PUBLIC_URL)).status).toBe(200);
      expect((await row(email)).confirmedAt).not.toBeNull();
    }

    expect((await admin.post('/api/admin/tips-schedule/send-now')).status).toBe(202);
    const first = await Promise.all([oneClick, link, control].map((email) => nthMail(email, TIPS, 1)));
    for (const mail of first) {
      const unsubscribe = /^<(https:\/\/fairway\.example\/api\/tips\/unsubscribe\/[0-9a-f-]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
      expect(unsubscribe).toBeDefined();
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`href="${unsubscribe!}">Unsubscribe</a>`);
      expect(mail.text).toContain(`Unsubscribe: ${unsubscribe!}`);
      expect(mail.text).toMatch(/https:\/\/fairway\.example\/blog\/\S+/);
    }

    // One-click, as a mail client does it: a form POST to the header's URL, no Origin, no cookie.
    expect((await form(pathIn(first[0]!.headers['list-unsubscribe']!, /https:\/\/[^>]+/))).status).toBe(200);
    // The visible link: its page only shows the button; the button unsubscribes.
    const linkPath = pathIn(first[1]!.html, /https:\/\/[^"]+\/api\/tips\/unsubscribe\/[0-9a-f-]+/);
    expect((await fetch(server.baseUrl + linkPath)).status).toBe(200);
    expect((await row(link)).unsubscribedAt).toBeNull();
    expect((await form(linkPath, PUBLIC_URL)).status).toBe(200);

    // A new post, and the next round: only the address still on the list hears of it.
    const post = await admin.post('/api/admin/blog', {
      slug: `tips-round-${Date.now()}`,
      title: 'Three feels for a smoother takeaway',
      excerpt: 'Start the club with your chest, not your hands.',
      markdown: 'Start the club with your chest.',
      category: 'Technique',
      published: true,
    });
    expect(post.status).toBe(201);
    expect((await admin.post('/api/admin/tips-schedule/send-now')).status).toBe(202);
    const second = await nthMail(control, TIPS, 2);
    expect(second.text).toContain('Three feels for a smoother takeaway');
    // Recipients are mailed in the order they joined: the control address joined last, so the
    // round has passed the other two by the time its mail arrives.
    expect(mailsTo(oneClick, TIPS)).toHaveLength(1);
    expect(mailsTo(link, TIPS)).toHaveLength(1);
    expect(mailsTo(unconfirmed, TIPS)).toHaveLength(0);

    // The admin's list says where each address stands, and never shows its token.
    const listed = (await admin.get('/api/admin/email-captures')).body as Array<Record<string, unknown>>;
    const status = (email: string) => listed.find((capture) => capture.email === email)?.tipsStatus;
    expect([oneClick, link, control, unconfirmed].map(status)).toEqual(['unsubscribed', 'unsubscribed', 'confirmed', 'waiting']);
    expect(listed.every((capture) => !('token' in capture))).toBe(true);
  });

  it('answers a broken or unknown link with a 4xx message and changes nothing', async () => {
    const broken = await client(server.baseUrl).post('/api/tips/unsubscribe/not-a-token');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/not complete/);
    const unknown = await client(server.baseUrl).post('/api/tips/confirm/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not known/);
    // Opening an unknown link says so, rather than offering a button that cannot work.
    expect((await client(server.baseUrl).get('/api/tips/unsubscribe/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lets the admin set the weekly day and hour, or turn the tips off, as a pg-boss schedule', async () => {
    expect((await client(server.baseUrl).get('/api/admin/tips-schedule')).status).toBe(401);
    const set = await admin.put('/api/admin/tips-schedule', { weekday: 2, hourUtc: 7 });
    expect(set.body).toEqual({ weekday: 2, hourUtc: 7 });
    expect(await server.ctx.jobs.scheduleOf('tips.round')).toBe('0 7 * * 2');
    expect((await admin.get('/api/admin/tips-schedule')).body).toEqual({ weekday: 2, hourUtc: 7 });
    const bad = await admin.put('/api/admin/tips-schedule', { weekday: 9, hourUtc: 7 });
    expect(bad.status).toBe(400);
    expect((await admin.get('/api/admin/tips-schedule')).body).toEqual({ weekday: 2, hourUtc: 7 });
    expect((await admin.put('/api/admin/tips-schedule', { weekday: null, hourUtc: 7 })).body.weekday).toBeNull();
    expect(await server.ctx.jobs.scheduleOf('tips.round')).toBeNull();
  });
});
