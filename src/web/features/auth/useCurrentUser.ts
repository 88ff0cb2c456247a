import { useQuery } from '@tanstack/react-query';
import type { PublicUser, UserReply } from '../../../shared/auth';
import { API_ROUTES } from '../../../shared/routes';
import { getQueryFn } from '../../lib/queryClient';
import { AUTH_STALE_TIME_MS } from '../../lib/timings';

export const CURRENT_USER_KEY = [API_ROUTES.me] as const;

const loadReply = getQueryFn<UserReply>({ on401: 'returnNull' });

/** The signed-in user, or null when logged out (a 401 from /api/auth/me); cached 5 minutes. */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => (await loadReply(context))?.user ?? null,
    staleTime: AUTH_STALE_TIME_MS,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
