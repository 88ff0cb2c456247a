import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CurrentUserReply, PublicUser } from '../../shared/auth';
import { API_ROUTES, ROUTES } from '../../shared/routes';
import { TOASTS } from '../../shared/texts';
import { toast } from '../components/ui/toast-store';
import { apiRequest } from './api';
import { forgetMember } from './forgetMember';
import { getQueryFn } from './queryClient';
import { AUTH_STALE_TIME_MS } from './timings';

/** The session everything reads: the shell, the guards, the pages that greet the member. */
export const CURRENT_USER_KEY = [API_ROUTES.me] as const;

// The server answers a visitor 200 with a null user (decision 1020); a 401 still reads as nobody (spec §7).
const loadReply = getQueryFn<CurrentUserReply>({ on401: 'returnNull' });

/** The signed-in user, or null when logged out; cached 5 minutes. */
export function useCurrentUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => (await loadReply(context))?.user ?? null,
    staleTime: AUTH_STALE_TIME_MS,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/**
 * Logout leaves the visitor's home page with nothing of the member in memory (issue 26: the next
 * person at a shared computer); a failure is only logged (spec §8).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', API_ROUTES.logout, {});
    },
    onSuccess: async () => {
      // Home first (replacing the address, so Back reaches the member's earlier pages, which then
      // ask for a login): forgotten on a members' page, its guard would send the visitor to /login.
      await navigate(ROUTES.home.path, { replace: true });
      forgetMember(queryClient, CURRENT_USER_KEY);
      toast(TOASTS.logoutSuccess);
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
