import { swingAnalysisSchema } from '../../../shared/analysis';
import type { AnalysisLabels } from '../../../shared/swingLabels';
import { analyzeSwing } from '../../../swing';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { measureAgain, movedFrames } from './adjustEvents';
import { coachingOptions } from './coachingOptions';
import { analysisNotFound } from './ownSwing';
import { findAnalysis, rewriteAnalysis, type AnalysisSummaryRow } from './store';

/**
 * The member changes an upload's details after the fact (the club, the swing's length, the
 * practice type, the focus area): a label left out is cleared. The club and the length change what
 * the swing is judged against, so the result is coached again from the stored track, at the
 * member's moved and confirmed positions; no pose model runs and the stills stay as they are.
 */
export async function relabelAnalysis(ctx: AppContext, user: SessionUser, id: string, given: AnalysisLabels): Promise<AnalysisSummaryRow> {
  const row = await findAnalysis(ctx.db, id);
  if (!row || row.userId !== user.id) throw analysisNotFound();
  if (row.status === 'queued' || row.status === 'processing') throw httpError(409, 'This analysis has not finished: its details can be changed once it has.');
  if (row.status !== 'done' || !row.analysis || !row.track) throw httpError(409, 'This analysis has no result to coach again for other details.');
  const labels = {
    clubUsed: given.clubUsed ?? null,
    swingLength: given.swingLength ?? null,
    practiceType: given.practiceType ?? null,
    focusArea: given.focusArea ?? null,
  };
  const relabelled = { ...row, ...labels, track: row.track, analysis: row.analysis };
  const analysis =
    row.analysis.analysisResults.analysisKind === 'posture'
      ? stillAnalysis(analyzeSwing(row.track, await coachingOptions(ctx.db, relabelled)))
      : (await measureAgain(ctx, relabelled, movedFrames(row.eventAdjustment))).analysis;
  const patch = { ...labels, analysis, overallScore: analysis.analysisResults.analysisKind === 'posture' ? null : analysis.analysisResults.overallScore };
  const rewritten = await rewriteAnalysis(ctx.db, row.id, patch);
  if (!rewritten) throw analysisNotFound();
  return rewritten;
}

function stillAnalysis(outcome: ReturnType<typeof analyzeSwing>) {
  if (outcome.kind !== 'swing') throw httpError(409, 'This photo could not be measured again from its stored pose.');
  return swingAnalysisSchema.parse(outcome.analysis);
}
