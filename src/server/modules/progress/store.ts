import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { GoalMetric } from '../../../shared/progress';
import { goalKindOf } from '../../../shared/progress';
import type { Database } from '../../db/client';
import { goals, type GoalRow } from '../../db/schema';

/** Queries of the goals table; the rules are in service.ts. */

export async function listGoals(db: Database, userId: string): Promise<GoalRow[]> {
  return db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.id));
}

export async function countGoals(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(goals).where(eq(goals.userId, userId));
  return row?.value ?? 0;
}

export async function insertGoal(db: Database, userId: string, metric: GoalMetric, target: number): Promise<GoalRow> {
  const [row] = await db
    .insert(goals)
    .values({ userId, kind: goalKindOf(metric), metric, target })
    .returning();
  return row!;
}

/** Deletes a member's goal; false when there is no such goal of theirs. */
export async function deleteGoal(db: Database, userId: string, goalId: string): Promise<boolean> {
  const rows = await db
    .delete(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  return rows.length > 0;
}

/** Stamps the first moment goals were reached; already stamped goals keep their date. */
export async function markGoalsAchieved(db: Database, goalIds: string[], at: Date): Promise<void> {
  if (goalIds.length === 0) return;
  await db
    .update(goals)
    .set({ achievedAt: at })
    .where(and(inArray(goals.id, goalIds), isNull(goals.achievedAt)));
}
