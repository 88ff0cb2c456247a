import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  analysisAcceptedSchema,
  swingAnalysisDetailSchema,
  swingAnalysisListSchema,
  type SwingAnalysisDetail,
  type SwingAnalysisSummary,
  type UploadSource,
} from '../../../shared/analysis';
import { analysisStatsSchema, localMonthStart, type AnalysisStats } from '../../../shared/memberStats';
import type { PoseTrack } from '../../../shared/poseTrack';
import { API_ROUTES, pathTo, withQuery } from '../../../shared/routes';
import type { AnalysisLabels } from '../../../shared/swingLabels';
import { packedTrackSchema, unpackTrack } from '../../../shared/trackCodec';
import { ApiError, apiJson, apiRequest } from '../../lib/api';

/**
 * The member's swing analyses over HTTP (src/server/modules/analysis): pages of the list, the
 * dashboard's figures, detail, keypoint track, delete and the two ways to start one. Replies are
 * parsed with the shared zod schemas, so a server change that breaks the contract fails loudly
 * here rather than as a blank screen.
 */

export const ANALYSES_KEY = [API_ROUTES.analyses] as const;
export const analysisKey = (id: string) => [...ANALYSES_KEY, id] as const;
const STATS_KEY = [API_ROUTES.analysisStats] as const;
const analysisPath = (id: string) => pathTo(API_ROUTES.analysis, { id });

interface AnalysisPage {
  analyses: SwingAnalysisSummary[];
  /** The next page's address from the Link header; null on the last page. */
  next: string | null;
}

/** `Link: </api/swing-analyses?limit=20&cursor=…>; rel="next"` → the address inside. */
function nextLink(header: string | null): string | null {
  return header?.match(/<([^>]+)>\s*;\s*rel="next"/)?.[1] ?? null;
}

async function fetchAnalysisPage(path: string): Promise<AnalysisPage> {
  const response = await apiRequest('GET', path);
  return { analyses: swingAnalysisListSchema.parse(await response.json()), next: nextLink(response.headers.get('link')) };
}

export async function fetchAnalysis(id: string): Promise<SwingAnalysisDetail> {
  return swingAnalysisDetailSchema.parse(await apiJson('GET', analysisPath(id)));
}

/** While an analysis runs its row changes on the server; the list is re-read this often until none does. */
const RUNNING_LIST_REFRESH_MS = 3000;

const isRunning = (analysis: SwingAnalysisSummary) => analysis.status === 'queued' || analysis.status === 'processing';

/** The member's analyses, newest first, a page at a time; kept fresh while any of them is still being analysed. */
export function useAnalyses() {
  return useInfiniteQuery({
    queryKey: ANALYSES_KEY,
    queryFn: ({ pageParam }) => fetchAnalysisPage(pageParam),
    initialPageParam: API_ROUTES.analyses as string,
    getNextPageParam: (page) => page.next,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.analyses.some(isRunning)) ? RUNNING_LIST_REFRESH_MS : false),
  });
}

/** The dashboard's figures and the member's best swing, added up by the server for the member's own calendar month. */
export function useAnalysisStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: async (): Promise<AnalysisStats> =>
      analysisStatsSchema.parse(await apiJson('GET', withQuery(API_ROUTES.analysisStats, { monthStart: localMonthStart(new Date()).toISOString() }))),
  });
}

/** After an analysis is added, finished or deleted: the list and the figures are read again (the details stay). */
export function refreshAnalysisLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ANALYSES_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: STATS_KEY, exact: true }),
  ]).then(() => undefined);
}

/** How often a finished analysis is read again while the club is traced over its swing (a few seconds' work on the server). */
const CLUB_TRACE_REFRESH_MS = 2000;

/** One analysis; read again while its club is being traced, so the player draws the club path once the track has it. */
export function useAnalysis(id: string | undefined) {
  return useQuery({
    queryKey: analysisKey(id ?? ''),
    queryFn: () => fetchAnalysis(id!),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.clubTrace === 'tracing' ? CLUB_TRACE_REFRESH_MS : false),
  });
}

/** A keypoint track never changes at its address (the server marks it immutable): the address is its identity in the cache. */
export const trackKey = (trackUrl: string) => ['track', trackUrl] as const;

/**
 * The keypoint track the player draws. When the same analysis's track moves to a new address (it
 * gained the club), the one shown stays until the new one arrives, so the skeleton does not blink.
 */
export function useTrack(trackUrl: string | null | undefined) {
  return useQuery({
    queryKey: trackKey(trackUrl ?? ''),
    queryFn: async (): Promise<PoseTrack> => unpackTrack(packedTrackSchema.parse(await apiJson('GET', trackUrl!))),
    enabled: Boolean(trackUrl),
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) => (previousQuery && sameResource(previousQuery.queryKey[1], trackUrl) ? previous : undefined),
  });
}

/** Two addresses of one resource: the same path, whatever their query strings. */
function sameResource(first: string, second: string | null | undefined): boolean {
  return second != null && first.split('?')[0] === second.split('?')[0];
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', analysisPath(id)),
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: analysisKey(id) });
      return refreshAnalysisLists(queryClient);
    },
  });
}

/** The member cancelled the upload: not a failure to report. */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelledError';
  }
}

export interface AcceptedAnalysis {
  id: string;
}

/** Only the labels the member actually chose go to the server. */
function chosenLabels(labels: AnalysisLabels): Array<[keyof AnalysisLabels, string]> {
  return (Object.entries(labels) as Array<[keyof AnalysisLabels, string | undefined]>).filter((entry): entry is [keyof AnalysisLabels, string] =>
    Boolean(entry[1]),
  );
}

/**
 * Sends the file as multipart with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` gets 0..1 as bytes leave the browser; `source` marks a clip kept from a live
 * session. Failures reject with the same ApiError the rest of the app uses ("<status>: <body>").
 */
export function uploadSwingFile(
  file: File,
  labels: AnalysisLabels,
  onProgress: (fraction: number) => void,
  source?: UploadSource,
): { done: Promise<AcceptedAnalysis>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<AcceptedAnalysis>((resolve, reject) => {
    xhr.open('POST', API_ROUTES.analyses);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(analysisAcceptedSchema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Please check your connection and try again.'));
    xhr.onabort = () => reject(new UploadCancelledError());
    const form = new FormData();
    // Labels first: the server reads fields in order and the file is streamed as it arrives.
    for (const [name, value] of chosenLabels(labels)) form.append(name, value);
    if (source) form.append('source', source);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** The URL variant of the same route: the server fetches the video itself. */
export async function submitSwingUrl(videoUrl: string, labels: AnalysisLabels): Promise<AcceptedAnalysis> {
  const body = { videoUrl, ...Object.fromEntries(chosenLabels(labels)) };
  return analysisAcceptedSchema.parse(await apiJson('POST', API_ROUTES.analyses, body));
}
