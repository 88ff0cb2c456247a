import type { LoginBody, PasswordResetConfirmBody, PublicUser, UserRole } from '../../../shared/auth';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { ROUTES, withQuery } from '../../../shared/routes';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import type { Mailer } from '../../infra/mail';
import { assertUncommonPassword } from './commonPasswords';
import { passwordResetMail, RESET_LINK_VALID_MINUTES } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import * as store from './store';
import { hashToken, newToken } from './tokens';

/** What the auth rules need from the outside world (a narrow slice of AppContext). */
export type AuthDeps = Pick<AppContext, 'db'> & { mail: Mailer };

const WEBSOCKET_TOKEN_TTL_MS = 60_000;
const RESET_TOKEN_TTL_MS = RESET_LINK_VALID_MINUTES * 60_000;

export function toPublicUser(row: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdAt'>): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A new account. The secret is a password, or the hash of one when it was hashed earlier: a
 * registration hashes it at register time and creates the account when the e-mail is confirmed.
 */
export type NewUser = { email: string; firstName: string; lastName: string; role: UserRole } & ({ password: string } | { passwordHash: string });

/**
 * Creates an account with any role; every way an account comes to exist (seed, e-mail
 * confirmation) goes through here. `db` may be a transaction. 409 if the e-mail is taken.
 */
export async function createUser(deps: { db: store.Db }, user: NewUser): Promise<PublicUser> {
  const created = await createUserIfAbsent(deps, user);
  if (!created) throw httpError(409, AUTH_MESSAGES.duplicateEmail);
  return created;
}

/** Creates an account, or answers undefined when the e-mail already has one (the unique index decides, so a race is safe). */
export async function createUserIfAbsent(deps: { db: store.Db }, user: NewUser): Promise<PublicUser | undefined> {
  const passwordHash = 'passwordHash' in user ? user.passwordHash : await hashPassword(user.password);
  const row = await store.insertUser(deps.db, {
    email: user.email.trim().toLowerCase(),
    passwordHash,
    firstName: user.firstName.trim(),
    lastName: user.lastName.trim(),
    role: user.role,
  });
  return row ? toPublicUser(row) : undefined;
}

/** The account for these credentials, or 401 without saying which half was wrong. */
export async function authenticate(deps: Pick<AuthDeps, 'db'>, body: LoginBody): Promise<PublicUser> {
  const row = await store.findUserByEmail(deps.db, body.email);
  const valid = await verifyPassword(row?.passwordHash, body.password);
  if (!row || !valid) throw httpError(401, AUTH_MESSAGES.invalidCredentials);
  return toPublicUser(row);
}

/**
 * Sends a reset link when the e-mail has an account and does nothing otherwise. Runs in a worker
 * (see jobs.ts); a mail failure throws so the job is retried, with a fresh link each time.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, appBaseUrl: string): Promise<void> {
  const user = await store.findUserByEmail(deps.db, email);
  if (!user) return;
  const { token, tokenHash } = newToken();
  const now = new Date();
  await store.insertPasswordReset(deps.db, { tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) }, now);
  const link = `${appBaseUrl}${withQuery(ROUTES.resetPassword.path, { token })}`;
  await deps.mail.send(passwordResetMail(user.email, user.firstName, link));
}

function assertUsable(row: Awaited<ReturnType<typeof store.lockPasswordReset>>, now: Date): asserts row is NonNullable<typeof row> {
  if (!row || row.usedAt) throw httpError(400, AUTH_MESSAGES.resetTokenInvalid);
  if (row.expiresAt <= now) throw httpError(400, AUTH_MESSAGES.resetTokenExpired);
}

/**
 * Sets the new password, spends the link (and any other open link) and signs the user out
 * everywhere: sessions and sockets alike.
 */
/** Returns the e-mail of the account whose password was set. */
export async function confirmPasswordReset(deps: Pick<AppContext, 'db' | 'realtime'>, body: PasswordResetConfirmBody): Promise<string> {
  const tokenHash = hashToken(body.token);
  // Check before the deliberately slow hash, so junk tokens cost us nothing.
  assertUsable(await store.lockPasswordReset(deps.db, tokenHash), new Date());
  // Before the link is spent, so the member can try another password with the same link.
  assertUncommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const now = new Date();
    // Checked again under the row lock: another request may have used the link meanwhile.
    const reset = await store.lockPasswordReset(tx, tokenHash);
    assertUsable(reset, now);
    await store.replacePassword(tx, reset.userId, passwordHash, now);
    return reset.userId;
  });
  await deps.realtime.endSessions(userId, null);
  return (await store.findUserById(deps.db, userId))?.email ?? '';
}

/** A single-use token, valid for 60 s, that opens the /ws socket as this user in this session. */
export async function issueWebsocketToken(deps: Pick<AuthDeps, 'db'>, userId: string, sessionKey: string): Promise<string> {
  const { token, tokenHash } = newToken();
  const now = new Date();
  await store.insertWebsocketToken(deps.db, { tokenHash, userId, sessionKey, expiresAt: new Date(now.getTime() + WEBSOCKET_TOKEN_TTL_MS) }, now);
  return token;
}

/**
 * The user and session a websocket token was issued to, or null when it is unknown, used or
 * expired (a token dies with its session: the row goes when the session does).
 */
export async function consumeWebsocketToken(deps: Pick<AuthDeps, 'db'>, token: string): Promise<{ user: SessionUser; sessionKey: string } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const row = await store.takeWebsocketToken(deps.db, hashToken(token));
  if (!row || row.expiresAt <= new Date()) return null;
  const user = await store.findUserById(deps.db, row.userId);
  if (!user) return null;
  return {
    user: { id: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt },
    sessionKey: row.sessionKey,
  };
}
