import { z } from 'zod';
import type { FaultArea } from './analysis';
import { KEY_METRIC_LABELS, KEY_METRIC_NAMES, roundedAverage, sessionImprovement, type PerformanceSession } from './performance';

/**
 * The Progress Tracking tab (spec §2 "Progress screen", §3 "Progress sample data") on the member's
 * own analyses, and the goals they set. Pure functions shared by the server and the browser; the
 * server only loads rows and calls them.
 */

// ---------------------------------------------------------------------------------------------
// Goals

export const goalMetricSchema = z.enum(['overallScore', ...KEY_METRIC_NAMES]);
export type GoalMetric = z.infer<typeof goalMetricSchema>;
export type GoalKind = 'score' | 'metric';

export const GOAL_METRIC_LABELS: Record<GoalMetric, string> = { overallScore: 'Overall score', ...KEY_METRIC_LABELS };
/** Spec §9: "A goal is highlighted at 90 percent or more" — the badge then reads 'Almost There!'. */
export const ALMOST_THERE_PERCENT = 90;
/** Current value of a goal = the mean of the member's latest sessions, so one lucky swing does not finish it. */
export const GOAL_CURRENT_WINDOW = 3;
export const MAX_GOALS = 20;

export function goalKindOf(metric: GoalMetric): GoalKind {
  return metric === 'overallScore' ? 'score' : 'metric';
}

/** The scale of a goal's metric: the overall score is out of 100 (whole points), key metrics out of 10. */
export function goalScale(metric: GoalMetric): { max: number; step: number } {
  return metric === 'overallScore' ? { max: 100, step: 1 } : { max: 10, step: 0.1 };
}

export const newGoalSchema = z
  .object({
    metric: goalMetricSchema,
    target: z.number().positive('target must be above 0'),
  })
  .superRefine((goal, context) => {
    const { max, step } = goalScale(goal.metric);
    if (goal.target > max) {
      context.addIssue({ code: 'custom', path: ['target'], message: `target for ${GOAL_METRIC_LABELS[goal.metric]} must be at most ${max}` });
    }
    // A positive number below one step (8e-323, say) is no target, and the database's real column cannot hold it.
    if (goal.target > 0 && goal.target < step) {
      context.addIssue({ code: 'custom', path: ['target'], message: `target for ${GOAL_METRIC_LABELS[goal.metric]} must be at least ${step}` });
    }
    // Whole points for the score, tenths for the key metrics (a float tolerance for 7.3 and friends).
    const units = goal.target / step;
    if (Math.abs(units - Math.round(units)) > 1e-9) {
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: step === 1 ? 'target for Overall score must be a whole number' : 'target may have at most one decimal place',
      });
    }
  });
export type NewGoal = z.infer<typeof newGoalSchema>;

export const goalSchema = z.object({
  id: z.string(),
  kind: z.enum(['score', 'metric']),
  metric: goalMetricSchema,
  target: z.number(),
  createdAt: z.string(),
  achievedAt: z.string().nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalProgressSchema = z.object({
  goalId: z.string(),
  /** e.g. "Overall score 85" or "Tempo 8/10". */
  goal: z.string(),
  metric: goalMetricSchema,
  current: z.number(),
  target: z.number(),
  /** current / target as a whole percentage, capped at 100. */
  percentage: z.number().int().min(0).max(100),
  almostThere: z.boolean(),
  achieved: z.boolean(),
  achievedAt: z.string().nullable(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

export const goalListSchema = z.array(goalProgressSchema);

/** A session's value of a goal's metric; null where the session did not measure it (a slow-motion clip's power). */
function metricValue(session: PerformanceSession, metric: GoalMetric): number | null {
  return metric === 'overallScore' ? session.overallScore : session[metric];
}

/**
 * The current value of a metric: mean of the latest sessions that measured it, 0 decimals for the
 * score and 1 for metrics. A swing whose power was not measured is left out, not counted as 0.
 */
export function currentValue(sessionsOldestFirst: readonly PerformanceSession[], metric: GoalMetric): number {
  const latest = sessionsOldestFirst
    .map((session) => metricValue(session, metric))
    .filter((value): value is number => value !== null)
    .slice(-GOAL_CURRENT_WINDOW);
  if (latest.length === 0) return 0;
  const mean = latest.reduce((sum, value) => sum + value, 0) / latest.length;
  return metric === 'overallScore' ? Math.round(mean) : Math.round(mean * 10) / 10;
}

export function goalPercentage(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((current / target) * 100)));
}

export function goalLabel(metric: GoalMetric, target: number): string {
  return metric === 'overallScore' ? `${GOAL_METRIC_LABELS[metric]} ${target}` : `${GOAL_METRIC_LABELS[metric]} ${target}/10`;
}

export function goalProgress(goal: Goal, sessionsOldestFirst: readonly PerformanceSession[]): GoalProgress {
  const current = currentValue(sessionsOldestFirst, goal.metric);
  const percentage = goalPercentage(current, goal.target);
  return {
    goalId: goal.id,
    goal: goalLabel(goal.metric, goal.target),
    metric: goal.metric,
    current,
    target: goal.target,
    percentage,
    almostThere: percentage >= ALMOST_THERE_PERCENT,
    achieved: goal.achievedAt !== null || current >= goal.target,
    achievedAt: goal.achievedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Focus areas: the fault families found across the member's analyses

/**
 * A focus area is the score a fault costs, as the engine sets it on each fault (its `area`): the
 * key metric of that name moves when the faults of the area are fixed.
 */
export const FAULT_AREA_LABELS: Record<FaultArea, string> = {
  tempo: 'Tempo & Rhythm',
  balance: 'Balance & Stability',
  accuracy: 'Accuracy & Strike',
  power: 'Power & Rotation',
};

/** A session with the areas of the faults its analysis found, main fault first. */
export interface SessionWithFaults {
  session: PerformanceSession;
  faultAreas: readonly FaultArea[];
}

export const focusAreaSchema = z.object({
  area: z.string(),
  /**
   * Change of the area's metric, in its own points (out of 10, or 100 for the overall score), from
   * the first session it was found to the latest. Points, not a percentage: a percentage of a
   * small first value (power 1.5 → 4.2 read +180 % after two swings) says more than it knows.
   */
  improvement: z.number(),
  /** Sessions in which a fault of this area was found. */
  sessions: z.number().int(),
  metric: z.enum(['overallScore', ...KEY_METRIC_NAMES]),
});
export type FocusAreaProgress = z.infer<typeof focusAreaSchema>;

/** An area found in the member's sessions: how many, and its metric in the first session it was found (null: not measured). */
export interface FoundArea {
  area: FaultArea;
  sessions: number;
  firstValue: number | null;
}

/** Areas found in the member's sessions, most frequent first. */
export function focusAreas(history: readonly SessionWithFaults[]): FocusAreaProgress[] {
  const latest = history.at(-1)?.session;
  if (!latest) return [];
  const found = new Map<FaultArea, FoundArea>();
  for (const { session, faultAreas } of history) {
    for (const area of new Set(faultAreas)) {
      const entry = found.get(area);
      if (entry) entry.sessions += 1;
      else found.set(area, { area, sessions: 1, firstValue: session[area] });
    }
  }
  return focusAreasOfFound([...found.values()], latest);
}

/** The focus areas from areas already counted (by the database, decision 1501) and the latest session. */
export function focusAreasOfFound(found: readonly FoundArea[], latest: PerformanceSession): FocusAreaProgress[] {
  return found
    .map(({ area, sessions, firstValue }) => {
      // An area the first or the latest session did not measure (power in slow motion) has no change to show.
      const after = metricValue(latest, area);
      const improvement = firstValue === null || after === null ? 0 : Math.round((after - firstValue) * 10) / 10;
      return { area: FAULT_AREA_LABELS[area], improvement, sessions, metric: area };
    })
    .sort((a, b) => b.sessions - a.sessions || a.area.localeCompare(b.area));
}

// ---------------------------------------------------------------------------------------------
// Scores, weeks and recent sessions

export const swingScoreSchema = z.object({ date: z.string(), score: z.number(), session: z.number().int() });
export const weeklyProgressSchema = z.object({ week: z.string(), avg_score: z.number(), sessions: z.number().int() });
export const recentProgressSessionSchema = z.object({
  id: z.string(),
  date: z.string(),
  score: z.number(),
  /** Key metrics that rose from the previous session, e.g. "Tempo +0.8". */
  improvements: z.array(z.string()),
  focus_area: z.string().nullable(),
});
export type RecentProgressSession = z.infer<typeof recentProgressSessionSchema>;

/** The date part (UTC) of an ISO timestamp: "2026-11-21". */
export function dayOf(isoTimestamp: string): string {
  return isoTimestamp.slice(0, 10);
}

/** The Monday (UTC) starting the week of an ISO timestamp, as a date "YYYY-MM-DD". */
export function weekStartOf(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - sinceMonday));
  return monday.toISOString().slice(0, 10);
}

type ScoredOn = Pick<PerformanceSession, 'sessionDate' | 'overallScore'>;

/** The weeks the weekly chart shows, the latest ones with sessions. */
export const WEEKLY_PROGRESS_WEEKS = 12;

/** Every session's score by date, numbered from 1 (oldest first). */
export function swingScores(sessionsOldestFirst: readonly ScoredOn[]) {
  return sessionsOldestFirst.map((session, index) => ({ date: dayOf(session.sessionDate), score: session.overallScore, session: index + 1 }));
}

/** Weeks with sessions (Monday-based, UTC), oldest first, with the rounded average score; at most `weeks` latest. */
export function weeklyProgress(sessionsOldestFirst: readonly ScoredOn[], weeks = WEEKLY_PROGRESS_WEEKS) {
  const buckets = new Map<string, number[]>();
  for (const session of sessionsOldestFirst) {
    const week = weekStartOf(session.sessionDate);
    buckets.set(week, [...(buckets.get(week) ?? []), session.overallScore]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-weeks)
    .map(([week, scores]) => ({ week, avg_score: roundedAverage(scores), sessions: scores.length }));
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${value}`;
}

/** The newest sessions first, each with the key metrics that rose since the session before it. */
export function recentProgressSessions(history: readonly SessionWithFaults[], count = 5): RecentProgressSession[] {
  return history
    .map(({ session, faultAreas }, index) => {
      const previous = history[index - 1]?.session;
      const improvements: string[] = [];
      if (previous) {
        for (const name of KEY_METRIC_NAMES) {
          const [now, before] = [session[name], previous[name]];
          // A rise needs both sessions measured: an untimed power (slow motion) is not 0 to rise from.
          if (now === null || before === null) continue;
          const delta = Math.round((now - before) * 10) / 10;
          if (delta > 0) improvements.push(`${KEY_METRIC_LABELS[name]} ${signed(delta)}`);
        }
      }
      const mainArea = faultAreas[0];
      return {
        id: session.id,
        date: dayOf(session.sessionDate),
        score: session.overallScore,
        improvements,
        // The member's own label wins; otherwise the area of the main fault the analysis found.
        focus_area: session.focusArea ?? (mainArea ? FAULT_AREA_LABELS[mainArea] : null),
      };
    })
    .reverse()
    .slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// The whole summary

export const progressSummarySchema = z.object({
  currentScore: z.number().nullable(),
  /** Points gained (or lost) since the session before the latest; null with fewer than two. */
  changeFromLast: z.number().nullable(),
  totalSessions: z.number().int(),
  /** Spec §9 improvement (older vs newer half, or first vs last), whole percent. */
  improvement: z.number(),
  goalsAchieved: z.number().int(),
  goalsTotal: z.number().int(),
  swingScores: z.array(swingScoreSchema),
  weeklyProgress: z.array(weeklyProgressSchema),
  focusAreas: z.array(focusAreaSchema),
  goalProgress: goalListSchema,
  recentSessions: z.array(recentProgressSessionSchema),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/** Builds the progress summary from the member's sessions (oldest first, with their faults) and goals. */
export function progressSummary(history: readonly SessionWithFaults[], goals: readonly Goal[]): ProgressSummary {
  const sessions = history.map((entry) => entry.session);
  const latest = sessions.at(-1);
  const previous = sessions.at(-2);
  const goalProgressList = goals.map((goal) => goalProgress(goal, sessions));
  return {
    currentScore: latest?.overallScore ?? null,
    changeFromLast: latest && previous ? latest.overallScore - previous.overallScore : null,
    totalSessions: sessions.length,
    improvement: sessionImprovement(sessions),
    goalsAchieved: goalProgressList.filter((goal) => goal.achieved).length,
    goalsTotal: goals.length,
    swingScores: swingScores(sessions),
    weeklyProgress: weeklyProgress(sessions),
    focusAreas: focusAreas(history),
    goalProgress: goalProgressList,
    recentSessions: recentProgressSessions(history),
  };
}
