import { useMutation } from '@tanstack/react-query';
import { swingAnalysisDetailSchema } from '../../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../../shared/routes';
import type { AnalysisLabels } from '../../../../shared/swingLabels';
import { apiJson } from '../../../lib/api';
import { useRemeasured } from '../adjust/useEventAdjustment';

/**
 * Changes an upload's details afterwards (PUT …/labels; a detail left out is cleared). The reply is
 * the analysis coached again for the club and swing length given, stored as a moved marker's is.
 */
export function useLabelsEdit(id: string) {
  return useMutation({
    mutationFn: async (labels: AnalysisLabels) => swingAnalysisDetailSchema.parse(await apiJson('PUT', pathTo(API_ROUTES.analysisLabels, { id }), labels)),
    onSuccess: useRemeasured(id),
  });
}
