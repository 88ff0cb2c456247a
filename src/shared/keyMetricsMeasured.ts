import { keyMetricsSchema, type AnalysisResults, type KeyMetrics } from './analysis';

type Area = keyof KeyMetrics;
type ScoredResults = Pick<AnalysisResults, 'analysisKind' | 'unjudgedAreas'> & { metrics: readonly { key: string }[] };

/**
 * Which of the four score areas a swing's video could measure. Power is the hands' peak speed,
 * which only a real-time clip shows (a slow-motion clip's clock is rebuilt, issue 7; a photo has
 * no motion); tempo needs motion too. The engine keeps a neutral 5 in the unmeasured areas for the
 * reply's shape, and leaves them out of the overall score; nothing shows them as if measured.
 */
export function unmeasuredAreas(results: ScoredResults): Area[] {
  const measured = new Set(results.metrics.map((metric) => metric.key));
  const areas: Area[] = [];
  if (results.analysisKind === 'posture') areas.push('tempo');
  if (!measured.has('peakHandSpeed')) areas.push('power');
  return areas;
}

/** Areas measured but not scored on a swing the member said was shorter than full (decision 2418). */
export function unjudgedAreas(results: ScoredResults): Area[] {
  return [...(results.unjudgedAreas ?? [])];
}

/** The areas whose score is a neutral 5 kept for the reply's shape: unmeasured or unjudged. */
export function unscoredAreas(results: ScoredResults): Area[] {
  return [...new Set([...unmeasuredAreas(results), ...unjudgedAreas(results)])];
}

/** The areas that carry a real score: the ones a coach may quote, compare and rank. */
export function scoredAreas(results: ScoredResults): Area[] {
  const unscored = unscoredAreas(results);
  return keyMetricsSchema.keyof().options.filter((area) => !unscored.includes(area));
}
