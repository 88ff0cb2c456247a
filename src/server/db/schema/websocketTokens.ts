import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * Short-lived single-use tokens that open the /ws socket (spec §7: the token goes in the query
 * string, where a cookie cannot be relied on). Kept in the database rather than in memory so a
 * token issued by one web process is accepted by another. Only the SHA-256 is stored. A token
 * belongs to the session that asked for it: it dies with it, and its socket closes with it.
 */
export const websocketTokens = pgTable(
  'websocket_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionKey: text('session_key')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('websocket_tokens_expires_at_idx').on(table.expiresAt)],
);
