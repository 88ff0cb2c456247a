import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StalledAnalysisError } from './deviceAnalysisErrors';
import { withStallBound } from './stallBound';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withStallBound', () => {
  it('ends work that never reports progress with a stall message and aborts its signal', async () => {
    let seen: AbortSignal | undefined;
    const run = withStallBound(
      (_progress, signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      },
      () => undefined,
      1000,
    );
    const outcome = expect(run).rejects.toBeInstanceOf(StalledAnalysisError);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(seen?.aborted).toBe(true);
    await expect(run).rejects.toThrow('nothing moved for 1 seconds');
  });

  it('lets work run past the bound while it keeps reporting progress, and passes the reports on', async () => {
    const reported: number[] = [];
    const run = withStallBound(
      async (progress) => {
        for (const fraction of [0.25, 0.5, 0.75, 1]) {
          await new Promise((resolve) => setTimeout(resolve, 800));
          progress(fraction);
        }
        return 'track';
      },
      (fraction) => reported.push(fraction),
      1000,
    );
    await vi.advanceTimersByTimeAsync(3200);
    await expect(run).resolves.toBe('track');
    expect(reported).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('passes on the work’s own failure', async () => {
    const run = withStallBound(
      () => Promise.reject(new Error('no decoder')),
      () => undefined,
      1000,
    );
    await expect(run).rejects.toThrow('no decoder');
  });
});
