import { z } from 'zod';

/**
 * The dashboard's stat tiles (spec §9 "Dashboard stats"), as pure functions of the member's stored
 * analyses. An analysis is read in the spec's stored shape (§3 "Stored swing analysis"): createdAt
 * plus analysisResults, which older rows hold as a JSON string rather than an object.
 */

export interface StoredAnalysisLike {
  createdAt: string | Date;
  analysisResults: unknown;
}

/** The overall swing score of one analysis, or null when it has none (still running, failed, unreadable, a posture check). */
export function overallScoreOf(analysis: StoredAnalysisLike): number | null {
  let results = analysis.analysisResults;
  if (typeof results === 'string') {
    try {
      results = JSON.parse(results);
    } catch {
      return null;
    }
  }
  if (!results || typeof results !== 'object' || !('overallScore' in results)) return null;
  // A still image's posture check is not a swing score: it never moves averages or bests.
  if ((results as { analysisKind?: unknown }).analysisKind === 'posture') return null;
  const raw = (results as { overallScore: unknown }).overallScore;
  // Number(null) and Number('') are 0; only a number or numeric text is a score.
  if (typeof raw !== 'number' && !(typeof raw === 'string' && raw.trim() !== '')) return null;
  const score = Number(raw);
  return Number.isFinite(score) ? score : null;
}

function timeOf(analysis: StoredAnalysisLike): number {
  return new Date(analysis.createdAt).getTime();
}

/** Analyses created in the member's current calendar month (local time of `now`). */
export function analysesThisMonth(analyses: readonly StoredAnalysisLike[], now: Date): number {
  return analyses.filter((analysis) => {
    const created = new Date(analysis.createdAt);
    return created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
  }).length;
}

/**
 * The positive scores in the order the swings were taken (oldest first), whatever order the list
 * came in. A score of 0 means "no usable swing", not a terrible one, so it is left out (spec §9).
 */
export function positiveScoresOldestFirst(analyses: readonly StoredAnalysisLike[]): number[] {
  return [...analyses]
    .sort((a, b) => timeOf(a) - timeOf(b))
    .map(overallScoreOf)
    .filter((score): score is number => score !== null && score > 0);
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Rounded mean of the positive scores; null when there are none. */
export function averageScore(analyses: readonly StoredAnalysisLike[]): number | null {
  const scores = positiveScoresOldestFirst(analyses);
  return scores.length === 0 ? null : Math.round(mean(scores));
}

/**
 * Percent change of the scores, rounded to a whole percent: with 4 or more, the newer half's mean
 * against the older half's (an odd middle score goes to the newer half); with 2 or 3, the last
 * against the first; null with fewer than 2.
 */
export function improvementPercent(analyses: readonly StoredAnalysisLike[]): number | null {
  const scores = positiveScoresOldestFirst(analyses);
  if (scores.length < 2) return null;
  if (scores.length >= 4) {
    const middle = Math.floor(scores.length / 2);
    return wholePercentChange(mean(scores.slice(0, middle)), mean(scores.slice(middle)));
  }
  return wholePercentChange(scores[0]!, scores[scores.length - 1]!);
}

/**
 * The same rule for a server that adds the halves up in the database (decision 1501): `count`
 * positive scores, the sums of the older and newer halves (split as above), the first and last.
 */
export interface ScoreHalves {
  count: number;
  olderSum: number;
  newerSum: number;
  first: number;
  last: number;
}

export function improvementOfHalves({ count, olderSum, newerSum, first, last }: ScoreHalves): number | null {
  if (count < 2) return null;
  if (count < 4) return wholePercentChange(first, last);
  const middle = Math.floor(count / 2);
  return wholePercentChange(olderSum / middle, newerSum / (count - middle));
}

function wholePercentChange(before: number, after: number): number {
  // Math.round(-0.4) is -0; a flat trend should read 0.
  return Math.round(((after - before) / before) * 100) || 0;
}

/** "Nov 2026": the month an account was created, in the product's en-GB wording. */
export function memberSinceLabel(accountCreatedAt: string | Date): string {
  return new Date(accountCreatedAt).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' });
}

/** "+12%", "-5%", "0%"; an em dash when there is nothing to compare yet. */
export function formatImprovement(percent: number | null): string {
  if (percent === null) return '—';
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

export interface MemberStats {
  analysesThisMonth: number;
  averageScore: number | null;
  improvementPercent: number | null;
  memberSince: string;
}

export function memberStats(analyses: readonly StoredAnalysisLike[], accountCreatedAt: string | Date, now: Date): MemberStats {
  return {
    analysesThisMonth: analysesThisMonth(analyses, now),
    averageScore: averageScore(analyses),
    improvementPercent: improvementPercent(analyses),
    memberSince: memberSinceLabel(accountCreatedAt),
  };
}

/**
 * GET /api/swing-analyses/stats (decision 1501): the dashboard's figures, added up by the server
 * so the browser never needs every analysis. `monthStart` is the start of the member's calendar
 * month in their own time zone (the browser sends it); `best` is what "Compare with my best" opens.
 */
export const analysisStatsQuerySchema = z.object({
  monthStart: z.iso.datetime({ offset: true, message: 'monthStart must be an ISO date and time, e.g. 2026-11-01T00:00:00+01:00' }).optional(),
});

export const analysisStatsSchema = z.object({
  analysesThisMonth: z.number().int().nonnegative(),
  averageScore: z.number().nullable(),
  improvementPercent: z.number().nullable(),
  /**
   * The highest-scoring finished swing with a video, the more recent of equal scores (bestSwing's
   * rule); null until there are two such swings, so a first upload is never "your best so far".
   */
  best: z.object({ id: z.string(), overallScore: z.number().int() }).nullable(),
});
export type AnalysisStats = z.infer<typeof analysisStatsSchema>;

/** The first moment of `now`'s calendar month in the local time of whoever runs this (the browser). */
export function localMonthStart(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}
