import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlanKey } from '../../../shared/plans';
import { users } from './users';

export type PaymentProvider = 'test' | 'stripe';
export type CapKey = 'special_offer' | 'lifetime';
export type CheckoutStatus = 'open' | 'completed' | 'expired' | 'refunded';
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';
export type PaymentStatus = 'completed' | 'failed' | 'refunded';

/**
 * One checkout a member started. A capped offer's seat is taken when the row is created (before
 * any payment), so the caps hold however many people click at once; `seatHeld` says whether this
 * checkout still holds one.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Stripe's cs_… id, or the local test checkout's id; set once the provider answered. */
    providerSessionId: text('provider_session_id'),
    planKey: text('plan_key').$type<PlanKey>().notNull(),
    specialOffer: boolean('special_offer').notNull().default(false),
    /** Pence. */
    amount: integer('amount').notNull(),
    capKey: text('cap_key').$type<CapKey>(),
    seatHeld: boolean('seat_held').notNull().default(false),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    /** The name a club plan's buyer gave their club; the club is made with it when the payment lands. */
    clubName: text('club_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('checkout_sessions_provider_session_unique').on(table.providerSessionId),
    index('checkout_sessions_open_idx').on(table.status, table.expiresAt),
  ],
);

/** How many seats of a capped offer are taken; one row per cap, updated with a guarded UPDATE. */
export const planCaps = pgTable('plan_caps', {
  key: text('key').$type<CapKey>().primaryKey(),
  seats: integer('seats').notNull(),
  taken: integer('taken').notNull().default(0),
});

/** A paid plan of a member: a recurring subscription or a lifetime purchase. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkoutSessions.id),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Stripe's sub_… id; null for lifetime purchases and test-mode plans. */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    planKey: text('plan_key').$type<PlanKey>().notNull(),
    lifetime: boolean('lifetime').notNull().default(false),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** A downgrade waiting for the paid period to end: this plan's entitlements from pendingPlanFrom on (decision 2703). */
    pendingPlanKey: text('pending_plan_key').$type<PlanKey>(),
    pendingPlanFrom: timestamp('pending_plan_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One subscription per checkout: a replayed completion cannot create a second one.
    uniqueIndex('subscriptions_checkout_unique').on(table.checkoutId),
    uniqueIndex('subscriptions_provider_sub_unique').on(table.providerSubscriptionId),
    index('subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * Money that moved (or failed to): the admin's payments table and the revenue figures. A payment
 * outlives its account (decision 2600): the account's deletion leaves it without user, plan or
 * e-mail.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The invoice (in_…) or payment intent (pi_…) id; unique so a replayed event records nothing new. */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** Stripe's payment intent, where known, so a refund made in Stripe's dashboard finds its payment. */
    providerPaymentIntentId: text('provider_payment_intent_id'),
    planType: text('plan_type').$type<PlanKey>().notNull(),
    /** Pence. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').$type<PaymentStatus>().notNull(),
    customerEmail: text('customer_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_unique').on(table.provider, table.providerPaymentId),
    index('payments_created_idx').on(table.createdAt),
    index('payments_intent_idx').on(table.providerPaymentIntentId),
  ],
);

/** Stripe events already handled, by event id: a redelivered event is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Access an administrator gave without a payment: a club seat, a complimentary account, the seeded
 * demo member. Revoking deletes the row.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('access_grants_created_idx').on(sql`${table.createdAt} desc`)],
);

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
