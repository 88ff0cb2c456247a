import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import { videoExportListSchema, videoExportSchema, type ExportBody } from '../../../shared/videoExport';
import { apiJson } from '../../lib/api';

/** Exports over HTTP (src/server/modules/swingExport), parsed with the shared schemas. */

const exportsPath = (analysisId: string) => pathTo(API_ROUTES.analysisExports, { id: analysisId });
/** How often an unfinished export's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

/** The swing's latest exports, newest first; asked again every second while the newest is being made. */
export function useExports(analysisId: string) {
  return useQuery({
    queryKey: [exportsPath(analysisId)],
    queryFn: async () => videoExportListSchema.parse(await apiJson('GET', exportsPath(analysisId))),
    refetchInterval: (query) => {
      const newest = query.state.data?.[0];
      return newest && (newest.status === 'queued' || newest.status === 'rendering') ? PROGRESS_POLL_MS : false;
    },
  });
}

export function useStartExport(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExportBody) => videoExportSchema.parse(await apiJson('POST', exportsPath(analysisId), body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [exportsPath(analysisId)] }),
  });
}

export const summaryCardPath = (analysisId: string) => pathTo(API_ROUTES.analysisSummaryCard, { id: analysisId });
