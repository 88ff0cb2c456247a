import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import type { SmtpDouble } from './smtp-double';

/**
 * Where tests read the mail a server sent, as a person reads their inbox: the outbox table (the
 * default transport) or the SMTP double (when the server has SMTP_URL). Each test server attaches
 * its inbox under its base URL, so helpers that only know the URL (ApiClient.register) can follow
 * an e-mailed link without any test passing the mailbox around.
 */
export interface ReadMail {
  subject: string;
  text: string;
}

export interface Inbox {
  /** Every mail to the address, oldest first. */
  mailsTo(to: string): Promise<ReadMail[]>;
}

export function outboxInbox(db: Pick<Database, 'select'>): Inbox {
  return {
    mailsTo: (to) => db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt)),
  };
}

export function smtpInbox(double: SmtpDouble): Inbox {
  return {
    mailsTo: async (to) =>
      double.received.filter((mail) => mail.envelopeTo.includes(to)).map((mail) => ({ subject: mail.headers.subject ?? '', text: mail.text })),
  };
}

const inboxes = new Map<string, Inbox>();

/** Makes `inbox` the one of the server at `baseUrl`; returns the detach. */
export function attachInbox(baseUrl: string, inbox: Inbox): () => void {
  inboxes.set(baseUrl, inbox);
  return () => {
    if (inboxes.get(baseUrl) === inbox) inboxes.delete(baseUrl);
  };
}

export function inboxOf(baseUrl: string): Inbox {
  const inbox = inboxes.get(baseUrl);
  if (!inbox) throw new Error(`no inbox attached for ${baseUrl}: start the server with startTestServer or call attachInbox`);
  return inbox;
}

/**
 * How long a test waits for a mail. The background job that sends it is picked up by polling, and
 * on a two-core machine shared with another test run that took more than 15 s: generous, because
 * only a mail that never comes should fail a test.
 */
export const MAIL_WAIT_MS = 60_000;

/** Waits (mail is sent by a background job) for a mail to `to` beyond the first `seen` ones. */
export async function waitForMail(inbox: Inbox, to: string, seen: number, timeoutMs = MAIL_WAIT_MS): Promise<ReadMail> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const mails = await inbox.mailsTo(to);
    if (mails.length > seen) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new mail for ${to} within ${timeoutMs} ms`);
}

/** The token of the app link `/<page>?token=…` in a mail's text. */
export function linkToken(mail: ReadMail, page: 'confirm-email' | 'reset-password'): string {
  const token = new RegExp(`/${page}\\?token=([\\w%-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no /${page} link in "${mail.subject}":\n${mail.text}`);
  return decodeURIComponent(token);
}

/**
 * Runs `send`, a request that makes the server mail `to` (register, reset request), and returns
 * the token of the /<page> link in the mail it caused.
 */
export async function tokenMailedBy(baseUrl: string, to: string, page: Parameters<typeof linkToken>[1], send: () => Promise<unknown>): Promise<string> {
  const inbox = inboxOf(baseUrl);
  const seen = (await inbox.mailsTo(to)).length;
  await send();
  return linkToken(await waitForMail(inbox, to, seen), page);
}
