import { useQuery } from '@tanstack/react-query';
import { latestPerformanceSchema, performanceTrendsSchema, type PerformanceRange } from '../../../shared/performance';
import { apiJson } from '../../lib/api';

/** Every performance query starts with this segment, so one invalidation refreshes them all. */
export const PERFORMANCE_KEY = '/api/performance-metrics';

/**
 * Performance data is fetched only when a signed-in user id exists (spec §6). Sessions change
 * whenever an analysis finishes elsewhere, so the screen reloads them each time it opens.
 */
export function usePerformanceTrends(userId: string | undefined, days: PerformanceRange) {
  return useQuery({
    queryKey: [PERFORMANCE_KEY, userId, `trends?days=${days}`],
    queryFn: async ({ queryKey }) => performanceTrendsSchema.parse(await apiJson('GET', queryKey.join('/'))),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

export function useLatestPerformance(userId: string | undefined) {
  return useQuery({
    queryKey: [PERFORMANCE_KEY, userId, 'latest'],
    queryFn: async ({ queryKey }) => latestPerformanceSchema.parse(await apiJson('GET', queryKey.join('/'))),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}
