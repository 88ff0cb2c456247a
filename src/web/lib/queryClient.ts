import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api';

/**
 * The default loader (spec §7): a GET to the query key's segments joined by '/'. With
 * `on401: 'returnNull'` a 401 reads as "nobody" instead of an error (used by the current-user query).
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      const response = await apiRequest('GET', queryKey.join('/'));
      return (await response.json()) as T;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * Spec §9 cache rules: data never goes stale by itself, no refetch on focus, no polling, no
 * retries. Screens that need fresher data invalidate explicitly after a change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
