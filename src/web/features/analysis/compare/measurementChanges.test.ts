import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../../../shared/analysis';
import { measurementChanges } from './measurementChanges';

const m = (key: string, value: number, reference?: string): Measurement => ({ key, label: key, value, unit: 'deg', ...(reference ? { reference } : {}) });

describe('measurement changes between two swings', () => {
  it('calls a move towards the range better, whichever way the number goes', () => {
    const rows = measurementChanges(
      [m('tempo', 4.2, '2.8–3.2'), m('turn', 60, '80–100'), m('sway', 6, '< 10')],
      [m('tempo', 3.4, '2.8–3.2'), m('turn', 55, '80–100'), m('sway', 8, '< 10')],
    );
    expect(rows.map((r) => [r.key, r.verdict])).toEqual([
      ['tempo', 'better'],
      ['turn', 'worse'],
      ['sway', 'same'],
    ]);
  });

  it('reads a small move far outside the range as noise, not progress', () => {
    const [row] = measurementChanges([m('lift', -9.1, '-5–5')], [m('lift', -9, '-5–5')]);
    expect(row!.verdict).toBe('same');
  });

  it('lists a measurement only one swing has, without a verdict', () => {
    const rows = measurementChanges([m('plane', 60, '55–72')], [m('sway', 4, '< 10')]);
    expect(rows).toEqual([
      { key: 'sway', label: 'sway', unit: 'deg', reference: '< 10', later: 4, verdict: 'not judged' },
      { key: 'plane', label: 'plane', unit: 'deg', reference: '55–72', earlier: 60, verdict: 'not judged' },
    ]);
  });
});
