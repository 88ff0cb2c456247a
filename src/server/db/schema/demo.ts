import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Browsers that entered the demo access code (decision 1013). The cookie carries a random id;
 * only its SHA-256 is stored, as for member sessions.
 */
export const demoSessions = pgTable('demo_sessions', {
  idHash: text('id_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
