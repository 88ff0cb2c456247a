import type { AppContext } from '../../context';
import type { SeededAccounts } from '../auth/seed';
import { insertGrant } from './store';

/**
 * The demo member has premium access (the demo bypasses payment, spec §2), granted once when the
 * account is made, so an administrator who revokes it is not overruled at the next start.
 */
export async function seedDemoAccess(ctx: AppContext, accounts: SeededAccounts): Promise<void> {
  if (accounts.demoMemberId) await insertGrant(ctx.db, { userId: accounts.demoMemberId, reason: 'Demo member' });
}
