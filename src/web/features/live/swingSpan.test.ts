import { describe, expect, it } from 'vitest';
import type { LivePhase } from '../../../shared/live';
import { SET_UP_LEAD_MS, SwingSpan } from './swingSpan';

/** Readings of frames taken every 500 ms from 10 s on, in the order the server read them. */
function readAll(span: SwingSpan, phases: LivePhase[]) {
  return phases.map((phase, i) => span.read(phase, 10_000 + i * 500));
}

describe('SwingSpan', () => {
  it('places a completed swing at its frames’ moments: from a second before the last address reading to the follow-through', () => {
    const span = new SwingSpan();
    const done = readAll(span, ['address', 'address', 'address', 'backswing', 'backswing', 'impact', 'follow-through', 'follow-through']);
    expect(done.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(done[6]).toEqual({ from: 11_000 - SET_UP_LEAD_MS, followThroughAt: 13_000 });
    expect(done[7]).toBeNull();
  });

  it('holds the swing under way from its set-up, and starts again at the next address', () => {
    const span = new SwingSpan();
    expect(span.from).toBeNull();
    readAll(span, ['address', 'backswing', 'impact', 'follow-through', 'address', 'address', 'backswing', 'impact', 'follow-through']);
    expect(span.from).toBe(12_500 - SET_UP_LEAD_MS);
  });

  it('offers no swing whose address it never read', () => {
    const span = new SwingSpan();
    expect(readAll(span, ['backswing', 'impact', 'follow-through'])).toEqual([null, null, null]);
  });
});
