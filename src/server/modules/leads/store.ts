import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubLeads, emailCaptures, feedback } from '../../db/schema';

/** The leads module's writes. The admin module reads them back (admin/store.ts). */

type Db = Pick<Database, 'insert'>;

/**
 * One row per address, in one statement so two submissions at once cannot make two rows: a repeat
 * counts another capture and keeps the first source. The address's link token when it is new.
 */
export async function upsertEmailCapture(db: Db, capture: { email: string; source: 'hero' | 'exit_intent' }): Promise<string | undefined> {
  const [row] = await db
    .insert(emailCaptures)
    .values(capture)
    .onConflictDoUpdate({
      target: emailCaptures.email,
      set: { captures: sql`${emailCaptures.captures} + 1`, lastCapturedAt: sql`now()` },
    })
    .returning({ captures: emailCaptures.captures, token: emailCaptures.token });
  return row?.captures === 1 ? row.token : undefined;
}

export async function insertClubLead(db: Db, lead: typeof clubLeads.$inferInsert): Promise<void> {
  await db.insert(clubLeads).values(lead);
}

export async function insertFeedback(db: Db, entry: typeof feedback.$inferInsert): Promise<void> {
  await db.insert(feedback).values(entry);
}
