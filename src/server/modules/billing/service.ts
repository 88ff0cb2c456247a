import type { CreateSubscriptionReply, Membership, TestCheckout } from '../../../shared/billing';
import { formatPrice, PLANS, pricePence, SPECIAL_OFFER, type Plan, type PlanKey } from '../../../shared/plans';
import type { AppContext } from '../../context';
import type { CapKey, CheckoutRow, SubscriptionRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { isClubPlan } from '../../../shared/clubs';
import { ROUTES, withQuery } from '../../../shared/routes';
import { attachClubToPlan } from '../clubs/service';
import { periodEnd, planAccess } from '../subscriptions/access';
import { membershipOf } from './membership';
import * as store from './store';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config' | 'log'>;

/**
 * How long a checkout (and the capped seat it holds) stays open, in both modes: minutes, so a seat
 * nobody pays for comes back soon (decision 2505). Stripe refuses an `expires_at` under 30 minutes
 * after it creates the session; the extra minute covers the request's way there and any clock
 * difference, so the Stripe session and the hold end together.
 */
const CHECKOUT_HOLD_MS = 31 * 60 * 1000;

export const CAP_SEATS: Record<CapKey, number> = { special_offer: SPECIAL_OFFER.seats, lifetime: 100 };

const SOLD_OUT: Record<CapKey, string> = {
  special_offer: `The special offer's ${CAP_SEATS.special_offer} places have all been taken. Starter Weekly is still available at ${formatPrice(PLANS.starter_weekly.price)}/week.`,
  lifetime: `All ${CAP_SEATS.lifetime} lifetime places have been taken.`,
};

export interface CheckoutInput {
  planType: Plan['key'];
  userEmail: string;
  userName: string;
  isSpecialOffer: boolean;
  clubName?: string;
}

/** The price and the cap a checkout is under: the special offer is Starter Weekly at 4.99 for the first 50. */
function priceOf(input: CheckoutInput): { amount: number; capKey: CapKey | null } {
  const plan = PLANS[input.planType];
  if (input.isSpecialOffer) {
    if (plan.key !== SPECIAL_OFFER.planKey) throw httpError(400, `The special offer is for the ${PLANS[SPECIAL_OFFER.planKey].name} plan only.`);
    return { amount: pricePence({ price: SPECIAL_OFFER.price }), capKey: 'special_offer' };
  }
  return { amount: pricePence(plan), capKey: plan.isLifetime ? 'lifetime' : null };
}

/**
 * POST /api/create-subscription: takes a capped seat first (refusing when none is left, before any
 * payment), then asks the provider for a checkout. Fulfilment happens later, in fulfilCheckout.
 */
export async function startCheckout(deps: Deps, user: SessionUser, input: CheckoutInput, appBaseUrl: string): Promise<CreateSubscriptionReply> {
  const membership = await membershipOf(deps.db, user, deps.config.billing.graceDays);
  if (membership.source === 'subscription' || membership.source === 'lifetime') {
    throw httpError(409, `You already have ${PLANS[membership.planKey!].name}. Manage it from your dashboard.`);
  }
  const plan = PLANS[input.planType];
  const { amount, capKey } = priceOf(input);
  const now = new Date();
  await expireStaleCheckouts(deps, now);

  const opened = await deps.db.transaction(async (tx) => {
    if (capKey) {
      await store.lockMember(tx, user.id);
      const held = await store.heldCheckout(tx, user.id, capKey, now);
      if (held) return { held };
      if (!(await store.takeSeat(tx, capKey, CAP_SEATS[capKey]))) throw httpError(409, SOLD_OUT[capKey]);
    }
    const checkout = await store.insertCheckout(tx, {
      userId: user.id,
      provider: deps.payments.kind,
      planKey: plan.key,
      specialOffer: input.isSpecialOffer,
      amount,
      capKey,
      seatHeld: capKey !== null,
      customerEmail: input.userEmail,
      customerName: input.userName,
      clubName: isClubPlan(plan.key) ? (input.clubName ?? null) : null,
      expiresAt: new Date(now.getTime() + CHECKOUT_HOLD_MS),
    });
    return { checkout };
  });
  if (opened.held) return resumeHeldCheckout(deps, opened.held);
  const { checkout } = opened;

  try {
    const session = await deps.payments.createCheckout({
      checkoutId: checkout.id,
      userId: user.id,
      productName: input.isSpecialOffer ? `${plan.name} (special offer)` : plan.name,
      amount,
      period: plan.period,
      customerEmail: input.userEmail,
      customerName: input.userName,
      successUrl: `${appBaseUrl}${checkoutSuccessPath(plan.key)}`,
      cancelUrl: `${appBaseUrl}/subscribe?plan=${plan.key}&checkout=cancelled`,
      expiresAt: checkout.expiresAt,
    });
    await store.setProviderSession(deps.db, checkout.id, session.sessionId);
    return session;
  } catch (error) {
    deps.log.error({ err: error, checkoutId: checkout.id }, 'the payment provider refused to open a checkout');
    await expireCheckout(deps, checkout.id);
    throw httpError(502, 'The payment provider did not answer. Please try again in a moment.');
  }
}

/**
 * A member who opens a capped offer again (a second click, the back button, another tab) goes on
 * with the checkout that already holds their seat: one seat per member per offer.
 */
async function resumeHeldCheckout(deps: Deps, held: CheckoutRow): Promise<CreateSubscriptionReply> {
  if (!held.providerSessionId) throw httpError(409, 'Your checkout for this offer is still opening. Please try again in a moment.');
  let url: string | null;
  try {
    url = await deps.payments.openCheckoutUrl(held.providerSessionId);
  } catch (error) {
    deps.log.error({ err: error, checkoutId: held.id }, 'the payment provider did not say whether a checkout is still open');
    throw httpError(502, 'The payment provider did not answer. Please try again in a moment.');
  }
  if (!url) throw httpError(409, 'Your checkout for this offer has been paid or closed. Your dashboard shows the plan once the payment is through.');
  return { sessionId: held.providerSessionId, url };
}

/** Where a paid checkout returns: a club plan's buyer came to run the club, so its team dashboard (issue 26). */
export function checkoutSuccessPath(planKey: PlanKey): string {
  return withQuery(isClubPlan(planKey) ? ROUTES.club.path : ROUTES.dashboard.path, { checkout: 'success' });
}

/** Ends an open checkout and hands its seat back; a completed or already expired one is left alone. */
export async function expireCheckout(deps: Pick<Deps, 'db'>, checkoutId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const checkout = await store.lockCheckout(tx, checkoutId);
    if (checkout?.status !== 'open') return;
    await closeOpenCheckout(tx, checkout);
  });
}

async function closeOpenCheckout(tx: store.Db, checkout: CheckoutRow): Promise<void> {
  await store.updateCheckout(tx, checkout.id, { status: 'expired', seatHeld: false });
  if (checkout.capKey && checkout.seatHeld) await store.releaseSeat(tx, checkout.capKey);
}

/** Abandoned checkouts give their seats back once they expire (the provider no longer accepts them). */
async function expireStaleCheckouts(deps: Pick<Deps, 'db'>, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const checkout of await store.lockExpiredCheckouts(tx, now)) await closeOpenCheckout(tx, checkout);
  });
}

export interface Fulfilment {
  checkoutId: string;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  /** The invoice or payment id the money arrived under; one payment row per id. */
  providerPaymentId: string;
  providerPaymentIntentId: string | null;
  /** Pence actually paid. */
  amount: number;
  /** From the provider when it says; otherwise one period from now. */
  currentPeriodEnd: Date | null;
}

export type FulfilmentOutcome = 'fulfilled' | 'already-fulfilled' | 'already-refunded' | 'refunded-over-cap' | 'refunded-second-plan';

/** A paid plan that gives the member access now, if any: one at a time, so nobody pays twice. */
async function livePaidPlan(db: store.Db, userId: string, graceDays: number): Promise<SubscriptionRow | undefined> {
  const now = new Date();
  return (await store.subscriptionsOf(db, userId)).find((plan) => planAccess(plan, now, graceDays).active);
}

/**
 * The one fulfilment path: the TEST MODE confirm button and Stripe's checkout.session.completed
 * both end here. Idempotent: the checkout row is locked and a completed one is not completed again.
 * A paid checkout whose seat was handed back (it expired first) takes a seat now, and when none is
 * left the money goes back at once; so does a second plan paid in another tab while the first
 * was already live.
 */
export async function fulfilCheckout(deps: Deps, input: Fulfilment): Promise<FulfilmentOutcome> {
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    const checkout = await store.lockCheckout(tx, input.checkoutId);
    if (!checkout) throw httpError(404, 'There is no such checkout.');
    if (checkout.status === 'completed') return 'already-fulfilled';
    if (checkout.status === 'refunded') return 'already-refunded';
    if (await livePaidPlan(tx, checkout.userId, deps.config.billing.graceDays)) {
      if (checkout.capKey && checkout.seatHeld) await store.releaseSeat(tx, checkout.capKey);
      await store.updateCheckout(tx, checkout.id, { seatHeld: false });
      return 'refunded-second-plan';
    }
    if (checkout.capKey && !checkout.seatHeld && !(await store.takeSeat(tx, checkout.capKey, CAP_SEATS[checkout.capKey]))) {
      return 'refunded-over-cap';
    }
    const plan = PLANS[checkout.planKey];
    const subscription = await store.insertSubscription(tx, {
      userId: checkout.userId,
      checkoutId: checkout.id,
      provider: checkout.provider,
      providerSubscriptionId: input.providerSubscriptionId,
      providerCustomerId: input.providerCustomerId,
      planKey: plan.key,
      lifetime: plan.isLifetime,
      status: 'active',
      currentPeriodEnd: input.currentPeriodEnd ?? periodEnd(now, plan.period),
    });
    if (subscription && isClubPlan(plan.key)) {
      // A buyer who gave no name (an API caller) gets one after themselves, to rename under Branding.
      const clubName = checkout.clubName ?? `${checkout.customerName}'s club`;
      await attachClubToPlan(tx, { ownerId: checkout.userId, planKey: plan.key, subscriptionId: subscription.id, clubName });
    }
    await store.insertPayment(tx, {
      userId: checkout.userId,
      subscriptionId: subscription?.id,
      provider: checkout.provider,
      providerPaymentId: input.providerPaymentId,
      providerPaymentIntentId: input.providerPaymentIntentId,
      planType: plan.key,
      amount: input.amount,
      status: 'completed',
      customerEmail: checkout.customerEmail,
    });
    await store.updateCheckout(tx, checkout.id, { status: 'completed', seatHeld: checkout.capKey !== null, completedAt: now });
    return 'fulfilled';
  });
  if (outcome === 'refunded-over-cap' || outcome === 'refunded-second-plan') await refundUnfulfilled(deps, input, now, outcome);
  return outcome;
}

/**
 * The refund (and the end of a recurring plan that would otherwise renew) first: if either fails,
 * the provider redelivers the event and this runs again.
 */
async function refundUnfulfilled(deps: Deps, input: Fulfilment, now: Date, reason: FulfilmentOutcome): Promise<void> {
  await deps.payments.refund({ providerPaymentId: input.providerPaymentId, providerPaymentIntentId: input.providerPaymentIntentId });
  if (input.providerSubscriptionId) await deps.payments.cancelNow(input.providerSubscriptionId);
  await deps.db.transaction(async (tx) => {
    const checkout = await store.lockCheckout(tx, input.checkoutId);
    if (!checkout || checkout.status === 'refunded') return;
    await store.updateCheckout(tx, checkout.id, { status: 'refunded', completedAt: now });
    await store.insertPayment(tx, {
      userId: checkout.userId,
      provider: checkout.provider,
      providerPaymentId: input.providerPaymentId,
      providerPaymentIntentId: input.providerPaymentIntentId,
      planType: checkout.planKey,
      amount: input.amount,
      status: 'refunded',
      customerEmail: checkout.customerEmail,
      refundedAt: now,
    });
  });
  deps.log.warn({ checkoutId: input.checkoutId, reason }, 'a paid checkout could not be fulfilled; refunded');
}

/** Cancel from the dashboard: the plan runs to the end of the period already paid for. */
export async function cancelAtPeriodEnd(deps: Deps, user: SessionUser): Promise<Membership> {
  const plans = await store.subscriptionsOf(deps.db, user.id);
  const plan = plans.find((row) => !row.lifetime && row.status !== 'canceled' && !row.cancelAtPeriodEnd);
  if (!plan) throw httpError(404, 'You have no plan that renews, so there is nothing to cancel.');
  if (plan.providerSubscriptionId) await deps.payments.cancelAtPeriodEnd(plan.providerSubscriptionId);
  await store.updateSubscription(deps.db, plan.id, { cancelAtPeriodEnd: true });
  return membershipOf(deps.db, user, deps.config.billing.graceDays);
}

/** Stripe's customer portal for card and invoices; only members who paid through Stripe have one. */
export async function portalUrl(deps: Deps, user: SessionUser, returnUrl: string): Promise<string> {
  const plans = await store.subscriptionsOf(deps.db, user.id);
  const customerId = plans.find((row) => row.providerCustomerId)?.providerCustomerId;
  const url = customerId ? await deps.payments.portalUrl(customerId, returnUrl) : null;
  if (!url) throw httpError(404, 'There is no billing portal for your account: manage your plan from the dashboard.');
  return url;
}

/** The local TEST MODE checkout, for its buyer only. */
export async function ownTestCheckout(deps: Deps, user: SessionUser, sessionId: string): Promise<CheckoutRow> {
  if (deps.payments.kind !== 'test') throw httpError(404, 'Test mode checkout is off: payments go through Stripe.');
  const checkout = await store.findCheckoutBySession(deps.db, sessionId);
  if (!checkout || checkout.provider !== 'test') throw httpError(404, 'There is no such checkout.');
  if (checkout.userId !== user.id) throw httpError(403, 'This checkout belongs to another account.');
  return checkout;
}

export function toTestCheckout(checkout: CheckoutRow, now = new Date()): TestCheckout {
  const expired = checkout.status === 'open' && checkout.expiresAt <= now;
  return {
    sessionId: checkout.providerSessionId ?? '',
    planKey: checkout.planKey,
    specialOffer: checkout.specialOffer,
    amount: checkout.amount,
    customerEmail: checkout.customerEmail,
    customerName: checkout.customerName,
    status: expired ? 'expired' : checkout.status,
    expiresAt: checkout.expiresAt.toISOString(),
  };
}

/** What a TEST MODE confirm answers when the checkout was paid but could not become a plan. */
const NOT_FULFILLED: Record<Exclude<FulfilmentOutcome, 'fulfilled' | 'already-fulfilled'>, string> = {
  'already-refunded': 'This checkout was refunded, so it gave you no plan. Please choose your plan again.',
  'refunded-over-cap': 'The last place went to someone else before this checkout was paid, so it was refunded at once.',
  'refunded-second-plan': 'You already have a plan, so this second checkout was refunded at once. Manage your plan from your dashboard.',
};

/**
 * The buyer confirms the TEST MODE checkout: the same fulfilment as a paid Stripe checkout, and the
 * answer says what that fulfilment did, so a checkout refunded beside a concurrent one is no success;
 * a fulfilled one answers the plan it was for.
 */
export async function confirmTestCheckout(deps: Deps, user: SessionUser, sessionId: string): Promise<PlanKey> {
  const checkout = await ownTestCheckout(deps, user, sessionId);
  if (toTestCheckout(checkout).status === 'expired') throw httpError(410, 'This checkout has expired. Please choose your plan again.');
  // Nobody is charged here, so a second plan is refused rather than refunded. The live plan may be
  // this very checkout, fulfilled by a confirm that ran alongside this one: that is a success.
  const live = checkout.status === 'open' ? await livePaidPlan(deps.db, user.id, deps.config.billing.graceDays) : undefined;
  if (live?.checkoutId === checkout.id) return checkout.planKey;
  if (live) throw httpError(409, `You already have ${PLANS[live.planKey].name}. Manage it from your dashboard.`);
  const outcome = await fulfilCheckout(deps, {
    checkoutId: checkout.id,
    providerSubscriptionId: null,
    providerCustomerId: null,
    providerPaymentId: sessionId,
    providerPaymentIntentId: null,
    amount: checkout.amount,
    currentPeriodEnd: null,
  });
  if (outcome !== 'fulfilled' && outcome !== 'already-fulfilled') throw httpError(409, NOT_FULFILLED[outcome]);
  return checkout.planKey;
}

export async function cancelTestCheckout(deps: Deps, user: SessionUser, sessionId: string): Promise<CheckoutRow> {
  const checkout = await ownTestCheckout(deps, user, sessionId);
  await expireCheckout(deps, checkout.id);
  return checkout;
}
