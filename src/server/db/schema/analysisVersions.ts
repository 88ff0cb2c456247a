import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The version of each member's analyses: raised by a trigger on every insert, update and delete of
 * their swing_analyses rows, by whichever process writes (migration 0016), and the key of their
 * cached read answers (decision 1507). No row: version 0.
 *
 * Not a column of users and without a foreign key to it, on purpose: the trigger then takes no lock
 * on the member's users row, which an account deletion holds while it cascades to the analyses (a
 * running job's update would wait for it while the deletion waits for that row: a deadlock). A
 * deleted member's row is removed by a trigger on users.
 */
export const analysisVersions = pgTable('analysis_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
