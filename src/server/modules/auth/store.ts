import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, pendingRegistrations, sessions, users, websocketTokens, type UserRow } from '../../db/schema';

/** The auth module's queries; rules live in service.ts. */

/** A drizzle handle or a transaction on it (both have the same query builders). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; undefined when the e-mail is taken (the unique index decides, no race). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertPasswordReset(db: Db, values: typeof passwordResets.$inferInsert, now: Date): Promise<void> {
  // Housekeeping on the way: an expired link can never be used again, so it need not be kept.
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now));
  await db.insert(passwordResets).values(values);
}

/** Locks the reset row so two confirmations of one link cannot both succeed. */
export async function lockPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

/** Sets a new password hash, spends every open reset link of the user and ends their sessions. */
export async function replacePassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertWebsocketToken(db: Db, values: typeof websocketTokens.$inferInsert, now: Date): Promise<void> {
  // Housekeeping on the way: expired tokens are useless, and the table stays tiny.
  await db.delete(websocketTokens).where(lte(websocketTokens.expiresAt, now));
  await db.insert(websocketTokens).values(values);
}

/** Deletes and returns the token in one statement, so it can be used exactly once. */
export async function takeWebsocketToken(db: Db, tokenHash: string) {
  const [row] = await db.delete(websocketTokens).where(eq(websocketTokens.tokenHash, tokenHash)).returning();
  return row;
}

/** Stores a registration waiting for confirmation, replacing (and so disarming) any earlier one. */
export async function upsertPendingRegistration(db: Db, values: typeof pendingRegistrations.$inferInsert, now: Date): Promise<void> {
  // Housekeeping on the way: an expired registration can never be confirmed.
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
  const { email, ...replaced } = values;
  await db
    .insert(pendingRegistrations)
    .values(values)
    .onConflictDoUpdate({ target: pendingRegistrations.email, set: { ...replaced, tokenHash: null, createdAt: now } });
}

export async function findPendingRegistration(db: Db, email: string) {
  const [row] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)).limit(1);
  return row;
}

/** Gives the registration a new link token; any earlier link of it stops working. */
export async function setPendingRegistrationToken(db: Db, email: string, tokenHash: string): Promise<void> {
  await db.update(pendingRegistrations).set({ tokenHash }).where(eq(pendingRegistrations.email, email));
}

/** Locks the registration of a link so two confirmations of it cannot both create the account. */
export async function lockPendingRegistration(db: Db, tokenHash: string) {
  const [row] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

export async function deletePendingRegistration(db: Db, email: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}
