import type { SwingEvent } from '../../../../shared/analysis';

/** A moment that is the same swing position in both clips: seconds in A and in B. */
export interface Anchor {
  name: SwingEvent['name'];
  a: number;
  b: number;
}

/**
 * The events both swings have, in A's order, as time pairs. An event out of order in B (which
 * would make time run backwards) is dropped, so the mapping is always increasing.
 */
export function matchingAnchors(eventsA: readonly SwingEvent[], eventsB: readonly SwingEvent[]): Anchor[] {
  const inB = new Map(eventsB.map((event) => [event.name, event.timeMs / 1000]));
  const pairs = eventsA
    .filter((event) => inB.has(event.name))
    .map((event) => ({ name: event.name, a: event.timeMs / 1000, b: inB.get(event.name)! }))
    .sort((x, y) => x.a - y.a);
  const anchors: Anchor[] = [];
  for (const pair of pairs) {
    const last = anchors[anchors.length - 1];
    if (!last || (pair.a > last.a && pair.b > last.b)) anchors.push(pair);
  }
  return anchors;
}

/** Index of the segment holding t: -1 before the first anchor, anchors.length - 1 after the last. */
function segmentOf(t: number, anchors: readonly Anchor[]): number {
  let index = -1;
  while (index + 1 < anchors.length && anchors[index + 1]!.a <= t) index += 1;
  return index;
}

/**
 * Where B should be when A is at `t`: piecewise linear between matching events, so each phase of
 * the swing (takeaway→top, top→impact…) lines up however fast each golfer moved through it.
 * Before the first and after the last event both clips run at the same speed.
 */
export function mapTime(t: number, anchors: readonly Anchor[]): number {
  if (anchors.length === 0) return t;
  const index = segmentOf(t, anchors);
  if (index === -1) return t - anchors[0]!.a + anchors[0]!.b;
  if (index === anchors.length - 1) return t - anchors[index]!.a + anchors[index]!.b;
  const from = anchors[index]!;
  const to = anchors[index + 1]!;
  return from.b + ((t - from.a) * (to.b - from.b)) / (to.a - from.a);
}

/** How fast B must play, relative to A, at A's time t (the slope of the mapping there). */
export function rateFactorAt(t: number, anchors: readonly Anchor[]): number {
  const index = segmentOf(t, anchors);
  if (index === -1 || index === anchors.length - 1) return 1;
  const from = anchors[index]!;
  const to = anchors[index + 1]!;
  return (to.b - from.b) / (to.a - from.a);
}

/** The same anchors seen from B: maps B's time to A's (for drawing A's ghost over B). */
export function swapAnchors(anchors: readonly Anchor[]): Anchor[] {
  return anchors.map(({ name, a, b }) => ({ name, a: b, b: a }));
}
