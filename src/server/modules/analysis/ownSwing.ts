import type { SwingAnalysis } from '../../../shared/analysis';
import type { SwingAnalysisRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';

export const analysisNotFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');
export const notFinished = () => httpError(409, 'This analysis has not finished, so it has no events to move yet.');

/**
 * Only the owner changes a swing's events (moves them, confirms them): the results are theirs.
 * Another member (an admin or their club's coach included) gets the same 404 as a missing id, as
 * for reading (decision 0707). The swing must be finished and be a swing, not a posture check.
 */
export function ownFinishedSwing<Row extends Pick<SwingAnalysisRow, 'userId' | 'status' | 'analysis'>>(
  row: Row | undefined,
  user: SessionUser,
): Row & { analysis: SwingAnalysis } {
  if (!row || row.userId !== user.id) throw analysisNotFound();
  if (row.status !== 'done' || !row.analysis) throw notFinished();
  if (row.analysis.analysisResults.analysisKind === 'posture') {
    throw httpError(409, 'A posture check is one still position: it has no swing events to move.');
  }
  return { ...row, analysis: row.analysis };
}
