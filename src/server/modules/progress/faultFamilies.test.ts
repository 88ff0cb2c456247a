import { describe, expect, it } from 'vitest';
import { faultFamilyOf } from '../../../shared/progress';
import { FAULT_RULES } from '../../../swing/faults';

// The focus areas group faults by words in their codes; this keeps the engine's real catalogue covered.
describe('fault families of the engine catalogue', () => {
  it('puts every fault the engine can report in a named family', () => {
    const unplaced = FAULT_RULES.filter((rule) => faultFamilyOf(rule.code).area === 'Other').map((rule) => rule.code);
    expect(unplaced).toEqual([]);
  });

  it('places the catalogue’s faults where a coach would', () => {
    const areaOf = (code: string) => faultFamilyOf(code).area;
    expect(areaOf('tempo_ratio_low')).toBe('Tempo & Rhythm');
    expect(areaOf('slow_backswing')).toBe('Tempo & Rhythm');
    expect(areaOf('wide_stance')).toBe('Balance & Stability');
    expect(areaOf('straight_knees')).toBe('Posture');
    expect(areaOf('reverse_spine')).toBe('Posture');
    expect(areaOf('steep_backswing')).toBe('Swing Plane & Path');
    expect(areaOf('casting')).toBe('Arms & Release');
    expect(areaOf('limited_turn')).toBe('Rotation & Power');
  });
});
