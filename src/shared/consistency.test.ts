import { describe, expect, it } from 'vitest';
import { consistencyOf } from './consistency';
import { toPerformanceSessions, type ScoredAnalysis } from './performance';
import { scoredAnalysis } from './performanceTestData';

type Metrics = ScoredAnalysis['keyMetrics'];

function sessions(rows: Array<[score: number, metrics: Metrics]>) {
  return toPerformanceSessions(
    rows.map(([overallScore, keyMetrics], index) =>
      scoredAnalysis({ id: `s${index}`, createdAt: new Date(Date.UTC(2026, 10, index + 1)), overallScore, keyMetrics }),
    ),
  );
}

// A session that did not score power (slow motion, a shorter swing) has none: null in its session.
const m = (tempo: number, balance: number, power: number | null, accuracy: number): Metrics => ({
  tempo,
  balance,
  ...(power === null ? {} : { power }),
  accuracy,
});

describe('the consistency of a range of swings', () => {
  it('gives the scores’ spread around their average, and the areas from steadiest to most variable', () => {
    // Scores 70, 74, 78, 82: mean 76, sample standard deviation √(80 / 3) = 5.16.
    const consistency = consistencyOf(
      sessions([
        [70, m(6, 8, 7, 7)],
        [74, m(8, 8, 7, 7.5)],
        [78, m(5, 8.2, 7, 8)],
        [82, m(9, 8, 7, 8.5)],
      ]),
    );
    expect(consistency).toEqual({
      sessions: 4,
      averageScore: 76,
      scoreSpread: 5,
      areas: [
        { area: 'power', spread: 0 },
        { area: 'balance', spread: 0.1 },
        { area: 'accuracy', spread: 0.6 },
        { area: 'tempo', spread: 1.8 },
      ],
    });
  });

  it('leaves out an area a session did not score, and says nothing from fewer than three swings', () => {
    const three = sessions([
      [70, m(6, 8, null, 7)],
      [74, m(8, 8, 7, 7.5)],
      [78, m(5, 8.2, 6, 8)],
    ]);
    expect(consistencyOf(three)?.areas.map((a) => a.area)).toEqual(['balance', 'accuracy', 'tempo']);
    expect(consistencyOf(three.slice(0, 2))).toBeNull();
  });
});
