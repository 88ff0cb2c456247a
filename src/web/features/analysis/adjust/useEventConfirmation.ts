import { useMutation, useQueryClient } from '@tanstack/react-query';
import { swingAnalysisDetailSchema, type SwingEvent } from '../../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../../shared/routes';
import { apiJson } from '../../../lib/api';
import { analysisKey } from '../api';

/**
 * "Looks right" on an event the engine was unsure of (PUT …/events/{event}/confirmation with the
 * frame on screen). The reply is the detail with the confirmation; no score changes, so only this
 * analysis is replaced in the cache.
 */
export function useEventConfirmation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (event: SwingEvent) =>
      swingAnalysisDetailSchema.parse(await apiJson('PUT', pathTo(API_ROUTES.analysisEventConfirmation, { id, event: event.name }), { frame: event.frame })),
    onSuccess: (detail) => queryClient.setQueryData(analysisKey(id), detail),
  });
}
