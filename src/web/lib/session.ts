import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
/**
 * The members' page a logout is leaving. The router moves home in a transition, while forgetting
 * the member re-renders at once: for that moment the old page's guard sees nobody, and would send
 * the visitor to /login instead of home. It shows nothing there instead.
 */
let leavingPath: string | null = null;

/** Whether this members' page is the one a logout is leaving (see `leavingPath`). */
export function isLeftByLogout(pathname: string): boolean {
  return leavingPath === pathname;
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (leavingPath !== null && pathname !== leavingPath) leavingPath = null;
  }, [pathname]);
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', API_ROUTES.logout, {});
    },
    onSuccess: async () => {
      // Home first (replacing the address, so Back reaches the member's earlier pages, which then
      // ask for a login).
      leavingPath = pathname;
      await navigate(ROUTES.home.path, { replace: true });
      forgetMember(queryClient, CURRENT_USER_KEY);
      toast(TOASTS.logoutSuccess);
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
