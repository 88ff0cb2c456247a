import { desc, eq } from 'drizzle-orm';
import type { CoachRole } from '../../../shared/coach';
import type { Database } from '../../db/client';
import { coachMessages, type CoachMessageRow } from '../../db/schema';

/** Queries of the coach_messages table, always by the member's own id. */

export async function insertCoachMessage(db: Database, userId: string, role: CoachRole, content: string, analysisId?: string): Promise<void> {
  await db.insert(coachMessages).values({ userId, role, content, analysisId: analysisId ?? null });
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
