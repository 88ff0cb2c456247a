import { describe, expect, it } from 'vitest';
import { dayOnceLabels, sessionDayTicks } from './chartStyle';

describe('the date under each session of a chart', () => {
  it('names a day once, under its first session', () => {
    const morning = ['2026-12-05T07:37:00Z', '2026-12-05T07:44:00Z', '2026-12-05T07:47:00Z', '2026-12-06T18:02:00Z'];
    expect(dayOnceLabels(morning)).toEqual(['5 Dec', '', '', '6 Dec']);
    // The same day of the month a year apart is another day.
    expect(dayOnceLabels(['2025-12-05', '2026-12-05'])).toEqual(['5 Dec', '5 Dec']);
  });

  it('labels an axis over the sessions’ own timestamps', () => {
    const ticks = sessionDayTicks([{ sessionDate: '2026-12-05T07:37:00.000Z' }, { sessionDate: '2026-12-05T07:44:00.000Z' }]);
    expect([ticks('2026-12-05T07:37:00.000Z'), ticks('2026-12-05T07:44:00.000Z')]).toEqual(['5 Dec', '']);
  });
});
