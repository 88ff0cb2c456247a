import type { FaultArea } from '../../../shared/analysis';
import { FAULT_RULES } from '../../../swing/faults';

/** A fault as stored in an analysis result; `area` is missing in results stored before it was carried. */
export interface StoredFault {
  code: string;
  area?: FaultArea;
}

// The database computes the same for every stored result (fc_fault_areas, migration 0011, decision
// 1501); tests/api/analysis-speed.test.ts checks the two agree on every catalogue code.
const CATALOGUE_AREA = new Map<string, FaultArea>(FAULT_RULES.map((rule) => [rule.code, rule.area]));

/**
 * The areas of a result's faults, in their order. A fault without its area is an older result:
 * it gets the area the engine's catalogue gives the same code, and is left out when the code is no
 * longer in the catalogue (nothing is guessed from the code's words).
 */
export function faultAreasOf(faults: readonly StoredFault[]): FaultArea[] {
  return faults.flatMap((fault) => {
    const area = fault.area ?? CATALOGUE_AREA.get(fault.code);
    return area ? [area] : [];
  });
}
