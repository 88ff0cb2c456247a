import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClubInviteRole, ClubRole, CoachDrawing } from '../../../shared/clubs';
import type { SwingEventName } from '../../../shared/analysis';
import type { PlanKey } from '../../../shared/plans';
import { subscriptions } from './billing';
import { clubLeads } from './clubLeads';
import { swingAnalyses } from './analyses';
import { users } from './users';

/**
 * A club, resort or academy on a club plan (issue 17). Created by buying a club plan (the buyer
 * owns it; `subscriptionId` is that plan) or by an administrator from a club lead (no
 * subscription: sold by hand). `seatsTaken` counts member and coach seats and is raised only by
 * one guarded UPDATE (`seats_taken < seat_limit`), so concurrent acceptances never pass the limit.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    planKey: text('plan_key').$type<Extract<PlanKey, 'club_starter' | 'club'>>().notNull(),
    /** Null: unlimited (the club plan). */
    seatLimit: integer('seat_limit'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /**
     * Sold by hand by an administrator (from a club lead): live without a subscription. A bought
     * club whose plan row is gone (its owner closed the account) is not.
     */
    soldByHand: boolean('sold_by_hand').notNull().default(false),
    leadId: uuid('lead_id').references(() => clubLeads.id, { onDelete: 'set null' }),
    logoKey: text('logo_key'),
    primaryColor: text('primary_color'),
    accentColor: text('accent_color'),
    /** The club plan may hide the Fairway Coach brand from its members. */
    whiteLabel: boolean('white_label').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('clubs_subscription_unique').on(table.subscriptionId)],
);

/** Who belongs to a club and as what. A person belongs to one club at most. */
export const clubMembers = pgTable(
  'club_members',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ClubRole>().notNull(),
    /** Owners hold no seat; members and coaches each hold one. */
    holdsSeat: boolean('holds_seat').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.userId] }), uniqueIndex('club_members_user_unique').on(table.userId)],
);

/** An e-mailed single-use invitation; only the SHA-256 of its token is kept. */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<ClubInviteRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('club_invitations_token_unique').on(table.tokenHash), index('club_invitations_club_idx').on(table.clubId)],
);

/** A coach's note on a member's analysis, tied to one frame (and the event there, if any). */
export const coachComments = pgTable(
  'coach_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => swingAnalyses.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    frame: integer('frame').notNull(),
    event: text('event').$type<SwingEventName>(),
    text: text('text').notNull(),
    drawing: jsonb('drawing').$type<CoachDrawing>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('coach_comments_analysis_idx').on(table.analysisId, table.createdAt)],
);

/** Keys of the public API; only the SHA-256 is stored, the key itself is shown once. */
export const clubApiKeys = pgTable(
  'club_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters, so the owner can tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('club_api_keys_hash_unique').on(table.keyHash), index('club_api_keys_club_idx').on(table.clubId, sql`${table.createdAt} desc`)],
);

export type ClubRow = typeof clubs.$inferSelect;
export type ClubMemberRow = typeof clubMembers.$inferSelect;
export type ClubInvitationRow = typeof clubInvitations.$inferSelect;
export type CoachCommentRow = typeof coachComments.$inferSelect;
export type ClubApiKeyRow = typeof clubApiKeys.$inferSelect;
