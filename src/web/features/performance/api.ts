import { useQuery } from '@tanstack/react-query';
import { latestPerformanceSchema, performanceTrendsSchema, type PerformanceRange } from '../../../shared/performance';
import { API_ROUTES, pathTo, withQuery } from '../../../shared/routes';
import { apiJson } from '../../lib/api';

/**
 * Performance data is fetched only when a signed-in user id exists (spec §6). Sessions change
 * whenever an analysis finishes elsewhere, so the screen reloads them each time it opens.
 */
export function usePerformanceTrends(userId: string | undefined, days: PerformanceRange) {
  return useQuery({
    queryKey: [withQuery(pathTo(API_ROUTES.performanceTrends, { userId: userId ?? '' }), { days: String(days) })],
    queryFn: async ({ queryKey }) => performanceTrendsSchema.parse(await apiJson('GET', queryKey.join('/'))),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

export function useLatestPerformance(userId: string | undefined) {
  return useQuery({
    queryKey: [pathTo(API_ROUTES.latestPerformance, { userId: userId ?? '' })],
    queryFn: async ({ queryKey }) => latestPerformanceSchema.parse(await apiJson('GET', queryKey.join('/'))),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}
