import { WRONG_PASSWORD_MESSAGE } from '../../../shared/account';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { storageKeys } from '../analysis/service';
import { listAnalysesOf } from '../analysis/store';
import { findUserById } from '../auth/store';
import { verifyPassword } from '../auth/passwords';
import { subscriptionsOf } from '../billing/store';
import { deleteUser } from './store';

/**
 * Erases a member (decision 1014): plans that still renew are cancelled at the provider at once,
 * the video files and derived pictures are removed from storage, and the user row goes with
 * everything that hangs off it (sessions, analyses, profile, goals, checkouts, plans, grants).
 * Payments stay, anonymised (decision 2600). Then every open socket of the member is closed.
 */
export async function deleteAccount(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw httpError(400, WRONG_PASSWORD_MESSAGE);

  // Before anything is removed: if the provider refuses, the member still has an account to retry from.
  for (const plan of await subscriptionsOf(ctx.db, userId)) {
    if (plan.providerSubscriptionId && plan.status !== 'canceled') await ctx.payments.cancelNow(plan.providerSubscriptionId);
  }
  const analyses = await listAnalysesOf(ctx.db, userId);
  await deleteUser(ctx.db, userId);
  // After the rows: a job still running on one of them sees its row gone and cleans its own folder.
  for (const analysis of analyses) await ctx.storage.delete(storageKeys.folder(analysis.id));
  await ctx.realtime.endSessions(userId, null);
}
