import type { AnalysisResults, Fault } from '../../../shared/analysis';

const SEVERITY_RANK: Record<Fault['severity'], number> = { high: 0, medium: 1, low: 2 };

/** The fault to name in a list: the most severe one, the engine's order breaking ties. */
export function mainFault(results: Pick<AnalysisResults, 'faults'> | null): Fault | null {
  if (!results || results.faults.length === 0) return null;
  return results.faults.reduce((worst, fault) => (SEVERITY_RANK[fault.severity] < SEVERITY_RANK[worst.severity] ? fault : worst));
}

/** Keeps at most two picks for the comparison; a third pick replaces the earlier of the two. */
export function togglePick(picked: readonly string[], id: string): string[] {
  if (picked.includes(id)) return picked.filter((other) => other !== id);
  return [...picked, id].slice(-2);
}
