import { describe, expect, it } from 'vitest';
import { FAULT_RULES } from '../../../swing/faults';
import { faultAreasOf } from './faultAreas';

describe('faultAreasOf', () => {
  it('takes the area the engine stored on each fault', () => {
    expect(
      faultAreasOf([
        { code: 'sway', area: 'balance' },
        { code: 'quick_tempo', area: 'tempo' },
      ]),
    ).toEqual(['balance', 'tempo']);
  });

  it('gives a result stored before faults carried their area the catalogue’s area for the code, and drops unknown codes', () => {
    const overTheTop = FAULT_RULES.find((rule) => rule.code === 'over_the_top')!;
    expect(faultAreasOf([{ code: 'over_the_top' }, { code: 'retired_fault' }])).toEqual([overTheTop.area]);
  });
});
