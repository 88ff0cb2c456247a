import { pathTo, ROUTES, withQuery } from '../../shared/routes';

/** Links to a member's analyses and how their dates read: shared by the upload, the history and the analysis pages. */

export const HISTORY_HREF = withQuery(ROUTES.dashboard.path, { tab: 'history' });

export const analysisHref = (id: string) => pathTo(ROUTES.analysis.path, { id });

export function compareHref(a: string, b: string): string {
  return withQuery(ROUTES.analysisCompare.path, { a, b });
}

/** One swing held against a model: the modelled swing, or the member's own model swing. */
export function modelCompareHref(id: string, model: 'modelled' | 'mine'): string {
  return withQuery(pathTo(ROUTES.analysisModel.path, { id }), { model });
}

/** "21 Nov 2026, 06:18" in the member's local time. */
export function formatAnalysisDate(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
