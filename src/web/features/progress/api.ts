import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goalProgressSchema, progressSummarySchema, type NewGoal } from '../../../shared/progress';
import { apiJson, apiRequest } from '../../lib/api';

/** The progress summary; goals live inside it, so a goal change refreshes this one query. */
function progressKey(userId: string) {
  return ['/api/users', userId, 'progress'] as const;
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
    mutationFn: async (goal: NewGoal) => goalProgressSchema.parse(await apiJson('POST', `/api/users/${userId}/goals`, goal)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
  });
}

export function useDeleteGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (goalId: string) => {
      await apiRequest('DELETE', `/api/users/${userId}/goals/${goalId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(userId) }),
  });
}
