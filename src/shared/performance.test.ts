import { describe, expect, it } from 'vitest';
import {
  metricAverages,
  percentChange,
  performanceStats,
  recentSessions,
  roundedAverage,
  sessionImprovement,
  sessionsInRange,
  toPerformanceSessions,
  trendsQuerySchema,
  type ScoredAnalysis,
} from './performance';
import { scoredAnalysis } from './performanceTestData';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-21T12:00:00Z');

function analysis(id: string, daysAgo: number, overallScore: number, keyMetrics: ScoredAnalysis['keyMetrics'] = null): ScoredAnalysis {
  return scoredAnalysis({ id, createdAt: new Date(NOW.getTime() - daysAgo * DAY), overallScore, keyMetrics });
}

describe('toPerformanceSessions', () => {
  it('orders oldest first whatever the input order', () => {
    const sessions = toPerformanceSessions([analysis('c', 1, 70), analysis('a', 3, 60), analysis('b', 2, 65)]);
    expect(sessions.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('marks a personal best only when the score beats every earlier one (ties are not bests)', () => {
    const sessions = toPerformanceSessions([analysis('a', 5, 60), analysis('b', 4, 55), analysis('c', 3, 60), analysis('d', 2, 61), analysis('e', 1, 40)]);
    expect(sessions.map((s) => s.personalBest)).toEqual([true, false, false, true, false]);
  });

  it('gives the percent change from the previous session, null for the first', () => {
    const sessions = toPerformanceSessions([analysis('a', 3, 60), analysis('b', 2, 75), analysis('c', 1, 50)]);
    expect(sessions.map((s) => s.improvementFromLast)).toEqual([null, 25, -33.3]);
  });

  it('has no percent change after a score of 0 (no base to compare to)', () => {
    const sessions = toPerformanceSessions([analysis('a', 2, 0), analysis('b', 1, 40)]);
    expect(sessions[1]!.improvementFromLast).toBeNull();
  });

  it('keeps missing key metrics as null and present ones as measured', () => {
    const [session] = toPerformanceSessions([analysis('a', 1, 70, { tempo: 7.5, balance: 6 })]);
    expect(session).toMatchObject({ tempo: 7.5, balance: 6, power: null, accuracy: null, sessionDate: new Date(NOW.getTime() - DAY).toISOString() });
  });
});

describe('sessionsInRange', () => {
  const sessions = toPerformanceSessions([analysis('old', 31, 50), analysis('edge', 30, 55), analysis('week', 6.9, 60), analysis('today', 0, 70)]);

  it('keeps the sessions of the last N days including the boundary', () => {
    expect(sessionsInRange(sessions, 30, NOW).map((s) => s.id)).toEqual(['edge', 'week', 'today']);
    expect(sessionsInRange(sessions, 7, NOW).map((s) => s.id)).toEqual(['week', 'today']);
    expect(sessionsInRange(sessions, 365, NOW)).toHaveLength(4);
  });

  it('leaves out sessions dated after now', () => {
    const future = toPerformanceSessions([analysis('future', -1, 80)]);
    expect(sessionsInRange(future, 7, NOW)).toEqual([]);
  });

  it('keeps personal bests computed over the whole history when filtering', () => {
    const history = toPerformanceSessions([analysis('record', 100, 90), analysis('recent', 1, 80)]);
    expect(sessionsInRange(history, 7, NOW)[0]!.personalBest).toBe(false);
  });
});

describe('averages and improvement (spec §9)', () => {
  it('rounds averages to whole numbers and counts missing values as 0', () => {
    expect(roundedAverage([7, null, 8])).toBe(5);
    expect(roundedAverage([7.4, 7.5])).toBe(7);
    expect(roundedAverage([70, 71])).toBe(71);
    expect(roundedAverage([])).toBe(0);
  });

  it('takes the improvement of the dashboard rule over the sessions, 0 with fewer than two', () => {
    const of = (...scores: number[]) => sessionImprovement(toPerformanceSessions(scores.map((score, i) => analysis(`s${i}`, 10 - i, score))));
    expect(of()).toBe(0);
    expect(of(70)).toBe(0);
    expect(of(50, 60)).toBe(20);
    expect(of(50, 99, 55)).toBe(10);
    expect(of(50, 50, 60, 60)).toBe(20);
    expect(of(80, 80, 60, 60)).toBe(-25);
  });

  it('percentChange rounds to one decimal', () => {
    expect(percentChange(3, 4)).toBe(33.3);
    expect(percentChange(0, 4)).toBeNull();
  });

  it('builds the four stat cards from the range', () => {
    const sessions = toPerformanceSessions([analysis('a', 4, 60), analysis('b', 3, 70), analysis('c', 2, 65), analysis('d', 1, 75)]);
    expect(performanceStats(sessions)).toEqual({ averageScore: 68, totalSessions: 4, personalBests: 3, improvement: 8 });
    expect(performanceStats([])).toEqual({ averageScore: 0, totalSessions: 0, personalBests: 0, improvement: 0 });
  });

  it('averages each key metric over the sessions that measured it', () => {
    const sessions = toPerformanceSessions([
      analysis('a', 2, 60, { tempo: 6, balance: 8, power: 5, accuracy: 7 }),
      analysis('b', 1, 70, { tempo: 8, balance: 9, power: 6 }),
    ]);
    expect(metricAverages(sessions)).toEqual({ tempo: 7, balance: 9, power: 6, accuracy: 7 });
    // Slow-motion clips: power not timed on either, so no bar rather than a 0.
    const slow = toPerformanceSessions([analysis('c', 2, 60, { tempo: 6, balance: 8, accuracy: 7 })]);
    expect(metricAverages(slow).power).toBeNull();
  });
});

describe('recentSessions', () => {
  it('returns the five newest, newest first', () => {
    const sessions = toPerformanceSessions([1, 2, 3, 4, 5, 6, 7].map((n) => analysis(`s${n}`, 10 - n, 50 + n)));
    expect(recentSessions(sessions).map((s) => s.id)).toEqual(['s7', 's6', 's5', 's4', 's3']);
  });
});

describe('trendsQuerySchema', () => {
  it('accepts the four ranges and defaults to 30', () => {
    for (const days of ['7', '30', '90', '365']) expect(trendsQuerySchema.parse({ days }).days).toBe(Number(days));
    expect(trendsQuerySchema.parse({}).days).toBe(30);
  });

  it('rejects any other value', () => {
    for (const days of ['14', '0', '-7', 'abc', '30.5', '']) expect(trendsQuerySchema.safeParse({ days }).success).toBe(false);
  });
});
