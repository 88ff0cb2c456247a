import { desc, eq } from 'drizzle-orm';
import type { CoachRole, CoachSource } from '../../../shared/coach';
import type { Database } from '../../db/client';
import { coachMessages, type CoachMessageRow } from '../../db/schema';

/** Queries of the coach_messages table, always by the member's own id. */

export interface NewCoachMessage {
  role: CoachRole;
  content: string;
  analysisId?: string | undefined;
  /** Which coach wrote a reply. */
  source?: CoachSource;
}

export async function insertCoachMessage(db: Database, userId: string, message: NewCoachMessage): Promise<void> {
  const { role, content, analysisId, source } = message;
  await db.insert(coachMessages).values({ userId, role, content, analysisId: analysisId ?? null, source: source ?? null });
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
