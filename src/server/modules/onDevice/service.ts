import { randomUUID } from 'node:crypto';
import { swingAnalysisSchema, type OnDeviceAnalysisBody, type SwingAnalysisDetail } from '../../../shared/analysis';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { notGolfMessage } from '../../../shared/notGolf';
import { analyzeSwing, type SwingOutcome } from '../../../swing';
import type { PoseTrack } from '../../../swing/types';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { coachingOptions } from '../analysis/coachingOptions';
import { insertAnalysis, summaryOf } from '../analysis/store';
import { toDetail } from '../analysis/views';

/** Frames in order, each inside the clip: what the engine assumes of a track it made itself. */
function wellFormed(track: PoseTrack): boolean {
  const ordered = (list: { frame: number }[]) => list.every((item, i) => item.frame < track.frameCount && (i === 0 || item.frame > list[i - 1]!.frame));
  return ordered(track.frames) && ordered(track.motion);
}

/**
 * The server runs the same swing engine on the device's track that an upload's job runs on its own
 * track, so the stored result is the engine's, not numbers the browser sent; the video is never
 * here. The row is written finished: there is no file to process and no job.
 */
export async function storeOnDeviceAnalysis(ctx: AppContext, userId: string, body: OnDeviceAnalysisBody): Promise<SwingAnalysisDetail> {
  const { track, file, clubUsed, practiceType, focusArea, swingLength } = body;
  const invalid = () => new HttpError(422, 'This keypoint track is not one the on-device analysis makes.', {}, { code: ERROR_CODES.invalidRequest });
  if (!wellFormed(track)) throw invalid();
  const id = randomUUID();
  const createdAt = new Date();
  const labels = { clubUsed: clubUsed ?? null, practiceType: practiceType ?? null, focusArea: focusArea ?? null, swingLength: swingLength ?? null };
  const options = await coachingOptions(ctx.db, { id, userId, createdAt, ...labels } as Parameters<typeof coachingOptions>[1]);
  let outcome: SwingOutcome;
  try {
    outcome = analyzeSwing(track, options);
  } catch {
    throw invalid();
  }
  if (outcome.kind === 'not_golf') throw new HttpError(422, notGolfMessage(outcome.cause, track.source), {}, { code: ERROR_CODES.nonGolfContent });
  const analysis = swingAnalysisSchema.parse(outcome.analysis);
  const row = await insertAnalysis(ctx.db, {
    id,
    userId,
    createdAt,
    status: 'done',
    stage: 'done',
    stageFraction: 1,
    sourceKind: 'device',
    // No file is stored: the keys stay empty and the video route has nothing to serve.
    originalKey: '',
    originalMime: file.type,
    originalSize: file.size,
    originalSha256: file.sha256,
    track,
    analysis,
    overallScore: analysis.analysisResults.analysisKind === 'posture' ? null : analysis.analysisResults.overallScore,
    ...labels,
    completedAt: createdAt,
  });
  return toDetail(summaryOf(row));
}
