import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, users } from '../../db/schema';

/** What a deleted account's payments show instead of its e-mail (decision 2600). */
export const DELETED_ACCOUNT_EMAIL = 'deleted account';

/**
 * Every table that belongs to a member references users with ON DELETE CASCADE, except payments:
 * financial records outlive the account (decision 2600), so they keep the amount, plan type and
 * dates and lose the e-mail and the references to the member and to the plan paid for (the buyer's
 * own). Those references are cleared here, before the member's row goes, not left to ON DELETE SET
 * NULL: the cascade runs its actions in an order the database picks (by its constraints' object
 * ids), and where it removed the plans last, clearing the payment's member made PostgreSQL check
 * the payment's plan reference again, against a plan already gone, and the deletion failed.
 */
export async function deleteUser(db: Pick<Database, 'transaction'>, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(payments).set({ customerEmail: DELETED_ACCOUNT_EMAIL, userId: null, subscriptionId: null }).where(eq(payments.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
