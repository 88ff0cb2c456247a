import type { SwingEventName } from '../../../shared/analysis';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import type { AppContext } from '../../context';
import { measureAgain, movedFrames, ownTrackedSwing } from './adjustEvents';
import { analysisNotFound } from './ownSwing';
import { rewriteAnalysis, type AnalysisSummaryRow } from './store';

/**
 * "Looks right" on an event the engine was unsure of (issue 24, decision 2420): the member's
 * confirmation of the frame they saw is kept beside the results. The events stay where they are;
 * the faults are judged again, since a fault at a position the engine was unsure of was called
 * medium at most until someone stood behind the frame (decision 2611).
 */
export async function confirmEvent(ctx: AppContext, user: SessionUser, id: string, name: SwingEventName, frame: number): Promise<AnalysisSummaryRow> {
  const row = await ownTrackedSwing(ctx, user, id);
  const event = row.analysis.analysisResults.events.find((candidate) => candidate.name === name);
  // Only the engine's own reading of a club event carries a confidence; a frame the member placed is already theirs.
  if (!event || event.confidence === undefined) {
    throw httpError(409, `There is nothing to confirm on this swing's ${name}: only an address, top, impact or finish the engine found itself is asked about.`);
  }
  if (event.frame !== frame) {
    throw httpError(409, `This swing's ${name} is on frame ${event.frame} now, not ${frame}: reload the page and check it again.`);
  }
  const eventConfirmations = [
    ...row.eventConfirmations.filter((confirmation) => confirmation.event !== name),
    { event: name, frame, confirmedAt: new Date().toISOString() },
  ];
  const { analysis } = await measureAgain(ctx, { ...row, eventConfirmations }, movedFrames(row.eventAdjustment));
  const patch = { eventConfirmations, analysis, overallScore: analysis.analysisResults.overallScore };
  const rewritten = await rewriteAnalysis(ctx.db, row.id, patch);
  if (!rewritten) throw analysisNotFound();
  return rewritten;
}
