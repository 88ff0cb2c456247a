import type { ModelSwing } from '../../../shared/modelSwing';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { findAnalysisSummary } from '../analysis/store';
import * as store from './store';

/**
 * The member's own model swing (issue 33, decision 3320). Only the member chooses it, among
 * their own finished swings with a skeleton; anyone else's analysis (an admin's or a coach's
 * caller included) gets the same 404 as a missing one, so an id confirms nothing.
 */

export async function modelSwingOf(ctx: AppContext, user: SessionUser): Promise<ModelSwing | null> {
  const row = await store.modelSwingOf(ctx.db, user.id);
  if (!row) return null;
  return { analysisId: row.analysisId, markedAt: row.markedAt.toISOString(), overallScore: row.overallScore, createdAt: row.createdAt.toISOString() };
}

export async function keepModelSwing(ctx: AppContext, user: SessionUser, analysisId: string): Promise<ModelSwing> {
  const row = await findAnalysisSummary(ctx.db, analysisId);
  if (!row || row.userId !== user.id) throw httpError(404, 'This swing analysis does not exist (it may have been deleted).');
  if (row.status !== 'done' || !row.analysis || !row.hasTrack)
    throw httpError(409, 'This analysis has not finished, so it has no skeleton to compare with yet.');
  if (row.analysisKind === 'posture') throw httpError(409, 'A photo has no swing to compare with: choose one of your swing videos as your model.');
  await store.keepModelSwing(ctx.db, user.id, analysisId);
  return (await modelSwingOf(ctx, user))!;
}

export async function forgetModelSwing(ctx: AppContext, user: SessionUser): Promise<void> {
  if (!(await store.forgetModelSwing(ctx.db, user.id))) throw httpError(404, 'You have no model swing to remove.');
}
