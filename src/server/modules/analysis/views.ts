import type { ResultsSummary, SwingAnalysisDetail, SwingAnalysisSummary, SwingEventName } from '../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import type { AnalysisListRow, AnalysisSummaryRow } from './store';

/** Turns rows into the reply shapes of src/shared/analysis.ts; file keys become our own URLs. */

const videoPath = (id: string) => pathTo(API_ROUTES.analysisVideo, { id });
const trackPath = (id: string) => pathTo(API_ROUTES.analysisTrack, { id });
const thumbnailPath = (id: string, event: SwingEventName) => pathTo(API_ROUTES.analysisThumbnail, { id, event });

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

/** The detail without the keypoint track: the player fetches that from trackUrl, once (it never changes). */
export function toDetail(row: AnalysisSummaryRow & { hasTrack: boolean }): SwingAnalysisDetail {
  const thumbnails: SwingAnalysisDetail['thumbnails'] = {};
  for (const event of Object.keys(row.thumbnails) as SwingEventName[]) thumbnails[event] = thumbnailPath(row.id, event);
  return {
    ...toSummary(row),
    userId: row.userId,
    analysis: row.analysis,
    trackUrl: row.hasTrack ? trackPath(row.id) : null,
    thumbnails,
    videoUrl: row.playbackKey ? videoPath(row.id) : null,
    ...(row.eventConfirmations.length > 0 ? { eventConfirmations: row.eventConfirmations } : {}),
  };
}
