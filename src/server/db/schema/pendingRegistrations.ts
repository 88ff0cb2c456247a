import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Registrations waiting for their e-mail to be confirmed (decision 0708). One row per address:
 * registering again replaces it. The account is only created when the e-mailed link is opened, so
 * register never has to say whether the address already has one. The link's token is created by
 * the mail worker and only its SHA-256 is stored; it stays null until the mail is on its way.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    /** Lower-cased, like users.email. */
    email: text('email').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('pending_registrations_token_hash_unique').on(table.tokenHash)],
);

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
