import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { ownTrackedSwing, remeasure } from './adjustEvents';
import type { AnalysisSummaryRow } from './store';

/**
 * The member picks which swing of a clip of several to keep (issue 24, decision 2414): that swing
 * is measured from the stored track in place of the one measured before. Moved markers and
 * "Looks right" belonged to the other swing's frames, so both are dropped; no pose model runs.
 */
export async function chooseSwing(ctx: AppContext, user: SessionUser, id: string, swing: number): Promise<AnalysisSummaryRow> {
  const row = await ownTrackedSwing(ctx, user, id);
  const count = row.analysis.analysisResults.clipSwings?.topsMs.length ?? 1;
  if (count === 1) throw httpError(409, 'This clip holds one swing: there is no other to measure.');
  if (swing >= count) throw httpError(400, `This clip holds ${count} swings: choose one from 0 to ${count - 1}.`);
  return remeasure(ctx, row, {}, swing);
}
