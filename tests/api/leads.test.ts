import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubLeads, emailCaptures, feedback, outbox } from '../../src/server/db/schema';
import { LEADS_LIMITS } from '../../src/server/modules/leads/limits';
import { CLUB_LEAD_RECEIVED_MESSAGE, EMAIL_CAPTURED_MESSAGE, FEEDBACK_MESSAGE_TOO_SHORT } from '../../src/shared/leads';
import { client, uniqueEmail, type ApiClient, type ApiResponse } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { MAIL_WAIT_MS } from './inbox';

/**
 * The landing page's public forms over HTTP on a real database: what is stored, what each bad
 * field is told, and the per-address limits. Each test acts from its own client address (the
 * server trusts the proxy header here) so the limits of one test do not spill into another.
 */

const TOO_MANY = /^Too many attempts\. Try again in (\d+) seconds\.$/;

let server: TestServer;
let admin: ApiClient;
let ipCounter = 0;

/** A client address of its own for each call site. */
function newIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `198.51.100.${ipCounter}` };
}

function expectBadField(response: ApiResponse, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(response.body.message).toBe(`${field}: ${message}`);
}

function expectTooMany(response: ApiResponse) {
  expect(response.status).toBe(429);
  const seconds = Number(TOO_MANY.exec(response.body.message)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(response.headers.get('retry-after')).toBe(String(seconds));
}

async function mailsTo(email: string) {
  return server.ctx.db.select().from(outbox).where(eq(outbox.to, email));
}

/** Waits for the worker to put the confirmation in the outbox (what the sender's inbox shows). */
async function waitForMail(email: string) {
  for (let waited = 0; waited < MAIL_WAIT_MS; waited += 100) {
    const [mail] = await mailsTo(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/email-capture', () => {
  const capture = (body: unknown, ip = newIp()) => client(server.baseUrl).post('/api/email-capture', body, ip);
  const rowsFor = (email: string) => server.ctx.db.select().from(emailCaptures).where(eq(emailCaptures.email, email));

  it('keeps the address and its source, and the admin reads it', async () => {
    const email = uniqueEmail('tips');
    const response = await capture({ email: `  ${email.toUpperCase()} `, source: 'hero' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: EMAIL_CAPTURED_MESSAGE });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ email, source: 'hero', captures: 1 });

    const list = await admin.get('/api/admin/email-captures');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ email, source: 'hero', captures: 1 })]));
    expect((await waitForMail(email)).subject).toContain('Confirm your address for Fairway Coach golf tips');
  });

  it('keeps the same address given twice as one row with its first source, and mails it once', async () => {
    const email = uniqueEmail('twice');
    expect((await capture({ email, source: 'exit_intent' })).status).toBe(200);
    await waitForMail(email);
    const again = await capture({ email, source: 'hero' });
    // The same answer, so the form does not tell anyone whether an address is already listed.
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: EMAIL_CAPTURED_MESSAGE });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'exit_intent', captures: 2 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('names the field that is wrong and stores nothing', async () => {
    const before = await server.ctx.db.select().from(emailCaptures);
    expectBadField(await capture({ email: 'no-at-sign', source: 'hero' }), 'email', 'Please enter a valid email address.');
    expectBadField(await capture({ email: '', source: 'hero' }), 'email', 'Email is required.');
    expectBadField(await capture({ source: 'hero' }), 'email', 'Email is required.');
    expectBadField(await capture({ email: uniqueEmail('src'), source: 'popup' }), 'source', 'source must be one of: hero, exit_intent.');
    expect(await server.ctx.db.select().from(emailCaptures)).toHaveLength(before.length);
  });

  it('answers 429 with the wait once one address has sent too many', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= LEADS_LIMITS.emailCapture.perIp; attempt += 1) {
      expect((await capture({ email: uniqueEmail('burst'), source: 'hero' }, ip)).status).toBe(200);
    }
    const email = uniqueEmail('burst-over');
    expectTooMany(await capture({ email, source: 'hero' }, ip));
    expect(await rowsFor(email)).toHaveLength(0);
    // Another visitor is not affected.
    expect((await capture({ email, source: 'hero' })).status).toBe(200);
  });
});

describe('POST /api/club-leads', () => {
  const valid = () => ({
    contactName: 'Morag Stewart',
    email: uniqueEmail('club'),
    clubName: 'Loch Ness Golf Club',
    partnershipType: 'club',
    description: 'About 300 members.\nWe would like a demo for our juniors.',
  });
  const send = (body: unknown, ip = newIp()) => client(server.baseUrl).post('/api/club-leads', body, ip);
  const leadCount = async () => (await server.ctx.db.select().from(clubLeads)).length;

  it('stores the enquiry, shows it in the Leads tab and confirms to the sender', async () => {
    const body = valid();
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: CLUB_LEAD_RECEIVED_MESSAGE });
    const leads = await admin.get('/api/club-leads');
    expect(leads.body).toEqual(expect.arrayContaining([expect.objectContaining({ ...body })]));
    const mail = await waitForMail(body.email);
    expect(mail.text).toContain('Hi Morag Stewart,');
    expect(mail.text).toContain('Loch Ness Golf Club');
  });

  it('takes an enquiry without a description', async () => {
    // JSON leaves an undefined field out, so the body has no description at all.
    const body = { ...valid(), description: undefined };
    expect((await send(body)).status).toBe(201);
    const [row] = await server.ctx.db.select().from(clubLeads).where(eq(clubLeads.email, body.email));
    expect(row?.description).toBeNull();
  });

  it('names each missing or wrong field and stores nothing', async () => {
    const before = await leadCount();
    expectBadField(await send({ ...valid(), contactName: '   ' }), 'contactName', 'Contact name is required.');
    expectBadField(await send({ ...valid(), clubName: '' }), 'clubName', 'Club name is required.');
    expectBadField(await send({ ...valid(), email: 'club.example.com' }), 'email', 'Please enter a valid email address.');
    expectBadField(await send({ ...valid(), partnershipType: 'casino' }), 'partnershipType', 'Please choose a partnership type.');
    expectBadField(await send({ ...valid(), contactName: 'x'.repeat(121) }), 'contactName', 'Contact name must be at most 120 characters.');
    expect(await leadCount()).toBe(before);
  });

  it('answers 429 once one address has sent too many enquiries', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= LEADS_LIMITS.clubLead.perIp; attempt += 1) expect((await send(valid(), ip)).status).toBe(201);
    const before = await leadCount();
    expectTooMany(await send(valid(), ip));
    expect(await leadCount()).toBe(before);
  });
});

describe('POST /api/feedback', () => {
  const send = (body: unknown, ip = newIp(), headers: Record<string, string> = {}) => client(server.baseUrl).post('/api/feedback', body, { ...ip, ...headers });
  const feedbackCount = async () => (await server.ctx.db.select().from(feedback)).length;

  it('stores every field, trimmed, and the admin reads it', async () => {
    const email = uniqueEmail('fb');
    const response = await send({
      name: 'Ann Lee',
      email,
      role: 'club',
      category: 'ux',
      rating: 4,
      message: '   The tempo chart is great.   ',
      consent: true,
      pageUrl: 'http://localhost/#feedback',
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(response.status).toBe(201);
    const list = await admin.get('/api/admin/feedback');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Ann Lee',
          email,
          role: 'club',
          category: 'ux',
          rating: 4,
          message: 'The tempo chart is great.',
          consent: true,
          pageUrl: 'http://localhost/#feedback',
          userAgent: 'Mozilla/5.0 (test)',
        }),
      ]),
    );
  });

  it('needs only the message: no rating, the default category, and the user agent from the request', async () => {
    const message = `Just a note ${uniqueEmail('note')}`;
    expect((await send({ message, rating: null, name: '', email: '' }, newIp(), { 'user-agent': 'HeaderAgent/1.0' })).status).toBe(201);
    const [row] = await server.ctx.db.select().from(feedback).where(eq(feedback.message, message));
    expect(row).toMatchObject({ rating: null, category: 'feature', name: null, email: null, role: null, consent: false, userAgent: 'HeaderAgent/1.0' });
  });

  it('names each wrong field and stores nothing', async () => {
    const before = await feedbackCount();
    expectBadField(await send({ message: '  abc   ' }), 'message', FEEDBACK_MESSAGE_TOO_SHORT);
    expectBadField(await send({}), 'message', 'Message must be text.');
    const ratingMessage = 'Rating must be a whole number from 1 to 5, or null.';
    for (const rating of [0, 6, 3.5, '4']) expectBadField(await send({ message: 'Lovely app', rating }), 'rating', ratingMessage);
    expectBadField(await send({ message: 'Lovely app', email: 'nope' }), 'email', 'Please enter a valid email address.');
    expectBadField(await send({ message: 'Lovely app', role: 'caddie' }), 'role', 'role must be one of: golfer, coach, club, other.');
    expectBadField(await send({ message: 'Lovely app', category: 'praise' }), 'category', 'category must be one of: feature, bug, ux, pricing, other.');
    expectBadField(await send({ message: 'Lovely app', pageUrl: 'javascript alert' }), 'pageUrl', 'Page URL must be a web address.');
    expectBadField(await send({ message: 'Lovely app', consent: 'yes' }), 'consent', 'consent must be true or false.');
    expect(await feedbackCount()).toBe(before);
  });

  it('answers 429 once one address has sent too much feedback', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= LEADS_LIMITS.feedback.perIp; attempt += 1) {
      expect((await send({ message: `Feedback number ${attempt}` }, ip)).status).toBe(201);
    }
    const before = await feedbackCount();
    expectTooMany(await send({ message: 'One too many' }, ip));
    expect(await feedbackCount()).toBe(before);
  });
});

describe('the admin reads', () => {
  it('are for administrators only', async () => {
    for (const path of ['/api/admin/email-captures', '/api/admin/feedback']) {
      expect((await client(server.baseUrl).get(path)).status).toBe(401);
      const member = client(server.baseUrl);
      await member.register({ email: uniqueEmail('nosy') });
      expect((await member.get(path)).status).toBe(403);
    }
  });
});
