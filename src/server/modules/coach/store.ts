import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { CoachRole, CoachSource } from '../../../shared/coach';
import type { Database } from '../../db/client';
import { sendAgainOnLostConnection } from '../../db/lostConnection';
import { coachMessages, type CoachMessageRow } from '../../db/schema';

/** Queries of the coach_messages table, always by the member's own id. */

export interface NewCoachMessage {
  role: CoachRole;
  content: string;
  analysisId?: string | undefined;
  /** Which coach wrote a reply. */
  source?: CoachSource;
}

/**
 * Stores one message, even when the database cuts the connection under the insert (a failover, the
 * soak's fault): the row's id is chosen here, before the first sending, so sending it again finds
 * the first row if that one committed and writes nothing twice. The member's question is not lost
 * and the reply is not answered 503 for a cut the retry heals.
 */
export async function insertCoachMessage(db: Database, userId: string, message: NewCoachMessage): Promise<void> {
  const { role, content, analysisId, source } = message;
  const row = { id: randomUUID(), userId, role, content, analysisId: analysisId ?? null, source: source ?? null };
  await sendAgainOnLostConnection(() => db.insert(coachMessages).values(row).onConflictDoNothing({ target: coachMessages.id }));
}

/** The member's newest messages, returned oldest first. */
export async function latestCoachMessages(db: Database, userId: string, limit: number): Promise<CoachMessageRow[]> {
  const rows = await db
    .select()
    .from(coachMessages)
    .where(eq(coachMessages.userId, userId))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function deleteCoachMessages(db: Database, userId: string): Promise<void> {
  await db.delete(coachMessages).where(eq(coachMessages.userId, userId));
}
