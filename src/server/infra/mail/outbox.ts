import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema';
import { mailMessageSchema, type Mailer } from './types';

/** Keeps mail in the database instead of sending it, so development needs no mail server. */
export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      // The outbox keeps what a reader sees; extra headers are for mail clients only.
      const { to, subject, text, html } = mailMessageSchema.parse(message);
      await db.insert(outbox).values({ to, subject, text, html });
    },
    async close() {},
  };
}

export async function listOutbox(db: Database, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
