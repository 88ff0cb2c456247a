import { z } from 'zod';
import { improvementPercent } from './memberStats';
import {
  clubSchema,
  focusAreaSchema,
  practiceTypeSchema,
  swingLengthSchema,
  type Club,
  type FocusArea,
  type PracticeType,
  type SwingLength,
} from './swingLabels';

/**
 * Performance sessions (spec §3 "Performance metric session", §9 performance rules). A session is
 * derived from one finished swing analysis; nothing is copied into another table, so a deleted
 * analysis leaves the statistics at once. Pure functions only: the server and the browser share them.
 */

/** Spec §2/§9: the ranges of the /performance selector; 30 is the default. */
export const PERFORMANCE_RANGES = [7, 30, 90, 365] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];
export const DEFAULT_PERFORMANCE_RANGE: PerformanceRange = 30;
/** Spec §9: "5 recent sessions". */
export const RECENT_SESSION_COUNT = 5;

export const KEY_METRIC_NAMES = ['tempo', 'balance', 'power', 'accuracy'] as const;
export type KeyMetricName = (typeof KEY_METRIC_NAMES)[number];
export const KEY_METRIC_LABELS: Record<KeyMetricName, string> = {
  tempo: 'Tempo',
  balance: 'Balance',
  power: 'Power',
  accuracy: 'Accuracy',
};

/** `?days=` must be one of the four ranges; anything else is a 400 naming the choices. */
export const trendsQuerySchema = z.object({
  days: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return DEFAULT_PERFORMANCE_RANGE;
      const days = Number(value);
      if (!(PERFORMANCE_RANGES as readonly number[]).includes(days)) {
        context.addIssue({ code: 'custom', message: `days must be one of ${PERFORMANCE_RANGES.join(', ')}` });
        return z.NEVER;
      }
      return days as PerformanceRange;
    }),
});

const keyMetricValue = z.number().min(0).max(10).nullable();

export const performanceSessionSchema = z.object({
  id: z.string(),
  sessionDate: z.string(),
  overallScore: z.number().int().min(0).max(100),
  /** Key metrics out of 10; null when the analysis did not measure them (power on slow motion): left out of averages and charts. */
  tempo: keyMetricValue,
  balance: keyMetricValue,
  power: keyMetricValue,
  accuracy: keyMetricValue,
  /** The overall score beats every earlier session's (the first session is a personal best). */
  personalBest: z.boolean(),
  /** Percent change of the overall score from the previous session; null for the first. */
  improvementFromLast: z.number().nullable(),
  /** The upload's labels: the same fixed choices the upload form offers (src/shared/swingLabels.ts). */
  clubUsed: clubSchema.nullable(),
  swingLength: swingLengthSchema.nullable(),
  practiceType: practiceTypeSchema.nullable(),
  focusArea: focusAreaSchema.nullable(),
});
export type PerformanceSession = z.infer<typeof performanceSessionSchema>;

export const performanceTrendsSchema = z.array(performanceSessionSchema);
/** GET …/latest answers 200 with the latest session, or 200 with null when there is none. */
export const latestPerformanceSchema = performanceSessionSchema.nullable();

/** What a finished analysis contributes; the server maps its rows to this. */
export interface ScoredAnalysis {
  id: string;
  createdAt: Date;
  overallScore: number;
  keyMetrics: Partial<Record<KeyMetricName, number>> | null;
  clubUsed: Club | null;
  swingLength: SwingLength | null;
  practiceType: PracticeType | null;
  focusArea: FocusArea | null;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Percent change from `previous` to `current`, one decimal; null when there is no base to compare to. */
export function percentChange(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return roundTo(((current - previous) / previous) * 100, 1);
}

/**
 * Every analysis as a session, oldest first. Personal bests and the change from the last session
 * are computed over the member's whole history, so filtering to a range never turns an old
 * record into a new "best".
 */
export function toPerformanceSessions(analyses: readonly ScoredAnalysis[]): PerformanceSession[] {
  const ordered = [...analyses].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  let best = -Infinity;
  return ordered.map((analysis, index) => {
    const previous = ordered[index - 1];
    const personalBest = analysis.overallScore > best;
    best = Math.max(best, analysis.overallScore);
    const metric = (name: KeyMetricName) => analysis.keyMetrics?.[name] ?? null;
    return {
      id: analysis.id,
      sessionDate: analysis.createdAt.toISOString(),
      overallScore: analysis.overallScore,
      tempo: metric('tempo'),
      balance: metric('balance'),
      power: metric('power'),
      accuracy: metric('accuracy'),
      personalBest,
      improvementFromLast: previous ? percentChange(previous.overallScore, analysis.overallScore) : null,
      clubUsed: analysis.clubUsed,
      swingLength: analysis.swingLength,
      practiceType: analysis.practiceType,
      focusArea: analysis.focusArea,
    };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions of the last `days` days before `now` (inclusive of the boundary), order kept. */
export function sessionsInRange<T extends { sessionDate: string }>(sessions: readonly T[], days: number, now: Date): T[] {
  const from = now.getTime() - days * DAY_MS;
  return sessions.filter((session) => {
    const at = Date.parse(session.sessionDate);
    return at >= from && at <= now.getTime();
  });
}

/** Spec §9: averages are rounded to whole numbers and a missing value counts as 0. */
export function roundedAverage(values: readonly (number | null | undefined)[]): number {
  if (values.length === 0) return 0;
  const sum = values.reduce<number>((total, value) => total + (value ?? 0), 0);
  return Math.round(sum / values.length);
}

/**
 * Spec §9 improvement over sessions (oldest first), by the same rule and code as the dashboard's
 * Improvement tile (src/shared/memberStats.ts), so the screens never disagree; 0 with fewer than two.
 */
export function sessionImprovement(sessions: readonly { sessionDate: string; overallScore: number }[]): number {
  return improvementPercent(sessions.map((session) => ({ createdAt: session.sessionDate, analysisResults: { overallScore: session.overallScore } }))) ?? 0;
}

export interface PerformanceStats {
  averageScore: number;
  totalSessions: number;
  personalBests: number;
  improvement: number;
}

/** The four stat cards of /performance, for the sessions of the selected range (oldest first). */
export function performanceStats(sessions: readonly PerformanceSession[]): PerformanceStats {
  return {
    averageScore: roundedAverage(sessions.map((session) => session.overallScore)),
    totalSessions: sessions.length,
    personalBests: sessions.filter((session) => session.personalBest).length,
    improvement: sessionImprovement(sessions),
  };
}

/**
 * The 'Performance Breakdown' bars: each key metric's rounded average over the sessions that
 * measured it (issue 26: a slow-motion clip's power, which cannot be timed, is not a 0 or a 5 to
 * average); null when none did, so no bar is drawn.
 */
export function metricAverages(sessions: readonly PerformanceSession[]): Record<KeyMetricName, number | null> {
  const averages = {} as Record<KeyMetricName, number | null>;
  for (const name of KEY_METRIC_NAMES) {
    const measured = sessions.map((session) => session[name]).filter((value) => value !== null);
    averages[name] = measured.length === 0 ? null : roundedAverage(measured);
  }
  return averages;
}

/** 'Recent Sessions': the newest first, at most five. */
export function recentSessions<T extends { sessionDate: string }>(sessionsOldestFirst: readonly T[], count = RECENT_SESSION_COUNT): T[] {
  return [...sessionsOldestFirst].reverse().slice(0, count);
}
