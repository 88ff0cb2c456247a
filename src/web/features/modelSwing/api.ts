import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { modelSwingReplySchema, modelSwingSchema } from '../../../shared/modelSwing';
import { API_ROUTES } from '../../../shared/routes';
import { apiJson, apiRequest } from '../../lib/api';

/** The member's own model swing over HTTP (src/server/modules/modelSwing), parsed with the shared schemas. */

const MODEL_KEY = [API_ROUTES.modelSwing] as const;

export function useModelSwing() {
  return useQuery({
    queryKey: MODEL_KEY,
    queryFn: async () => modelSwingReplySchema.parse(await apiJson('GET', API_ROUTES.modelSwing)).model,
  });
}

export function useModelSwingChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MODEL_KEY });
  const keep = useMutation({
    mutationFn: async (analysisId: string) => modelSwingSchema.parse(await apiJson('PUT', API_ROUTES.modelSwing, { analysisId })),
    onSuccess: refresh,
  });
  const forget = useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', API_ROUTES.modelSwing);
    },
    onSuccess: refresh,
  });
  return { keep, forget };
}
