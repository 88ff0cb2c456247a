import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  accessGrants,
  checkoutSessions,
  payments,
  planCaps,
  subscriptions,
  type CapKey,
  type CheckoutRow,
  type PaymentRow,
  type SubscriptionRow,
  users,
} from '../../db/schema';

/** The billing module's queries; rules live in service.ts. */

/** A drizzle handle or a transaction on it (both have the same query builders). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Takes one seat of a capped offer, or reports that none is left. One guarded UPDATE: PostgreSQL
 * locks the row, so concurrent buyers queue on it and each re-checks `taken < seats` after the
 * one before has committed; the count can never pass the cap.
 */
export async function takeSeat(db: Db, key: CapKey, seats: number): Promise<boolean> {
  await db.insert(planCaps).values({ key, seats }).onConflictDoNothing();
  const taken = await db
    .update(planCaps)
    .set({ taken: sql`${planCaps.taken} + 1` })
    .where(and(eq(planCaps.key, key), sql`${planCaps.taken} < ${planCaps.seats}`))
    .returning({ taken: planCaps.taken });
  return taken.length === 1;
}

export async function releaseSeat(db: Db, key: CapKey): Promise<void> {
  await db
    .update(planCaps)
    .set({ taken: sql`greatest(${planCaps.taken} - 1, 0)` })
    .where(eq(planCaps.key, key));
}

export async function insertCheckout(db: Db, values: typeof checkoutSessions.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function setProviderSession(db: Db, id: string, providerSessionId: string): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

export async function findCheckoutBySession(db: Db, providerSessionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId)).limit(1);
  return row;
}

export async function findCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

/**
 * Locks the member's row, so that the member's own checkout openings take turns: the second one
 * sees the hold the first one made instead of taking another seat beside it.
 */
export async function lockMember(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The member's open checkout that holds a seat of this capped offer, if any. */
export async function heldCheckout(db: Db, userId: string, capKey: CapKey, now: Date): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.capKey, capKey),
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.seatHeld, true),
        gt(checkoutSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Locks the checkout so a completion and an expiry (or two deliveries of one event) take turns. */
export async function lockCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update').limit(1);
  return row;
}

export async function updateCheckout(db: Db, id: string, values: Partial<typeof checkoutSessions.$inferInsert>): Promise<void> {
  await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id));
}

/** Open checkouts past their expiry, locked, so their seats can be handed back exactly once. */
export async function lockExpiredCheckouts(db: Db, now: Date): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, now)))
    .for('update', { skipLocked: true });
}

/** Inserts the plan of a completed checkout; undefined when that checkout already has one. */
export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow | undefined> {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

// Read on every premium request (the access check), so built once.
const subscriptionsQuery = preparedPerDatabase((db: Db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.createdAt))
    .prepare('billing_subscriptions_of'),
);

export async function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return subscriptionsQuery(db).execute({ userId });
}

/** The plans of several members in one query, newest first as subscriptionsOf orders them. */
export async function subscriptionsOfMembers(db: Db, userIds: string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds)).orderBy(desc(subscriptions.createdAt));
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  return row;
}

export async function updateSubscription(db: Db, id: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
  await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/** Records a payment once per provider payment id; a replay returns undefined and changes nothing. */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** Marks completed payments refunded; returns those that changed (none on a replay). */
export async function markRefunded(db: Db, where: { id: string } | { paymentIntentId: string }, now: Date): Promise<PaymentRow[]> {
  const match = 'id' in where ? eq(payments.id, where.id) : eq(payments.providerPaymentIntentId, where.paymentIntentId);
  return db
    .update(payments)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(match, eq(payments.status, 'completed')))
    .returning();
}

export async function hasGrant(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: accessGrants.userId }).from(accessGrants).where(eq(accessGrants.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function insertGrant(db: Db, values: typeof accessGrants.$inferInsert): Promise<void> {
  await db.insert(accessGrants).values(values).onConflictDoNothing();
}

export async function deleteGrant(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(accessGrants).where(eq(accessGrants.userId, userId)).returning({ userId: accessGrants.userId });
  return rows.length > 0;
}

/** Every plan that has not ended, for the admin's figures and member list. */
export async function liveSubscriptions(db: Db): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(ne(subscriptions.status, 'canceled')).orderBy(desc(subscriptions.createdAt));
}
