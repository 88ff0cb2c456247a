import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import { createdShareLinkSchema, shareLinkListSchema, sharedSwingSchema, type ShareLinkBody } from '../../../shared/sharing';
import { apiJson, apiRequest } from '../../lib/api';

/** Share links over HTTP (src/server/modules/sharing), parsed with the shared schemas. */

const linksPath = (analysisId: string) => pathTo(API_ROUTES.analysisShareLinks, { id: analysisId });

/** What a link opens; a revoked or unknown link is a 404 error, not retried. */
export function useSharedSwing(token: string) {
  return useQuery({
    queryKey: [pathTo(API_ROUTES.sharedSwing, { token })],
    queryFn: async () => sharedSwingSchema.parse(await apiJson('GET', pathTo(API_ROUTES.sharedSwing, { token }))),
    retry: false,
  });
}

export function useShareLinks(analysisId: string) {
  return useQuery({
    queryKey: [linksPath(analysisId)],
    queryFn: async () => shareLinkListSchema.parse(await apiJson('GET', linksPath(analysisId))),
  });
}

export function useShareLinkChanges(analysisId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [linksPath(analysisId)] });
  const make = useMutation({
    mutationFn: async (body: ShareLinkBody) => createdShareLinkSchema.parse(await apiJson('POST', linksPath(analysisId), body)),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: async (linkId: string) => {
      await apiRequest('DELETE', pathTo(API_ROUTES.analysisShareLink, { id: analysisId, linkId }));
    },
    onSuccess: refresh,
  });
  return { make, revoke };
}
