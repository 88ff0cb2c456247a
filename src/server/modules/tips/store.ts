import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailCaptures } from '../../db/schema';

/** The tips list's queries on the captured addresses (the leads module writes new ones). */

type Db = Pick<Database, 'select' | 'update'>;

/** Confirms the address of this token unless it was unsubscribed; false for an unknown token. */
export async function confirmByToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(emailCaptures)
    .set({ confirmedAt: sql`coalesce(${emailCaptures.confirmedAt}, now())` })
    .where(and(eq(emailCaptures.token, token), isNull(emailCaptures.unsubscribedAt)))
    .returning({ id: emailCaptures.id });
  if (rows.length > 0) return true;
  return tokenExists(db, token);
}

/** Takes the address of this token off the list for good; false for an unknown token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(emailCaptures)
    .set({ unsubscribedAt: sql`coalesce(${emailCaptures.unsubscribedAt}, now())` })
    .where(eq(emailCaptures.token, token))
    .returning({ id: emailCaptures.id });
  return rows.length > 0;
}

export async function tokenExists(db: Db, token: string): Promise<boolean> {
  const rows = await db.select({ id: emailCaptures.id }).from(emailCaptures).where(eq(emailCaptures.token, token));
  return rows.length > 0;
}

/** Confirmed addresses still on the list, the earliest given first. */
export function tipsRecipients(db: Db) {
  return db
    .select({ id: emailCaptures.id, email: emailCaptures.email, token: emailCaptures.token, tipsSentThrough: emailCaptures.tipsSentThrough })
    .from(emailCaptures)
    .where(and(isNotNull(emailCaptures.confirmedAt), isNull(emailCaptures.unsubscribedAt)))
    .orderBy(asc(emailCaptures.createdAt));
}
export type TipsRecipient = Awaited<ReturnType<typeof tipsRecipients>>[number];

export async function markTipsSent(db: Db, id: string, through: Date): Promise<void> {
  await db.update(emailCaptures).set({ tipsSentThrough: through }).where(eq(emailCaptures.id, id));
}

/** Whether the address is still on the list: checked again just before each mail leaves. */
export async function stillSubscribed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: emailCaptures.id })
    .from(emailCaptures)
    .where(and(eq(emailCaptures.id, id), isNull(emailCaptures.unsubscribedAt)));
  return rows.length > 0;
}
