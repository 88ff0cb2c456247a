import { describe, expect, it } from 'vitest';
import type { MemberSwing } from './memberContext';
import { describeSwing, keyMetricsLine } from './memberFacts';

const swing: MemberSwing = {
  id: 'a',
  date: '2026-11-12',
  club: 'Pitching Wedge',
  shorterSwing: null,
  score: 71,
  keyMetrics: { tempo: 7, balance: 7, power: 6, accuracy: 8 },
  faults: [],
  metrics: [],
  posture: false,
};

describe('a swing named in a coach reply', () => {
  it('says the club and, when the member called it shorter, the length they gave', () => {
    expect(describeSwing(swing)).toBe('Pitching Wedge swing of 12 Nov (71/100)');
    expect(describeSwing({ ...swing, shorterSwing: 'Half swing' })).toBe('Pitching Wedge half swing of 12 Nov (71/100)');
    expect(describeSwing({ ...swing, club: null, shorterSwing: 'Three-quarter swing' })).toBe('three-quarter swing of 12 Nov (71/100)');
    expect(describeSwing({ ...swing, posture: true, shorterSwing: 'Half swing' })).toBe('Pitching Wedge set-up photo of 12 Nov (71/100)');
  });
});

describe('a swing’s scores in a coach reply', () => {
  it('lists the areas the swing scored, and only those', () => {
    expect(keyMetricsLine(swing)).toBe('tempo 7, balance 7, power 6 and accuracy 8 out of 10');
    expect(keyMetricsLine({ ...swing, keyMetrics: { tempo: 7.25, balance: 7, accuracy: 8 } })).toBe('tempo 7.3, balance 7 and accuracy 8 out of 10');
    expect(keyMetricsLine({ ...swing, keyMetrics: { balance: 6, accuracy: 8 } })).toBe('balance 6 and accuracy 8 out of 10');
  });
});
