import { improvementOfHalves } from '../../../shared/memberStats';
import type { KeyMetricName, PerformanceSession } from '../../../shared/performance';
import {
  focusAreasOfFound,
  GOAL_CURRENT_WINDOW,
  goalProgress,
  MAX_GOALS,
  recentProgressSessions,
  swingScores,
  type Goal,
  type GoalProgress,
  type NewGoal,
  type ProgressSummary,
} from '../../../shared/progress';
import type { Database } from '../../db/client';
import type { GoalRow } from '../../db/schema';
import { httpError } from '../../http/errors';
import { sessionsOf } from '../performance/sessions';
import { foundAreas, scoreHalves, scoreLine, weeklyScores } from './figures';
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
 * The sessions each goal reads: the latest GOAL_CURRENT_WINDOW that measured its metric. `latest`
 * holds the member's newest sessions (at least that many); a key metric one of them did not measure
 * (a slow-motion clip's power) is read again among the sessions that did.
 */
async function goalSessions(db: Database, userId: string, goals: readonly Goal[], latest: readonly PerformanceSession[]) {
  const newest = latest.slice(-GOAL_CURRENT_WINDOW);
  const unmeasured = [...new Set(goals.map((goal) => goal.metric))].filter(
    (metric): metric is KeyMetricName => metric !== 'overallScore' && newest.some((session) => session[metric] === null),
  );
  const measured = new Map(
    await Promise.all(
      unmeasured.map(
        async (metric) => [metric, (await sessionsOf(db, userId, { newest: GOAL_CURRENT_WINDOW, measured: metric })).map((entry) => entry.session)] as const,
      ),
    ),
  );
  return (goal: Goal): readonly PerformanceSession[] => (goal.metric === 'overallScore' ? newest : (measured.get(goal.metric) ?? newest));
}

/**
 * The member's goals with their progress, any goal reached for the first time stamped as achieved.
 * Stamping on read keeps the analysis pipeline unaware of goals; the update is idempotent.
 */
async function goalsOf(db: Database, userId: string, latest: readonly PerformanceSession[], now = new Date()): Promise<GoalProgress[]> {
  const goalList = (await listGoals(db, userId)).map(toGoal);
  const sessionsFor = await goalSessions(db, userId, goalList, latest);
  const newlyReached = goalList.filter((goal) => goal.achievedAt === null && goalProgress(goal, sessionsFor(goal)).achieved);
  await markGoalsAchieved(
    db,
    newlyReached.map((goal) => goal.id),
    now,
  );
  return goalList.map((goal) => goalProgress(newlyReached.includes(goal) ? { ...goal, achievedAt: now.toISOString() } : goal, sessionsFor(goal)));
}

export async function goalsWithProgress(db: Database, userId: string): Promise<GoalProgress[]> {
  const newest = await sessionsOf(db, userId, { newest: GOAL_CURRENT_WINDOW });
  return goalsOf(
    db,
    userId,
    newest.map((entry) => entry.session),
  );
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

/** Recent sessions shown, plus the one before the oldest of them (its rises are measured from it). */
const RECENT_SESSIONS_READ = 6;

/**
 * The Progress Tracking summary, the same figures as progressSummary in src/shared/progress.ts,
 * from a few indexed queries (decision 1501) rather than the member's whole history.
 */
export async function memberProgress(db: Database, userId: string): Promise<ProgressSummary> {
  const recent = await sessionsOf(db, userId, { newest: RECENT_SESSIONS_READ });
  const sessions = recent.map((entry) => entry.session);
  const [line, weekly, found, halves, goalProgressList] = await Promise.all([
    scoreLine(db, userId),
    weeklyScores(db, userId),
    foundAreas(db, userId),
    scoreHalves(db, userId),
    goalsOf(db, userId, sessions),
  ]);
  const latest = sessions.at(-1);
  const previous = sessions.at(-2);
  return {
    currentScore: latest?.overallScore ?? null,
    changeFromLast: latest && previous ? latest.overallScore - previous.overallScore : null,
    totalSessions: line.length,
    improvement: improvementOfHalves(halves) ?? 0,
    goalsAchieved: goalProgressList.filter((goal) => goal.achieved).length,
    goalsTotal: goalProgressList.length,
    swingScores: swingScores(line),
    weeklyProgress: weekly,
    focusAreas: latest ? focusAreasOfFound(found, latest) : [],
    goalProgress: goalProgressList,
    recentSessions: recentProgressSessions(recent),
  };
}
