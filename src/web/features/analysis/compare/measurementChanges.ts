import type { Measurement } from '../../../../shared/analysis';
import { distanceFromReference } from '../../../../shared/referenceRange';

export type Verdict = 'better' | 'worse' | 'same' | 'not judged';

export interface MeasurementChange {
  key: string;
  label: string;
  unit: string;
  reference?: string;
  earlier?: number;
  later?: number;
  verdict: Verdict;
}

/**
 * A distance that moves by less than this is read as no change: measurement noise, in the unit
 * (0.05) or a tenth of how far out of range the value already is, whichever is larger.
 */
const NOISE = { absolute: 0.05, relative: 0.1 } as const;

/** Every measurement of either swing, in the later swing's order, with both values and a verdict. */
export function measurementChanges(earlier: readonly Measurement[], later: readonly Measurement[]): MeasurementChange[] {
  const keys = [...new Set([...later, ...earlier].map((m) => m.key))];
  return keys.map((key) => {
    const a = earlier.find((m) => m.key === key);
    const b = later.find((m) => m.key === key);
    const info = (b ?? a)!;
    const row = { key, label: info.label, unit: info.unit, ...(info.reference ? { reference: info.reference } : {}) };
    if (!a || !b) return { ...row, ...(a ? { earlier: a.value } : {}), ...(b ? { later: b.value } : {}), verdict: 'not judged' };
    const before = distanceFromReference(a.value, info.reference);
    const after = distanceFromReference(b.value, info.reference);
    const verdict: Verdict =
      before === null || after === null
        ? 'not judged'
        : Math.abs(after - before) < Math.max(NOISE.absolute, NOISE.relative * Math.max(before, after))
          ? 'same'
          : after < before
            ? 'better'
            : 'worse';
    return { ...row, earlier: a.value, later: b.value, verdict };
  });
}
