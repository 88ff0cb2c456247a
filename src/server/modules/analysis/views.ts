import type { SwingAnalysisDetail, SwingAnalysisSummary, SwingEventName } from '../../../shared/analysis';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import type { SwingAnalysisRow } from '../../db/schema';
import type { AnalysisSummaryRow } from './store';

/** Turns rows into the reply shapes of src/shared/analysis.ts; file keys become our own URLs. */

const videoPath = (id: string) => pathTo(API_ROUTES.analysisVideo, { id });
const thumbnailPath = (id: string, event: SwingEventName) => pathTo(API_ROUTES.analysisThumbnail, { id, event });

function coverEvent(row: AnalysisSummaryRow): SwingEventName | undefined {
  const events = Object.keys(row.thumbnails) as SwingEventName[];
  return events.includes('address') ? 'address' : events[0];
}

export function toSummary(row: AnalysisSummaryRow): SwingAnalysisSummary {
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
    overallScore: row.overallScore,
    analysisResults: row.analysis?.analysisResults ?? null,
    thumbnailUrl: cover ? thumbnailPath(row.id, cover) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    ...(row.eventAdjustment ? { eventAdjustment: row.eventAdjustment } : {}),
  };
}

export function toDetail(row: SwingAnalysisRow): SwingAnalysisDetail {
  const thumbnails: SwingAnalysisDetail['thumbnails'] = {};
  for (const event of Object.keys(row.thumbnails) as SwingEventName[]) thumbnails[event] = thumbnailPath(row.id, event);
  return {
    ...toSummary(row),
    userId: row.userId,
    analysis: row.analysis,
    track: row.track,
    thumbnails,
    videoUrl: row.playbackKey ? videoPath(row.id) : null,
  };
}
