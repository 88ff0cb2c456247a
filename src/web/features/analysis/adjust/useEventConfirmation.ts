import { useMutation } from '@tanstack/react-query';
import { swingAnalysisDetailSchema, type SwingEvent } from '../../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../../shared/routes';
import { apiJson } from '../../../lib/api';
import { useRemeasured } from './useEventAdjustment';

/**
 * "Looks right" on an event the engine was unsure of (PUT …/events/{event}/confirmation with the
 * frame on screen). The reply is the detail with the confirmation and its faults judged in full
 * (decision 2611), so the score may change: stored as a move's reply is.
 */
export function useEventConfirmation(id: string) {
  return useMutation({
    mutationFn: async (event: SwingEvent) =>
      swingAnalysisDetailSchema.parse(await apiJson('PUT', pathTo(API_ROUTES.analysisEventConfirmation, { id, event: event.name }), { frame: event.frame })),
    onSuccess: useRemeasured(id),
  });
}
