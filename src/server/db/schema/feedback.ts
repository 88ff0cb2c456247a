import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What visitors and members tell us through the landing page's feedback form (spec §3 Feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email'),
    role: text('role', { enum: ['golfer', 'coach', 'club', 'other'] }),
    category: text('category', { enum: ['feature', 'bug', 'ux', 'pricing', 'other'] }).notNull(),
    rating: integer('rating'),
    message: text('message').notNull(),
    /** Agreed to be contacted about this feedback. */
    consent: boolean('consent').notNull().default(false),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);

export type FeedbackRow = typeof feedback.$inferSelect;
