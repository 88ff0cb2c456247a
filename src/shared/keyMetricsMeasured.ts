import type { AnalysisResults, KeyMetrics } from './analysis';

/**
 * Which of the four score areas a swing's video could measure. Power is the hands' peak speed,
 * which only a real-time clip shows (a slow-motion clip's clock is rebuilt, issue 7; a photo has
 * no motion); tempo needs motion too. The engine keeps a neutral 5 in the unmeasured areas for the
 * reply's shape, and leaves them out of the overall score; nothing shows them as if measured.
 */
export function unmeasuredAreas(results: { metrics: readonly { key: string }[]; analysisKind?: AnalysisResults['analysisKind'] }): (keyof KeyMetrics)[] {
  const measured = new Set(results.metrics.map((metric) => metric.key));
  const areas: (keyof KeyMetrics)[] = [];
  if (results.analysisKind === 'posture') areas.push('tempo');
  if (!measured.has('peakHandSpeed')) areas.push('power');
  return areas;
}
