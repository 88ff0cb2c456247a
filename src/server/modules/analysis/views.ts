import type { ResultsSummary, SwingAnalysisDetail, SwingAnalysisSummary, SwingEventName } from '../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import type { AnalysisListRow, AnalysisSummaryRow } from './store';

/** Turns rows into the reply shapes of src/shared/analysis.ts; file keys become our own URLs. */

const videoPath = (id: string) => pathTo(API_ROUTES.analysisVideo, { id });
const trackPath = (id: string) => pathTo(API_ROUTES.analysisTrack, { id });
const thumbnailPath = (id: string, event: SwingEventName) => pathTo(API_ROUTES.analysisThumbnail, { id, event });

/**
 * What tells a track's versions apart: a video's track gains the club after the result (decision
 * 2816). Its address and its ETag carry this, so each address names a track that never changes.
 */
export function trackVersion(row: Pick<AnalysisSummaryRow, 'clubTrace'>): string {
  return row.clubTrace === 'traced' ? 'club' : 'pose';
}

/** The address of a row's track under `path` (the analysis's own, or a share link's); null until it has one. */
export function trackUrl(path: string, row: Pick<AnalysisSummaryRow, 'hasTrack' | 'clubTrace'>): string | null {
  if (!row.hasTrack) return null;
  // The track as tracking stored it keeps the plain address; a later version names itself in the query.
  const version = trackVersion(row);
  return version === 'pose' ? path : `${path}?v=${version}`;
}

function coverEvent(row: AnalysisListRow): SwingEventName | undefined {
  const events = Object.keys(row.thumbnails) as SwingEventName[];
  return events.includes('address') ? 'address' : events[0];
}

/** The columns the database reads out of a stored result (decision 1501); null until there is one. */
function resultsSummary(row: AnalysisListRow): ResultsSummary | null {
  if (row.resultScore === null) return null;
  return { overallScore: row.resultScore, analysisKind: row.analysisKind ?? 'swing', phase: row.phase ?? '', mainFault: row.mainFault };
}

export function toSummary(row: AnalysisListRow): SwingAnalysisSummary {
  const cover = coverEvent(row);
  return {
    id: row.id,
    status: row.status,
    stage: row.stage,
    fraction: row.stageFraction,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    sourceKind: row.sourceKind,
    mediaKind: row.originalMime.startsWith('image/') ? 'image' : 'video',
    clubUsed: row.clubUsed,
    practiceType: row.practiceType,
    focusArea: row.focusArea,
    swingLength: row.swingLength,
    overallScore: row.overallScore,
    analysisResults: resultsSummary(row),
    thumbnailUrl: cover ? thumbnailPath(row.id, cover) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    ...(row.eventAdjustment ? { eventAdjustment: row.eventAdjustment } : {}),
  };
}

/** The detail without the keypoint track: the player fetches that from trackUrl, once for each address. */
export function toDetail(row: AnalysisSummaryRow & { hasTrack: boolean }): SwingAnalysisDetail {
  const thumbnails: SwingAnalysisDetail['thumbnails'] = {};
  for (const event of Object.keys(row.thumbnails) as SwingEventName[]) thumbnails[event] = thumbnailPath(row.id, event);
  return {
    ...toSummary(row),
    userId: row.userId,
    analysis: row.analysis,
    trackUrl: trackUrl(trackPath(row.id), row),
    ...(row.clubTrace ? { clubTrace: row.clubTrace } : {}),
    thumbnails,
    videoUrl: row.playbackKey ? videoPath(row.id) : null,
    ...(row.eventConfirmations.length > 0 ? { eventConfirmations: row.eventConfirmations } : {}),
  };
}
