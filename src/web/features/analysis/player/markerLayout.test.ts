import { describe, expect, it } from 'vitest';
import type { SwingEvent } from '../../../../shared/analysis';
import { layoutMarkers, MARKER } from './markerLayout';

const NAMES = ['address', 'takeaway', 'toeUp', 'midBackswing', 'top', 'midDownswing', 'impact', 'midFollowThrough', 'finish'] as const;
/** The fixture's events (ms): a swing packed into under two seconds of a nine-second clip. */
const TIMES = [3170, 3340, 3500, 3740, 4100, 4300, 4400, 4500, 5000];
const events: SwingEvent[] = NAMES.map((name, k) => ({ name, frame: k, timeMs: TIMES[k]! }));

describe('timeline markers', () => {
  it.each([320, 375, 768, 1200])('never overlap and stay on a %i px track', (width) => {
    const placed = layoutMarkers(events, 9, width);
    expect(placed.map((p) => p.event.name)).toEqual([...NAMES]);
    for (const a of placed) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.width).toBeGreaterThanOrEqual(MARKER.minWidth);
      expect(a.left + a.width).toBeLessThanOrEqual(width);
      for (const b of placed) {
        if (a === b || a.lane !== b.lane) continue;
        expect(a.left + a.width <= b.left || b.left + b.width <= a.left, `${a.event.name} / ${b.event.name}`).toBe(true);
      }
    }
  });

  it('puts Address and Takeaway, 0.17 s apart, in different rows on a phone', () => {
    const [address, takeaway] = layoutMarkers(events, 9, 340);
    expect(address!.lane).not.toBe(takeaway!.lane);
  });

  it.each([280, 300, 320, 375, 768, 1200])('stacks the chips of a swing packed into two seconds at most two rows high on a %i px track', (width) => {
    const placed = layoutMarkers(events, 9, width);
    expect(Math.max(...placed.map((p) => p.lane)) + 1).toBeLessThanOrEqual(2);
  });

  it('keeps well-spaced events in one row', () => {
    const spread = NAMES.map((name, k) => ({ name, frame: k, timeMs: k * 1000 }));
    expect(new Set(layoutMarkers(spread, 9, 1200).map((p) => p.lane))).toEqual(new Set([0]));
  });
});
