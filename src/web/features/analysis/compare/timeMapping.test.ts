import { describe, expect, it } from 'vitest';
import type { SwingEvent } from '../../../../shared/analysis';
import { mapTime, matchingAnchors, rateFactorAt, swapAnchors } from './timeMapping';

const event = (name: SwingEvent['name'], seconds: number): SwingEvent => ({ name, frame: Math.round(seconds * 30), timeMs: seconds * 1000 });

describe('matchingAnchors', () => {
  it('pairs the events both swings have, in time order', () => {
    const a = [event('address', 1), event('top', 2), event('impact', 2.3), event('finish', 3)];
    const b = [event('address', 0.5), event('impact', 2.5), event('top', 2), event('toeUp', 1)];
    expect(matchingAnchors(a, b)).toEqual([
      { name: 'address', a: 1, b: 0.5 },
      { name: 'top', a: 2, b: 2 },
      { name: 'impact', a: 2.3, b: 2.5 },
    ]);
  });
  it('drops an event that is out of order in the other swing', () => {
    const a = [event('address', 1), event('top', 2), event('impact', 3)];
    const b = [event('address', 1), event('top', 4), event('impact', 3)];
    expect(matchingAnchors(a, b).map((anchor) => anchor.name)).toEqual(['address', 'top']);
  });
  it('is empty when nothing matches', () => {
    expect(matchingAnchors([event('top', 1)], [event('impact', 1)])).toEqual([]);
  });
});

describe('mapTime', () => {
  // A's backswing takes 1 s, B's 2 s; A's downswing 0.3 s, B's 0.6 s.
  const anchors = matchingAnchors(
    [event('address', 1), event('top', 2), event('impact', 2.3)],
    [event('address', 0.5), event('top', 2.5), event('impact', 3.1)],
  );
  it('lands each event on the matching event', () => {
    expect(mapTime(1, anchors)).toBeCloseTo(0.5);
    expect(mapTime(2, anchors)).toBeCloseTo(2.5);
    expect(mapTime(2.3, anchors)).toBeCloseTo(3.1);
  });
  it('interpolates linearly inside a phase', () => {
    expect(mapTime(1.5, anchors)).toBeCloseTo(1.5); // halfway through the backswing
    expect(mapTime(2.15, anchors)).toBeCloseTo(2.8); // halfway through the downswing
  });
  it('keeps the same speed before the first and after the last event', () => {
    expect(mapTime(0, anchors)).toBeCloseTo(-0.5);
    expect(mapTime(0.8, anchors)).toBeCloseTo(0.3);
    expect(mapTime(3.3, anchors)).toBeCloseTo(4.1);
  });
  it('is the identity without anchors and an offset with one', () => {
    expect(mapTime(1.7, [])).toBe(1.7);
    expect(mapTime(1.7, [{ name: 'impact', a: 1, b: 3 }])).toBeCloseTo(3.7);
  });
  it('gives the playback rate B needs in each phase', () => {
    expect(rateFactorAt(1.5, anchors)).toBeCloseTo(2);
    expect(rateFactorAt(2.1, anchors)).toBeCloseTo(2);
    expect(rateFactorAt(0.2, anchors)).toBe(1);
    expect(rateFactorAt(5, anchors)).toBe(1);
  });
});

describe('swapAnchors', () => {
  it('maps B back onto A, so each swing can be drawn over the other at the same position', () => {
    const anchors = matchingAnchors(
      [event('address', 1), event('top', 2), event('impact', 2.3), event('finish', 3.5)],
      [event('address', 0.5), event('top', 2.5), event('impact', 3.1), event('finish', 4)],
    );
    const back = swapAnchors(anchors);
    for (const t of [0.2, 1, 1.4, 2, 2.15, 2.3, 3, 3.5, 5]) expect(mapTime(mapTime(t, anchors), back)).toBeCloseTo(t);
    expect(mapTime(3.1, back)).toBeCloseTo(2.3);
  });
});
