import { useMutation } from '@tanstack/react-query';
import { swingAnalysisDetailSchema } from '../../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../../shared/routes';
import { apiJson } from '../../../lib/api';
import { useRemeasured } from './useEventAdjustment';

/**
 * Measures another swing of a clip of several (PUT …/swing, decision 2414). The reply is the detail
 * measured on that swing, with the member's moves and confirmations reset: stored as a move's reply is.
 */
export function useSwingChoice(id: string) {
  return useMutation({
    mutationFn: async (swing: number) => swingAnalysisDetailSchema.parse(await apiJson('PUT', pathTo(API_ROUTES.analysisSwingChoice, { id }), { swing })),
    onSuccess: useRemeasured(id),
  });
}
