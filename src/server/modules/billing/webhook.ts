import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { webhookEvents, type SubscriptionRow, type SubscriptionStatus } from '../../db/schema';
import { planKeyAt } from '../subscriptions/access';
import { expireCheckout, fulfilCheckout } from './service';
import * as store from './store';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config' | 'log'>;

/**
 * Stripe's events, read through small zod schemas of only the fields we use, so an API version
 * that moves a field (current_period_end moved onto subscription items; invoice.subscription onto
 * invoice.parent) is handled in one place and anything else is ignored rather than crashing.
 */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]).nullish();

const checkoutSession = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  subscription: idOf,
  customer: idOf,
  invoice: idOf,
  payment_intent: idOf,
  amount_total: z.number().int().nullish(),
});

const invoice = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  customer_email: z.string().nullish(),
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }).nullish(),
});

const subscription = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
});

const charge = z.object({ payment_intent: idOf });

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

export class UnknownSubscriptionError extends Error {}

/**
 * Handles a verified event once. The event id is recorded after the handling succeeded, so a
 * failure is retried by Stripe; every handler is idempotent on its own too (locked checkout,
 * unique payment ids), so two deliveries racing each other still change things once.
 */
export async function handleStripeEvent(deps: Deps, event: Stripe.Event): Promise<'handled' | 'duplicate'> {
  const seen = await deps.db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id)).limit(1);
  if (seen.length > 0) return 'duplicate';
  await dispatch(deps, event.type, event.data.object);
  await deps.db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return 'handled';
}

async function dispatch(deps: Deps, type: string, object: unknown): Promise<void> {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(deps, checkoutSession.parse(object));
    case 'checkout.session.expired': {
      const checkout = await store.findCheckoutBySession(deps.db, checkoutSession.parse(object).id);
      if (checkout) await expireCheckout(deps, checkout.id);
      return;
    }
    case 'invoice.paid':
      return invoicePaid(deps, invoice.parse(object));
    case 'invoice.payment_failed':
      return invoiceFailed(deps, invoice.parse(object));
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(deps, subscription.parse(object), type === 'customer.subscription.deleted');
    case 'charge.refunded':
      return chargeRefunded(deps, charge.parse(object));
    default:
      deps.log.debug({ type }, 'ignored a Stripe event we do not use');
  }
}

async function checkoutCompleted(deps: Deps, session: z.infer<typeof checkoutSession>): Promise<void> {
  // A bank transfer or similar completes the session unpaid; async_payment_succeeded follows.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  const checkout = await store.findCheckoutBySession(deps.db, session.id);
  if (!checkout) {
    deps.log.warn({ sessionId: session.id }, 'a completed Stripe checkout we did not start; ignored');
    return;
  }
  await fulfilCheckout(deps, {
    checkoutId: checkout.id,
    providerSubscriptionId: session.subscription ?? null,
    providerCustomerId: session.customer ?? null,
    // Recurring plans are recorded under their first invoice, so its invoice.paid adds nothing new.
    providerPaymentId: session.invoice ?? session.payment_intent ?? session.id,
    providerPaymentIntentId: session.payment_intent ?? null,
    amount: session.amount_total ?? checkout.amount,
    currentPeriodEnd: null,
  });
}

function subscriptionIdOf(paid: z.infer<typeof invoice>): string | null {
  return paid.parent?.subscription_details?.subscription ?? paid.subscription ?? null;
}

async function invoiceSubscription(deps: Deps, paid: z.infer<typeof invoice>) {
  const id = subscriptionIdOf(paid);
  if (!id) return undefined;
  const row = await store.findSubscriptionByProviderId(deps.db, id);
  // The first invoice may arrive before checkout.session.completed, which records it; a later one
  // for a plan we do not know yet is refused so Stripe delivers it again.
  if (!row && paid.billing_reason !== 'subscription_create') throw new UnknownSubscriptionError(`No plan for Stripe subscription ${id} yet`);
  return row;
}

/** The invoice's e-mail, else the one given at checkout (the admin's payments table shows it). */
async function customerEmail(deps: Deps, paid: z.infer<typeof invoice>, plan: SubscriptionRow): Promise<string> {
  return paid.customer_email ?? (await store.findCheckout(deps.db, plan.checkoutId))?.customerEmail ?? '';
}

async function invoicePaid(deps: Deps, paid: z.infer<typeof invoice>): Promise<void> {
  const plan = await invoiceSubscription(deps, paid);
  if (!plan) return;
  const email = await customerEmail(deps, paid, plan);
  await deps.db.transaction(async (tx) => {
    await store.insertPayment(tx, {
      userId: plan.userId,
      subscriptionId: plan.id,
      provider: 'stripe',
      providerPaymentId: paid.id,
      // A renewal after a downgrade's date pays for the plan it moved to.
      planType: planKeyAt(plan, new Date()),
      amount: paid.amount_paid,
      status: 'completed',
      customerEmail: email,
    });
    const periodEnd = fromUnix(paid.lines?.data[0]?.period.end);
    await store.updateSubscription(tx, plan.id, {
      status: plan.status === 'canceled' ? 'canceled' : 'active',
      pastDueSince: null,
      ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
    });
  });
}

async function invoiceFailed(deps: Deps, failed: z.infer<typeof invoice>): Promise<void> {
  const plan = await invoiceSubscription(deps, failed);
  if (!plan) return;
  const email = await customerEmail(deps, failed, plan);
  await deps.db.transaction(async (tx) => {
    // Each retry of the card is its own attempt id in Stripe, but one invoice is one failed payment here.
    await store.insertPayment(tx, {
      userId: plan.userId,
      subscriptionId: plan.id,
      provider: 'stripe',
      providerPaymentId: `${failed.id}:failed`,
      planType: plan.planKey,
      amount: failed.amount_due,
      status: 'failed',
      customerEmail: email,
    });
    if (plan.status === 'canceled') return;
    await store.updateSubscription(tx, plan.id, { status: 'past_due', pastDueSince: plan.pastDueSince ?? new Date() });
  });
}

async function subscriptionChanged(deps: Deps, changed: z.infer<typeof subscription>, deleted: boolean): Promise<void> {
  const plan = await store.findSubscriptionByProviderId(deps.db, changed.id);
  if (!plan) throw new UnknownSubscriptionError(`No plan for Stripe subscription ${changed.id} yet`);
  const status = deleted ? 'canceled' : STATUS[changed.status];
  const periodEnd = fromUnix(changed.items?.data[0]?.current_period_end ?? changed.current_period_end);
  await store.updateSubscription(deps.db, plan.id, {
    cancelAtPeriodEnd: changed.cancel_at_period_end,
    ...(status ? { status } : {}),
    ...(status === 'active' ? { pastDueSince: null } : {}),
    ...(status === 'canceled' && plan.status !== 'canceled' ? { endedAt: new Date() } : {}),
    ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
  });
}

/**
 * A refund made in Stripe's dashboard. A refunded lifetime purchase ends its access; a recurring
 * plan ends when Stripe cancels it (customer.subscription.deleted), as the admin's refund does.
 */
async function chargeRefunded(deps: Deps, refunded: z.infer<typeof charge>): Promise<void> {
  if (!refunded.payment_intent) return;
  const paymentIntentId = refunded.payment_intent;
  await deps.db.transaction(async (tx) => {
    for (const payment of await store.markRefunded(tx, { paymentIntentId }, new Date())) {
      // A deleted account's payments keep no plan (decision 2600): nothing to end.
      if (!payment.subscriptionId || !payment.userId) continue;
      const [plan] = (await store.subscriptionsOf(tx, payment.userId)).filter((row) => row.id === payment.subscriptionId);
      if (plan?.lifetime) await store.updateSubscription(tx, plan.id, { status: 'canceled', endedAt: new Date() });
    }
  });
}
