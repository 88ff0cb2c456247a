import type { PerformanceSession } from '../../../shared/performance';
import { goalProgress, MAX_GOALS, progressSummary, type Goal, type GoalProgress, type NewGoal, type ProgressSummary } from '../../../shared/progress';
import type { Database } from '../../db/client';
import type { GoalRow } from '../../db/schema';
import { httpError } from '../../http/errors';
import { loadSessionHistory } from '../performance/service';
import { countGoals, deleteGoal, insertGoal, listGoals, markGoalsAchieved } from './store';

function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    kind: row.kind,
    metric: row.metric,
    target: row.target,
    createdAt: row.createdAt.toISOString(),
    achievedAt: row.achievedAt?.toISOString() ?? null,
  };
}

/**
 * The member's goals, with any goal reached for the first time stamped as achieved. Stamping on
 * read keeps the analysis pipeline unaware of goals; the update is idempotent.
 */
async function loadGoals(db: Database, userId: string, sessions: readonly PerformanceSession[], now = new Date()): Promise<Goal[]> {
  const goalList = (await listGoals(db, userId)).map(toGoal);
  const newlyReached = goalList.filter((goal) => goal.achievedAt === null && goalProgress(goal, sessions).achieved);
  await markGoalsAchieved(
    db,
    newlyReached.map((goal) => goal.id),
    now,
  );
  return goalList.map((goal) => (newlyReached.includes(goal) ? { ...goal, achievedAt: now.toISOString() } : goal));
}

export async function goalsWithProgress(db: Database, userId: string): Promise<GoalProgress[]> {
  const sessions = (await loadSessionHistory(db, userId)).map((entry) => entry.session);
  return (await loadGoals(db, userId, sessions)).map((goal) => goalProgress(goal, sessions));
}

export async function addGoal(db: Database, userId: string, input: NewGoal): Promise<GoalProgress> {
  if ((await countGoals(db, userId)) >= MAX_GOALS) {
    throw httpError(409, `You can have at most ${MAX_GOALS} goals. Delete one before adding another.`);
  }
  const row = await insertGoal(db, userId, input.metric, input.target);
  const all = await goalsWithProgress(db, userId);
  return all.find((goal) => goal.goalId === row.id)!;
}

export async function removeGoal(db: Database, userId: string, goalId: string): Promise<void> {
  if (!(await deleteGoal(db, userId, goalId))) throw httpError(404, 'That goal does not exist (it may already be deleted).');
}

export async function memberProgress(db: Database, userId: string): Promise<ProgressSummary> {
  const history = await loadSessionHistory(db, userId);
  const goalList = await loadGoals(
    db,
    userId,
    history.map((entry) => entry.session),
  );
  return progressSummary(history, goalList);
}
