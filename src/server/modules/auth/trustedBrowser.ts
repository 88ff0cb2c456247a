import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { Db } from './store';
import { findUserByEmail } from './store';

/**
 * A browser someone signed in on carries proof of it (decision 2506), so the slow per-account
 * failure limit, which a stranger can spend, never applies there: the owner is not locked out of
 * their own browser wherever it connects from, and members who joined by a confirmation or
 * invitation link (signed in by that link, never by a login) have it too.
 *
 * The proof is an HMAC of the member's id keyed by their password hash: nothing to store, valid on
 * every process, and void as soon as the password changes (a reset ends every browser's trust).
 */
export const TRUSTED_BROWSER_COOKIE = 'fc_trusted';
/** Browsers cap a cookie's life at 400 days. */
const TRUSTED_BROWSER_SECONDS = 400 * 24 * 60 * 60;
/** Sent to the account routes only: the login is where it is read. */
const COOKIE_PATH = '/api/auth';

type Member = Pick<UserRow, 'id' | 'passwordHash'>;

function proofOf(user: Member): string {
  return `${user.id}.${createHmac('sha256', user.passwordHash).update(`trusted-browser:${user.id}`).digest('base64url')}`;
}

export function trustBrowser(reply: FastifyReply, user: Member, secure: boolean): void {
  reply.setCookie(TRUSTED_BROWSER_COOKIE, proofOf(user), { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: TRUSTED_BROWSER_SECONDS });
}

export function isTrustedBrowser(request: FastifyRequest, user: Member): boolean {
  const given = Buffer.from(request.cookies[TRUSTED_BROWSER_COOKIE] ?? '');
  const expected = Buffer.from(proofOf(user));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether this browser is the own of the account the login names (no lookup without the cookie). */
export async function isTrustedBrowserFor(db: Db, request: FastifyRequest, email: string): Promise<boolean> {
  if (!request.cookies[TRUSTED_BROWSER_COOKIE]) return false;
  const user = await findUserByEmail(db, email);
  return user ? isTrustedBrowser(request, user) : false;
}
