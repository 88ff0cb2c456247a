import { describe, expect, it } from 'vitest';
import { toPerformanceSessions, type KeyMetricName, type PerformanceSession } from './performance';
import { scoredAnalysis } from './performanceTestData';
import {
  currentValue,
  focusAreas,
  goalPercentage,
  goalProgress,
  newGoalSchema,
  progressSummary,
  recentProgressSessions,
  swingScores,
  weeklyProgress,
  weekStartOf,
  type Goal,
  type SessionWithFaults,
} from './progress';

type Metrics = Record<KeyMetricName, number>;

function sessions(rows: Array<[string, string, number, Metrics?]>): PerformanceSession[] {
  return toPerformanceSessions(
    rows.map(([id, at, overallScore, keyMetrics]) => scoredAnalysis({ id, createdAt: new Date(at), overallScore, keyMetrics: keyMetrics ?? null })),
  );
}

const m = (tempo: number, balance: number, power: number, accuracy: number): Metrics => ({ tempo, balance, power, accuracy });

function goal(metric: Goal['metric'], target: number, achievedAt: string | null = null): Goal {
  return {
    id: `g-${metric}-${target}`,
    kind: metric === 'overallScore' ? 'score' : 'metric',
    metric,
    target,
    createdAt: '2026-11-01T00:00:00.000Z',
    achievedAt,
  };
}

describe('goal validation', () => {
  it('accepts a whole overall score up to 100 and a key metric up to 10 in tenths', () => {
    expect(newGoalSchema.safeParse({ metric: 'overallScore', target: 85 }).success).toBe(true);
    expect(newGoalSchema.safeParse({ metric: 'tempo', target: 8.5 }).success).toBe(true);
    expect(newGoalSchema.safeParse({ metric: 'accuracy', target: 7.3 }).success).toBe(true);
  });

  it('rejects targets out of scale, too precise, zero or of an unknown metric', () => {
    for (const bad of [
      { metric: 'overallScore', target: 101 },
      { metric: 'overallScore', target: 85.5 },
      { metric: 'tempo', target: 11 },
      { metric: 'tempo', target: 8.25 },
      { metric: 'balance', target: 0 },
      { metric: 'balance', target: 8e-323 },
      { metric: 'overallScore', target: 1e-12 },
      { metric: 'power', target: -1 },
      { metric: 'handicap', target: 5 },
      { metric: 'tempo' },
      { metric: 'tempo', target: '8' },
    ]) {
      expect(newGoalSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('goal progress', () => {
  const history = sessions([
    ['a', '2026-11-01T10:00:00Z', 50, m(5, 5, 5, 5)],
    ['b', '2026-11-02T10:00:00Z', 70, m(7, 6, 6, 6)],
    ['c', '2026-11-03T10:00:00Z', 74, m(8, 7, 6, 6)],
    ['d', '2026-11-04T10:00:00Z', 78, m(7.5, 8, 7, 7)],
  ]);

  it('takes the current value as the mean of the latest three sessions', () => {
    expect(currentValue(history, 'overallScore')).toBe(74);
    expect(currentValue(history, 'tempo')).toBe(7.5);
    expect(currentValue(history, 'balance')).toBe(7);
    expect(currentValue([], 'tempo')).toBe(0);
  });

  it('leaves out the sessions that did not measure the metric, instead of counting them as 0', () => {
    // Two slow-motion clips last: their power was not measured, so the power goal reads the three before.
    const slowMotion = { tempo: 8, balance: 8, accuracy: 8 };
    const withSlowMotion = toPerformanceSessions([
      ...history.map((session, index) =>
        scoredAnalysis({ id: session.id, createdAt: new Date(session.sessionDate), overallScore: 70 + index, keyMetrics: { ...m(7, 7, 4 + index, 7) } }),
      ),
      scoredAnalysis({ id: 'e', createdAt: new Date('2026-11-05T10:00:00Z'), overallScore: 80, keyMetrics: slowMotion }),
      scoredAnalysis({ id: 'f', createdAt: new Date('2026-11-06T10:00:00Z'), overallScore: 82, keyMetrics: slowMotion }),
    ]);
    expect(withSlowMotion.at(-1)?.power).toBeNull();
    expect(currentValue(withSlowMotion, 'power')).toBe(6); // 5, 6 and 7
    expect(currentValue(withSlowMotion, 'tempo')).toBe(7.7); // 7, 8 and 8
    expect(currentValue(withSlowMotion.slice(-2), 'power')).toBe(0);
  });

  it('caps the percentage at 100 and rounds it', () => {
    expect(goalPercentage(74, 80)).toBe(93);
    expect(goalPercentage(90, 80)).toBe(100);
    expect(goalPercentage(0, 80)).toBe(0);
  });

  it('reads Almost There from 90 percent, not at 89', () => {
    expect(goalProgress(goal('overallScore', 82), history)).toMatchObject({ current: 74, percentage: 90, almostThere: true, achieved: false });
    expect(goalProgress(goal('overallScore', 83), history)).toMatchObject({ percentage: 89, almostThere: false });
  });

  it('is achieved when the current value reaches the target, or once stored as achieved', () => {
    expect(goalProgress(goal('tempo', 7.5), history)).toMatchObject({ percentage: 100, achieved: true, goal: 'Tempo 7.5/10' });
    expect(goalProgress(goal('overallScore', 95, '2026-11-02T00:00:00.000Z'), history)).toMatchObject({ achieved: true, percentage: 78 });
    expect(goalProgress(goal('overallScore', 95), [])).toMatchObject({ current: 0, percentage: 0, achieved: false, goal: 'Overall score 95' });
  });
});

describe('focus areas', () => {
  it('counts sessions per fault area and measures how that area’s metric moved since it was first found', () => {
    const [a, b, c] = sessions([
      ['a', '2026-11-01T10:00:00Z', 50, m(4, 5, 6, 6)],
      ['b', '2026-11-02T10:00:00Z', 60, m(5, 6, 6, 5)],
      ['c', '2026-11-03T10:00:00Z', 70, m(6, 6, 6, 4)],
    ]);
    const history: SessionWithFaults[] = [
      { session: a!, faultAreas: ['tempo', 'balance', 'balance'] },
      { session: b!, faultAreas: ['tempo', 'accuracy'] },
      { session: c!, faultAreas: [] },
    ];
    expect(focusAreas(history)).toEqual([
      { area: 'Tempo & Rhythm', improvement: 2, sessions: 2, metric: 'tempo' },
      { area: 'Accuracy & Strike', improvement: -1, sessions: 1, metric: 'accuracy' },
      { area: 'Balance & Stability', improvement: 1, sessions: 1, metric: 'balance' },
    ]);
    expect(focusAreas([])).toEqual([]);
  });

  it('shows no change for an area the latest session did not measure', () => {
    const [a, b] = toPerformanceSessions([
      scoredAnalysis({ id: 'a', createdAt: new Date('2026-11-01T10:00:00Z'), overallScore: 50, keyMetrics: m(5, 5, 6, 5) }),
      scoredAnalysis({ id: 'b', createdAt: new Date('2026-11-02T10:00:00Z'), overallScore: 60, keyMetrics: { tempo: 6, balance: 6, accuracy: 6 } }),
    ]);
    expect(
      focusAreas([
        { session: a!, faultAreas: ['power'] },
        { session: b!, faultAreas: [] },
      ]),
    ).toEqual([{ area: 'Power & Rotation', improvement: 0, sessions: 1, metric: 'power' }]);
  });
});

describe('scores, weeks and recent sessions', () => {
  it('starts weeks on Monday (UTC)', () => {
    expect(weekStartOf('2026-11-16T00:00:00Z')).toBe('2026-11-16'); // Monday
    expect(weekStartOf('2026-11-22T23:59:00Z')).toBe('2026-11-16'); // Sunday
    expect(weekStartOf('2026-11-23T00:00:00Z')).toBe('2026-11-23');
    expect(weekStartOf('2026-01-01T08:00:00Z')).toBe('2025-12-29'); // across a year
  });

  it('buckets scores by week with the rounded average and the count', () => {
    const history = sessions([
      ['a', '2026-11-16T10:00:00Z', 60],
      ['b', '2026-11-22T10:00:00Z', 71],
      ['c', '2026-11-23T10:00:00Z', 80],
    ]);
    expect(weeklyProgress(history)).toEqual([
      { week: '2026-11-16', avg_score: 66, sessions: 2 },
      { week: '2026-11-23', avg_score: 80, sessions: 1 },
    ]);
    expect(swingScores(history)).toEqual([
      { date: '2026-11-16', score: 60, session: 1 },
      { date: '2026-11-22', score: 71, session: 2 },
      { date: '2026-11-23', score: 80, session: 3 },
    ]);
  });

  it('keeps only the latest weeks', () => {
    const history = sessions(
      Array.from({ length: 15 }, (_, i) => [`s${i}`, new Date(Date.UTC(2026, 0, 5 + i * 7)).toISOString(), 50 + i] as [string, string, number]),
    );
    const weeks = weeklyProgress(history, 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.avg_score).toBe(53);
  });

  it('lists recent sessions newest first with the metrics that rose and a focus area', () => {
    const [a, b] = sessions([
      ['a', '2026-11-01T10:00:00Z', 50, m(5, 5, 5, 5)],
      ['b', '2026-11-02T10:00:00Z', 60, m(5.8, 5, 4, 6)],
    ]);
    const recent = recentProgressSessions([
      { session: { ...a!, focusArea: 'Driver accuracy' }, faultAreas: ['balance'] },
      { session: b!, faultAreas: ['accuracy', 'balance'] },
    ]);
    expect(recent).toEqual([
      { id: 'b', date: '2026-11-02', score: 60, improvements: ['Tempo +0.8', 'Accuracy +1'], focus_area: 'Accuracy & Strike' },
      { id: 'a', date: '2026-11-01', score: 50, improvements: [], focus_area: 'Driver accuracy' },
    ]);
  });

  it('names no rise in power from a slow-motion session, where power was not measured', () => {
    const [slow, timed] = sessions([
      ['a', '2026-11-01T10:00:00Z', 50, m(5, 5, 5, 5)],
      ['b', '2026-11-02T10:00:00Z', 60, m(5, 5, 6, 5)],
    ]);
    const recent = recentProgressSessions([
      { session: { ...slow!, power: null }, faultAreas: [] },
      { session: timed!, faultAreas: [] },
    ]);
    expect(recent[0]!.improvements).toEqual([]);
  });
});

describe('progressSummary', () => {
  it('summarises an empty history without inventing data', () => {
    expect(progressSummary([], [goal('tempo', 8)])).toMatchObject({
      currentScore: null,
      changeFromLast: null,
      totalSessions: 0,
      improvement: 0,
      goalsAchieved: 0,
      goalsTotal: 1,
      swingScores: [],
      weeklyProgress: [],
      focusAreas: [],
      recentSessions: [],
    });
  });

  it('gives the current score with the change from the last session and counts achieved goals', () => {
    const history = sessions([
      ['a', '2026-11-01T10:00:00Z', 60, m(6, 6, 6, 6)],
      ['b', '2026-11-02T10:00:00Z', 64, m(7, 6, 6, 6)],
      ['c', '2026-11-03T10:00:00Z', 58, m(7, 7, 6, 6)],
    ]).map((session) => ({ session, faultAreas: [] }));
    const summary = progressSummary(history, [goal('overallScore', 60), goal('overallScore', 90)]);
    expect(summary).toMatchObject({ currentScore: 58, changeFromLast: -6, totalSessions: 3, improvement: -3, goalsAchieved: 1, goalsTotal: 2 });
  });
});
