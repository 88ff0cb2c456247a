import type { SwingEventName } from '../../../shared/analysis';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import type { AppContext } from '../../context';
import { analysisNotFound, ownFinishedSwing } from './ownSwing';
import { findAnalysisSummary, updateAnalysis, type AnalysisSummaryRow } from './store';

/**
 * "Looks right" on an event the engine was unsure of (issue 24, decision 2420): the member's
 * confirmation of the frame they saw is kept beside the results, which it leaves as they are.
 */
export async function confirmEvent(ctx: AppContext, user: SessionUser, id: string, name: SwingEventName, frame: number): Promise<AnalysisSummaryRow> {
  const row = ownFinishedSwing(await findAnalysisSummary(ctx.db, id), user);
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
  if (!(await updateAnalysis(ctx.db, row.id, { eventConfirmations }))) throw analysisNotFound();
  return { ...row, eventConfirmations };
}
