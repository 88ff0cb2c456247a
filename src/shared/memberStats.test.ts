import { describe, expect, it } from 'vitest';
import {
  analysesThisMonth,
  averageScore,
  formatImprovement,
  improvementPercent,
  memberSinceLabel,
  memberStats,
  overallScoreOf,
  positiveScoresOldestFirst,
  type StoredAnalysisLike,
} from './memberStats';

/** Analyses one day apart, oldest first, with the given scores (null = no results yet). */
function series(scores: Array<number | null>, start = new Date(2026, 0, 1, 12)): StoredAnalysisLike[] {
  return scores.map((score, index) => ({
    createdAt: new Date(start.getTime() + index * 86_400_000).toISOString(),
    analysisResults: score === null ? null : { overallScore: score },
  }));
}

describe('overallScoreOf', () => {
  it('reads the score from an object', () => {
    expect(overallScoreOf({ createdAt: '2026-01-01', analysisResults: { overallScore: 72 } })).toBe(72);
  });
  it('reads the score from a JSON string (older stored rows)', () => {
    expect(overallScoreOf({ createdAt: '2026-01-01', analysisResults: '{"overallScore":64,"keyMetrics":{}}' })).toBe(64);
  });
  it('accepts a numeric string score', () => {
    expect(overallScoreOf({ createdAt: '2026-01-01', analysisResults: { overallScore: '81' } })).toBe(81);
  });
  it('gives null for missing, malformed or non-numeric results', () => {
    for (const analysisResults of [null, undefined, '', 'not json', '{"other":1}', '42', { overallScore: 'high' }, { overallScore: null }, []]) {
      expect(overallScoreOf({ createdAt: '2026-01-01', analysisResults })).toBeNull();
    }
  });
  it("gives null for a still image's posture check, so a photo never moves averages or bests", () => {
    const photo = { createdAt: '2026-01-03', analysisResults: { overallScore: 100, analysisKind: 'posture' } };
    expect(overallScoreOf(photo)).toBeNull();
    expect(averageScore([...series([40, 50]), photo])).toBe(45);
    expect(improvementPercent([...series([40, 50]), photo])).toBe(25);
  });
});

describe('positiveScoresOldestFirst', () => {
  it('sorts by creation time whatever the input order (the API lists newest first)', () => {
    const analyses = series([50, 60, 70]).reverse();
    expect(positiveScoresOldestFirst(analyses)).toEqual([50, 60, 70]);
  });
  it('drops zero, negative and missing scores', () => {
    expect(positiveScoresOldestFirst(series([0, 40, null, -5, 80]))).toEqual([40, 80]);
  });
});

describe('averageScore', () => {
  it('is null with no analyses or only unscored ones', () => {
    expect(averageScore([])).toBeNull();
    expect(averageScore(series([null, 0]))).toBeNull();
  });
  it('is the rounded mean of positive scores only', () => {
    expect(averageScore(series([70, 0, 75]))).toBe(73); // 72.5 rounds up
    expect(averageScore(series([70, 71, 71]))).toBe(71); // 70.67
    expect(averageScore(series([61, 62, 62]))).toBe(62); // 61.67
    expect(averageScore(series([88]))).toBe(88);
  });
  it('mixes object and JSON-string results', () => {
    const analyses: StoredAnalysisLike[] = [
      { createdAt: '2026-01-01T10:00:00Z', analysisResults: { overallScore: 60 } },
      { createdAt: '2026-01-02T10:00:00Z', analysisResults: JSON.stringify({ overallScore: 90 }) },
    ];
    expect(averageScore(analyses)).toBe(75);
  });
});

describe('improvementPercent', () => {
  it('is null with fewer than two positive scores', () => {
    expect(improvementPercent([])).toBeNull();
    expect(improvementPercent(series([70]))).toBeNull();
    expect(improvementPercent(series([70, 0, null]))).toBeNull();
  });
  it('compares last with first for two scores', () => {
    expect(improvementPercent(series([50, 60]))).toBe(20);
    expect(improvementPercent(series([80, 60]))).toBe(-25);
  });
  it('compares last with first for three scores, ignoring the middle one', () => {
    expect(improvementPercent(series([50, 99, 55]))).toBe(10);
  });
  it('compares the newer half with the older half for four or more scores', () => {
    // older [60, 70] = 65, newer [75, 85] = 80 → +23.08 %
    expect(improvementPercent(series([60, 70, 75, 85]))).toBe(23);
  });
  it('puts the middle score of an odd count in the newer half', () => {
    // older [60, 60] = 60, newer [66, 66, 66] = 66 → +10 %
    expect(improvementPercent(series([60, 60, 66, 66, 66]))).toBe(10);
  });
  it('orders by date before halving', () => {
    expect(improvementPercent(series([60, 70, 75, 85]).reverse())).toBe(23);
  });
  it('counts only positive scores when halving', () => {
    // zeros removed → [50, 50, 75, 75]: +50 %
    expect(improvementPercent(series([50, 0, 50, 75, 0, 75]))).toBe(50);
  });
  it('reads a flat trend as 0, never -0', () => {
    expect(Object.is(improvementPercent(series([70, 70])), 0)).toBe(true);
    // 1000 → 999.9: -0.01 % rounds to -0 → 0
    expect(Object.is(improvementPercent(series([100, 100, 100, 99.98])), 0)).toBe(true);
  });
  it('rounds half-percents like Math.round', () => {
    expect(improvementPercent(series([40, 41]))).toBe(3); // 2.5 → 3
  });
});

describe('analysesThisMonth', () => {
  const now = new Date(2026, 10, 21, 9, 30); // 21 Nov 2026, local time
  it('counts only analyses from the current calendar month and year', () => {
    const analyses: StoredAnalysisLike[] = [
      { createdAt: new Date(2026, 10, 1, 0, 0, 1), analysisResults: null },
      { createdAt: new Date(2026, 10, 21, 9, 0), analysisResults: { overallScore: 60 } },
      { createdAt: new Date(2026, 9, 31, 23, 59, 59), analysisResults: { overallScore: 60 } }, // last month
      { createdAt: new Date(2025, 10, 15), analysisResults: { overallScore: 60 } }, // same month, last year
      { createdAt: new Date(2026, 11, 1, 0, 0), analysisResults: { overallScore: 60 } }, // next month
    ];
    expect(analysesThisMonth(analyses, now)).toBe(2);
  });
  it('accepts ISO strings and counts unscored analyses too', () => {
    expect(analysesThisMonth([{ createdAt: new Date(2026, 10, 5).toISOString(), analysisResults: null }], now)).toBe(1);
  });
  it('is 0 for no analyses', () => {
    expect(analysesThisMonth([], now)).toBe(0);
  });
  it('handles the year boundary', () => {
    const january = new Date(2027, 0, 2);
    expect(analysesThisMonth([{ createdAt: new Date(2026, 11, 31, 23), analysisResults: null }], january)).toBe(0);
    expect(analysesThisMonth([{ createdAt: new Date(2027, 0, 1, 0, 5), analysisResults: null }], january)).toBe(1);
  });
});

describe('memberSinceLabel and formatImprovement', () => {
  it('names the month and year of the account', () => {
    expect(memberSinceLabel(new Date(2026, 10, 3))).toBe('Nov 2026');
    expect(memberSinceLabel(new Date(2024, 11, 31, 12).toISOString())).toBe('Dec 2024');
  });
  it('signs the improvement', () => {
    expect(formatImprovement(12)).toBe('+12%');
    expect(formatImprovement(-5)).toBe('-5%');
    expect(formatImprovement(0)).toBe('0%');
    expect(formatImprovement(null)).toBe('—');
  });
});

describe('memberStats', () => {
  it('puts the four tiles together', () => {
    const analyses = series([60, 70, 75, 85], new Date(2026, 10, 1, 12));
    expect(memberStats(analyses, new Date(2026, 8, 15), new Date(2026, 10, 20))).toEqual({
      analysesThisMonth: 4,
      averageScore: 73, // 72.5
      improvementPercent: 23,
      memberSince: new Date(2026, 8, 15).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }),
    });
  });
  it('has empty tiles for a new member', () => {
    expect(memberStats([], '2026-11-21T08:00:00Z', new Date(2026, 10, 21))).toMatchObject({
      analysesThisMonth: 0,
      averageScore: null,
      improvementPercent: null,
    });
  });
});
