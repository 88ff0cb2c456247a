import type { PublicUser, RegisterBody } from '../../../shared/auth';
import { AUTH_MESSAGES, CONFIRMATION_LINK_VALID_HOURS } from '../../../shared/auth';
import { ROUTES, withQuery } from '../../../shared/routes';
import { httpError } from '../../http/errors';
import { assertUncommonPassword } from './commonPasswords';
import { confirmRegistrationMail, registrationAttemptMail } from './mails';
import { hashPassword } from './passwords';
import { createUser, type AuthDeps } from './service';
import * as store from './store';
import { hashToken, newToken } from './tokens';

/**
 * Register with e-mail confirmation (decision 0708). Register stores the registration and queues
 * one mail; the worker decides which mail that is. So the request does the same work, and gives
 * the same answer, whether or not the address already has an account. The account is created
 * when the e-mailed link is opened.
 */

const CONFIRMATION_TTL_MS = CONFIRMATION_LINK_VALID_HOURS * 60 * 60_000;

/**
 * The request's part: hashes the password (the slow step, on every path) and stores the
 * registration for the address, replacing an earlier one. It does not look at the users table.
 */
export async function storeRegistration(deps: Pick<AuthDeps, 'db'>, body: RegisterBody): Promise<void> {
  assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  await store.upsertPendingRegistration(
    deps.db,
    {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    },
    now,
  );
}

/**
 * The worker's part. A new address gets a confirmation link (a fresh one each time, so an earlier
 * link stops working); an address that has an account gets a warning that points its owner at
 * login and password reset, and the stored registration is dropped because it can never be
 * confirmed. A mail failure throws so the job is retried. `next` is the plan page the link continues to.
 */
export async function mailRegistration(deps: AuthDeps, email: string, appBaseUrl: string, next?: string): Promise<void> {
  const user = await store.findUserByEmail(deps.db, email);
  if (user) {
    await store.deletePendingRegistration(deps.db, email);
    await deps.mail.send(registrationAttemptMail(user.email, user.firstName, appBaseUrl + ROUTES.login.path, appBaseUrl + ROUTES.forgotPassword.path));
    return;
  }
  const pending = await store.findPendingRegistration(deps.db, email);
  if (!pending || pending.expiresAt <= new Date()) return;
  const { token, tokenHash } = newToken();
  await store.setPendingRegistrationToken(deps.db, email, tokenHash);
  // The link carries the plan page the visitor was on, so the choice survives a mail opened elsewhere.
  const link = `${appBaseUrl}${withQuery(ROUTES.confirmEmail.path, next ? { token, next } : { token })}`;
  await deps.mail.send(confirmRegistrationMail(pending.email, pending.firstName, link));
}

/**
 * Creates the account of a confirmation link, once: the registration is locked, spent and turned
 * into the account in one transaction. An unknown, used or expired link changes nothing. An
 * address that got an account meanwhile answers 409 and keeps nothing new.
 */
export async function confirmRegistration(deps: Pick<AuthDeps, 'db'>, token: string): Promise<PublicUser> {
  const tokenHash = hashToken(token);
  return deps.db.transaction(async (tx) => {
    const pending = await store.lockPendingRegistration(tx, tokenHash);
    if (!pending) throw httpError(400, AUTH_MESSAGES.confirmationTokenInvalid);
    if (pending.expiresAt <= new Date()) throw httpError(410, AUTH_MESSAGES.confirmationTokenExpired);
    await store.deletePendingRegistration(tx, pending.email);
    const { email, passwordHash, firstName, lastName } = pending;
    return createUser({ db: tx }, { email, passwordHash, firstName, lastName, role: 'member' });
  });
}
