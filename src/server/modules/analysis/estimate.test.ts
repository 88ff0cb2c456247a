import { describe, expect, it } from 'vitest';
import { estimateSeconds } from './estimate';

const waiting = { runningSeconds: null };

describe('estimateSeconds', () => {
  it('adds the runs ahead, each at the typical time less what it has run, to a waiting analysis’s own typical run', () => {
    expect(estimateSeconds({ ahead: [{ runningSeconds: 25 }, waiting, waiting], typical: 30, own: { fraction: 0, runningSeconds: null } })).toBe(95);
  });

  it('counts a run ahead that outlasts the typical time as about to end, not as negative time', () => {
    expect(estimateSeconds({ ahead: [{ runningSeconds: 90 }], typical: 30, own: { fraction: 0, runningSeconds: null } })).toBe(30);
  });

  it('follows a running analysis’s own pace once a fifth of it is done', () => {
    // Half done in 60 s: 60 s more, whatever the typical run (a 4K clip is slower than most).
    expect(estimateSeconds({ ahead: [], typical: 30, own: { fraction: 0.5, runningSeconds: 60 } })).toBe(60);
    // Early on, its pace says little: the typical run less what it has run.
    expect(estimateSeconds({ ahead: [], typical: 30, own: { fraction: 0.1, runningSeconds: 12 } })).toBe(18);
  });

  it('says nothing of time it cannot know: no finished run to time the queue by', () => {
    expect(estimateSeconds({ ahead: [waiting], typical: null, own: { fraction: 0, runningSeconds: null } })).toBeNull();
    expect(estimateSeconds({ ahead: [], typical: null, own: { fraction: 0.1, runningSeconds: 5 } })).toBeNull();
    expect(estimateSeconds({ ahead: [], typical: null, own: { fraction: 0.8, runningSeconds: 40 } })).toBe(10);
  });
});
