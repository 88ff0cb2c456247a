import { describe, expect, it } from 'vitest';
import type { SwingAnalysisSummary } from '../../../../shared/analysis';
import { bestSwing } from './bestSwing';

function row(id: string, score: number | null, day: number, extra: Partial<SwingAnalysisSummary> = {}): SwingAnalysisSummary {
  return {
    id,
    status: 'done',
    stage: 'done',
    fraction: 1,
    error: null,
    sourceKind: 'video',
    mediaKind: 'video',
    clubUsed: null,
    practiceType: null,
    focusArea: null,
    overallScore: score,
    analysisResults: null,
    thumbnailUrl: null,
    createdAt: new Date(2026, 10, day).toISOString(),
    completedAt: null,
    ...extra,
  };
}

describe('the best swing', () => {
  it('is the highest-scoring finished swing', () => {
    expect(bestSwing([row('a', 61, 1), row('b', 74, 2), row('c', 68, 3)])?.id).toBe('b');
  });
  it('is never a posture check, a photo or a swing still being analysed', () => {
    const rows = [
      row('swing', 55, 1),
      row('posture', null, 2, { mediaKind: 'image' }),
      row('photo', 90, 3, { mediaKind: 'image' }),
      row('running', 95, 4, { status: 'processing' }),
    ];
    expect(bestSwing(rows)?.id).toBe('swing');
  });
  it('is the more recent of two equal scores, and none without a scored swing', () => {
    expect(bestSwing([row('old', 70, 1), row('new', 70, 5)])?.id).toBe('new');
    expect(bestSwing([row('posture', null, 1)])).toBeNull();
  });
});
