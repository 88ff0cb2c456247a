import type { SwingAnalysisSummary } from '../../../shared/analysis';

/** How the swing came, where that is worth saying beside its labels: a swing kept from a live session. */
export function sourceLabel(analysis: Pick<SwingAnalysisSummary, 'sourceKind'>): string | null {
  return analysis.sourceKind === 'live' ? 'Live session' : null;
}
