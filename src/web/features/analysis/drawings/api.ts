import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawingListSchema, drawingSchema, type Drawing, type DrawingBody } from '../../../../shared/drawings';
import { API_ROUTES, pathTo } from '../../../../shared/routes';
import { apiJson, apiRequest } from '../../../lib/api';

/** The member's drawings on one analysis over HTTP (src/server/modules/drawings), parsed with the shared schemas. */

const drawingsPath = (analysisId: string) => pathTo(API_ROUTES.analysisDrawings, { id: analysisId });
const drawingPath = (analysisId: string, drawingId: string) => pathTo(API_ROUTES.analysisDrawing, { id: analysisId, drawingId });
export const drawingsKey = (analysisId: string) => [drawingsPath(analysisId)] as const;

export function useDrawings(analysisId: string) {
  return useQuery({
    queryKey: drawingsKey(analysisId),
    queryFn: async (): Promise<Drawing[]> => drawingListSchema.parse(await apiJson('GET', drawingsPath(analysisId))),
  });
}

/** Saves a new drawing (no id) or changes one; deletes with `remove`. The list is read again after each. */
export function useDrawingChanges(analysisId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: drawingsKey(analysisId) });
  const save = useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: DrawingBody }): Promise<Drawing> =>
      drawingSchema.parse(await apiJson(id ? 'PUT' : 'POST', id ? drawingPath(analysisId, id) : drawingsPath(analysisId), body)),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', drawingPath(analysisId, id));
    },
    onSuccess: refresh,
  });
  return { save, remove };
}
