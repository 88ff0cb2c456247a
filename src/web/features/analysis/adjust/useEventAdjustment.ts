import { useMutation, useQueryClient } from '@tanstack/react-query';
import { swingAnalysisDetailSchema, type SwingAnalysisDetail } from '../../../../shared/analysis';
import type { EventFrames } from '../../../../shared/eventAdjustment';
import { apiJson } from '../../../lib/api';
import { PERFORMANCE_KEY } from '../../performance/api';
import { analysisKey, analysisPath, ANALYSES_KEY } from '../api';

const eventsPath = (id: string) => `${analysisPath(id)}/events`;

/**
 * Moving events and restoring the detected ones (PUT / DELETE …/events). The reply is the
 * re-measured analysis: it replaces the cached one at once, and the lists and statistics that
 * count its score are read again.
 */
export function useEventAdjustment(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (detail: SwingAnalysisDetail) => {
    queryClient.setQueryData(analysisKey(id), detail);
    void queryClient.invalidateQueries({ queryKey: ANALYSES_KEY, exact: true });
    void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
    void queryClient.invalidateQueries({ queryKey: [PERFORMANCE_KEY] });
  };
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
