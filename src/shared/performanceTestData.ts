import type { ScoredAnalysis } from './performance';

/**
 * TEST DATA for the performance read side: a finished analysis as toPerformanceSessions takes it,
 * with no key metrics and no upload details unless the test gives them.
 */
export function scoredAnalysis(fields: Pick<ScoredAnalysis, 'id' | 'createdAt' | 'overallScore'> & Partial<ScoredAnalysis>): ScoredAnalysis {
  return { keyMetrics: null, clubUsed: null, swingLength: null, practiceType: null, focusArea: null, ...fields };
}
