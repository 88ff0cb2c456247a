import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goalProgressSchema, progressSummarySchema, type NewGoal } from '../../../shared/progress';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import { apiJson, apiRequest } from '../../lib/api';

/** The progress summary; goals live inside it, so a goal change refreshes this one query. */
function progressKey(userId: string) {
  return [pathTo(API_ROUTES.progress, { id: userId })] as const;
}

/** Reloaded each time the tab opens: a swing analysed a minute ago belongs in it. */
export function useProgress(userId: string) {
  return useQuery({
    queryKey: progressKey(userId),
    queryFn: async ({ queryKey }) => progressSummarySchema.parse(await apiJson('GET', queryKey.join('/'))),
    refetchOnMount: 'always',
  });
}

export function useAddGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (goal: NewGoal) => goalProgressSchema.parse(await apiJson('POST', pathTo(API_ROUTES.goals, { id: userId }), goal)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
  });
}

export function useDeleteGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (goalId: string) => {
      await apiRequest('DELETE', pathTo(API_ROUTES.goal, { id: userId, goalId }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
  });
}
