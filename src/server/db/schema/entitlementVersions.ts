import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The version of what gives each member premium access: raised by triggers on every write of their
 * plans (subscriptions), their grant, their club seat, and of their club's plan (migration 0023), by
 * whichever process writes. The key of the entitlement cache (decision 3051), read together with
 * the analysis version in one query per request. No row: version 0.
 *
 * Without a foreign key to users, like analysis_versions (decision 1507): the triggers then take no
 * lock on a users row an account deletion holds. A deleted member's row is removed by a trigger on users.
 */
export const entitlementVersions = pgTable('entitlement_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
