import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Partnership enquiries from clubs, resorts, academies and pros (spec §3 Club lead). The landing
 * form submits the first five fields; the rest are the admin view's, filled when the team learns them.
 */
export const clubLeads = pgTable(
  'club_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    clubName: text('club_name').notNull(),
    partnershipType: text('partnership_type', { enum: ['club', 'resort', 'academy', 'pro'] }).notNull(),
    description: text('description'),
    phone: text('phone'),
    memberCount: integer('member_count'),
    budget: text('budget'),
    timeline: text('timeline'),
    challenges: text('challenges'),
    interests: text('interests').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('club_leads_created_idx').on(table.createdAt)],
);

export type ClubLeadRow = typeof clubLeads.$inferSelect;
