import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, users } from '../../db/schema';

/** What a deleted account's payments show instead of its e-mail (decision 2600). */
export const DELETED_ACCOUNT_EMAIL = 'deleted account';

/**
 * Every table that belongs to a member references users with ON DELETE CASCADE, except payments:
 * financial records outlive the account (decision 2600), so they lose the e-mail here and the
 * user and plan references by ON DELETE SET NULL, and keep the amount, plan type and dates.
 */
export async function deleteUser(db: Pick<Database, 'transaction'>, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(payments).set({ customerEmail: DELETED_ACCOUNT_EMAIL }).where(eq(payments.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
