/**
 * The per-analysis budget (issue 25): tracking that has spent its model runs or its busy time stops
 * with the member's message instead of running on. Shown on the real swing with budgets far below
 * what it needs (79 model runs, seconds of work).
 */
import { describe, expect, it } from 'vitest';
import { MediaOverLimitError } from '../../media';
import { fixtureVideo } from '../../media/testMedia';
import { TRACKING_BUDGET } from '../budget';
import { trackVideoFileWithStats } from './index';

const SLOW = { timeout: 120_000 };

describe('the tracking budget', () => {
  it('stops after its model runs are spent', SLOW, async () => {
    const run = trackVideoFileWithStats(fixtureVideo(), { budget: { poseRuns: 10, busyMs: TRACKING_BUDGET.busyMs } });
    await expect(run).rejects.toBeInstanceOf(MediaOverLimitError);
    await expect(run).rejects.toThrow(/far more work than a golf swing needs/);
  });

  it('stops after its busy time is spent', SLOW, async () => {
    const run = trackVideoFileWithStats(fixtureVideo(), { budget: { poseRuns: TRACKING_BUDGET.poseRuns, busyMs: 200 } });
    await expect(run).rejects.toBeInstanceOf(MediaOverLimitError);
  });

  it('leaves the real swing well inside the default budget', SLOW, async () => {
    const { stats } = await trackVideoFileWithStats(fixtureVideo());
    expect(stats.inferences).toBeLessThan(TRACKING_BUDGET.poseRuns / 10);
  });
});
