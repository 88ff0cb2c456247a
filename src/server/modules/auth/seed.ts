import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { createUserIfAbsent } from './service';
import { findUserByEmail } from './store';

export const DEMO_MEMBER_EMAIL = 'demo@fairwaycoach.local';

/** What this start created: the demo member's id only when the account did not exist before. */
export interface SeededAccounts {
  demoMemberId: string | undefined;
}

/** The administrator and the demo member every installation starts with. */
export async function seedAccounts(ctx: AppContext): Promise<SeededAccounts> {
  const adminEmail = ctx.config.adminEmail ?? 'admin@fairwaycoach.local';
  await ensureAccount(ctx, { email: adminEmail, password: ctx.config.adminPassword, firstName: 'Club', lastName: 'Admin', role: 'admin' });
  const demoMemberId = await ensureAccount(ctx, {
    email: DEMO_MEMBER_EMAIL,
    password: ctx.config.demoPassword,
    firstName: 'Demo',
    lastName: 'Golfer',
    role: 'member',
  });
  return { demoMemberId };
}

/**
 * Creates the account once and returns its id (undefined when it already existed, also when
 * another process starting at the same moment created it first). Without a configured password
 * one is generated and printed a single time, on the start that creates the account, so no
 * password lives in the repository.
 */
async function ensureAccount(
  ctx: AppContext,
  account: { email: string; password: string | undefined; firstName: string; lastName: string; role: 'member' | 'admin' },
): Promise<string | undefined> {
  if (await findUserByEmail(ctx.db, account.email.toLowerCase())) return undefined;
  const password = account.password ?? randomBytes(12).toString('base64url');
  const created = await createUserIfAbsent(ctx, { ...account, password });
  if (!created) return undefined;
  if (!account.password) {
    ctx.log.warn(
      `Created the ${account.role} account ${account.email} with the generated password: ${password} (shown once; set ${account.role === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'} to choose it)`,
    );
  }
  return created.id;
}
