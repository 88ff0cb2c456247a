import { useMutation, useQueryClient } from '@tanstack/react-query';
import { swingAnalysisDetailSchema, type SwingAnalysisDetail } from '../../../../shared/analysis';
import type { EventFrames } from '../../../../shared/eventAdjustment';
import { apiJson } from '../../../lib/api';
import { API_ROUTES, pathTo } from '../../../../shared/routes';
import { analysisKey, refreshAnalysisLists } from '../api';

const eventsPath = (id: string) => pathTo(API_ROUTES.analysisEvents, { id });

/** The member's progress and performance queries: their keys are the paths they read, up to the member's id. */
const MEMBER_STATS_PREFIXES = [API_ROUTES.progress, API_ROUTES.performanceTrends].map((pattern) => pattern.slice(0, pattern.indexOf(':')));
const countsScores = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && MEMBER_STATS_PREFIXES.some((prefix) => (queryKey[0] as string).startsWith(prefix));

/**
 * Stores a re-measured analysis the server sent back: it replaces the cached one at once, and the
 * lists and statistics that count its score are read again.
 */
export function useRemeasured(id: string) {
  const queryClient = useQueryClient();
  return (detail: SwingAnalysisDetail) => {
    queryClient.setQueryData(analysisKey(id), detail);
    void refreshAnalysisLists(queryClient);
    void queryClient.invalidateQueries({ predicate: (query) => countsScores(query.queryKey) });
  };
}

/** Moving events and restoring the detected ones (PUT / DELETE …/events); the reply is the re-measured analysis. */
export function useEventAdjustment(id: string) {
  const onSuccess = useRemeasured(id);
  const move = useMutation({
    mutationFn: async (events: EventFrames) => swingAnalysisDetailSchema.parse(await apiJson('PUT', eventsPath(id), { events })),
    onSuccess,
  });
  const restore = useMutation({
    mutationFn: async () => swingAnalysisDetailSchema.parse(await apiJson('DELETE', eventsPath(id))),
    onSuccess,
  });
  return { move, restore, pending: move.isPending || restore.isPending, error: move.error ?? restore.error };
}
