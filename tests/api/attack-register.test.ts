import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSentMessage } from '../../src/shared/auth';
import { pendingRegistrations, sessions, users } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient, type ApiResponse } from './client';
import { startTestServer, type TestServer } from './harness';
import { inboxOf, waitForMail } from './inbox';
import { logCapture } from './log-capture';

const MEMBER_PASSWORD = 'the member password';
const ATTACKER_PASSWORD = 'the attacker password';

/**
 * Issue 10: register must not tell anyone whether an address has an account (decision 0708). The
 * attacker registers a member's address and a fresh one and compares everything they can see;
 * the member's account must be untouched and its owner told.
 */
describe('an attacker probing register for accounts', () => {
  let server: TestServer;
  let member: ApiClient;
  let memberId: string;
  const memberEmail = uniqueEmail('member');
  const capture = logCapture();

  const attempt = (attacker: ApiClient, email: string) =>
    attacker.post('/api/auth/register', { firstName: 'Eve', lastName: 'Prober', email, password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD });
  /** Registers `email` as the attacker and waits for the mail the worker sends because of it. */
  const probe = async (email: string) => {
    const attacker = client(server.baseUrl);
    const inbox = inboxOf(server.baseUrl);
    const seen = (await inbox.mailsTo(email)).length;
    const logFrom = capture.text().length;
    const response = await attempt(attacker, email.toUpperCase());
    const mail = await waitForMail(inbox, email, seen);
    return { attacker, response, mail, log: capture.text().slice(logFrom) };
  };
  /** What the attacker sees of an answer, with their own address taken out. */
  const visible = (response: ApiResponse, email: string) => ({
    status: response.status,
    headers: [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort(),
    cookies: response.headers.getSetCookie(),
    body: JSON.parse(response.text.replaceAll(email, '<email>')),
  });
  /** The log as an operator reads it, without what differs on every request anyway. */
  const logShape = (log: string, email: string) =>
    log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .map(({ level, msg, req, res }) => ({
        level,
        msg,
        url: req?.url,
        status: res?.statusCode,
        mentionsEmail: JSON.stringify({ msg, req, res }).includes(email),
      }));

  beforeAll(async () => {
    server = await startTestServer({}, { logTo: capture.logTo });
    member = client(server.baseUrl);
    memberId = (await member.register({ email: memberEmail, firstName: 'Maria', password: MEMBER_PASSWORD })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gets the same answer for a member’s address as for a fresh one, and no session either way', async () => {
    const fresh = uniqueEmail('fresh');
    const newcomer = await probe(fresh);
    const known = await probe(memberEmail);

    expect(known.response.status).toBe(202);
    expect(known.response.body).toEqual({ confirmationSent: true, email: memberEmail, message: confirmationSentMessage(memberEmail) });
    expect(visible(known.response, memberEmail)).toEqual(visible(newcomer.response, fresh));
    for (const { attacker } of [known, newcomer]) expect(await attacker.currentUser()).toBeNull();
  });

  it('leaves the member’s password and sessions alone, and tells the member instead', async () => {
    const [before] = await server.ctx.db.select().from(users).where(eq(users.id, memberId));
    const sessionsBefore = await server.ctx.db.select().from(sessions).where(eq(sessions.userId, memberId));

    const { mail } = await probe(memberEmail);

    expect(mail.subject).toBe('Someone tried to sign up with your e-mail');
    expect(mail.text).toContain('Hi Maria,');
    expect(mail.text).toContain(`http://localhost:${new URL(server.baseUrl).port}/login`);
    expect(mail.text).toContain(`http://localhost:${new URL(server.baseUrl).port}/forgot-password`);
    expect(mail.text).not.toMatch(/confirm-email|token=/);

    const [after] = await server.ctx.db.select().from(users).where(eq(users.id, memberId));
    expect(after).toEqual(before);
    expect(await server.ctx.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual(sessionsBefore);
    expect(await member.currentUser()).toMatchObject({ id: memberId });
    // The attacker's registration of the address is dropped: no link for it exists anywhere.
    expect(await server.ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, memberEmail))).toEqual([]);
    expect((await server.ctx.db.select({ n: count() }).from(users).where(eq(users.email, memberEmail)))[0]!.n).toBe(1);
    expect((await client(server.baseUrl).post('/api/auth/login', { email: memberEmail, password: ATTACKER_PASSWORD })).status).toBe(401);
    expect((await client(server.baseUrl).post('/api/auth/login', { email: memberEmail, password: MEMBER_PASSWORD })).status).toBe(200);
  });

  it('leaves the same lines in the info log for both addresses, none naming the address', async () => {
    const fresh = uniqueEmail('fresh-log');
    const newcomer = await probe(fresh);
    const known = await probe(memberEmail);
    const knownLog = logShape(known.log, memberEmail);
    expect(knownLog.length).toBeGreaterThan(0);
    expect(knownLog).toEqual(logShape(newcomer.log, fresh));
    expect(knownLog.some((line) => line.mentionsEmail)).toBe(false);
  });
});
