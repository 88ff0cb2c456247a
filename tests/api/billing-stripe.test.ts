import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, payments, planCaps, subscriptions } from '../../src/server/db/schema';
import { startStripeDouble, type StripeDouble } from '../doubles/stripeServer';
import { checkoutBody, countRows, signedInMembers } from './billing-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { logCapture } from './log-capture';

/**
 * Billing through Stripe: the real `stripe` SDK talks to a Stripe double on 127.0.0.1, and Stripe's
 * webhooks are signed with the SDK's own generateTestHeaderString.
 */

const WEBHOOK_SECRET = 'whsec_test_fairway';
const signer = new Stripe('sk_test_signer');

let stripe: StripeDouble;
let server: TestServer;
let admin: ApiClient;
let eventCounter = 0;
const log = logCapture();

beforeAll(async () => {
  stripe = await startStripeDouble();
  server = await startTestServer(
    { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.apiUrl },
    { logTo: log.logTo },
  );
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${(eventCounter += 1)}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } };
}

/** Delivers an event as Stripe does: raw JSON with a Stripe-Signature header over exactly those bytes. */
async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function completedSession(sessionId: string, fields: Record<string, unknown>) {
  return stripeEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid', ...fields });
}

async function member(prefix: string) {
  const api = client(server.baseUrl);
  const user = await api.register({ email: uniqueEmail(prefix) });
  return { api, user };
}

describe('Stripe Checkout', () => {
  it('creates a subscription-mode session for a monthly plan and a payment-mode one for lifetime', async () => {
    const { api, user } = await member('stripe-create');
    const started = await api.post('/api/create-subscription', checkoutBody('starter'));
    expect(started.status).toBe(200);
    expect(started.body.url).toBe(`https://checkout.stripe.test/c/pay/${started.body.sessionId}`);
    const monthly = stripe.calls('POST /v1/checkout/sessions').at(-1)!;
    expect(monthly.form).toMatchObject({
      mode: 'subscription',
      customer_email: 'buyer@example.com',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '2599',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[userId]': user.id,
    });
    expect(monthly.idempotencyKey).toBe(`checkout-${monthly.form.client_reference_id}`);
    expect(Number(monthly.form.expires_at) * 1000).toBeGreaterThan(Date.now() + 30 * 60_000);

    const other = await member('stripe-lifetime');
    expect((await other.api.post('/api/create-subscription', checkoutBody('lifetime'))).status).toBe(200);
    const lifetime = stripe.calls('POST /v1/checkout/sessions').at(-1)!;
    expect(lifetime.form).toMatchObject({ mode: 'payment', 'line_items[0][price_data][unit_amount]': '49700' });
    expect(lifetime.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
  });

  it('sends no one to a test checkout when Stripe is on', async () => {
    const { api } = await member('stripe-no-test');
    expect((await api.get('/api/test-checkout/cs_test_local_abc')).status).toBe(404);
  });
});

describe('Stripe webhooks', () => {
  it('fulfils a checkout delivered three times once: one payment, one subscription', async () => {
    const { api, user } = await member('stripe-thrice');
    const { sessionId } = (await api.post('/api/create-subscription', checkoutBody('starter'))).body;
    const event = completedSession(sessionId, {
      subscription: 'sub_thrice',
      customer: 'cus_thrice',
      invoice: 'in_thrice_1',
      payment_intent: null,
      amount_total: 2599,
    });
    const answers = [await deliver(event), await deliver(event), await deliver(event)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.duplicate)).toEqual([false, true, true]);
    // The first invoice's own event carries the same invoice: still one payment.
    await deliver(
      stripeEvent('invoice.paid', {
        id: 'in_thrice_1',
        billing_reason: 'subscription_create',
        amount_paid: 2599,
        amount_due: 2599,
        parent: { subscription_details: { subscription: 'sub_thrice' } },
        lines: { data: [{ period: { end: 1_900_000_000 } }] },
      }),
    );
    expect(await countRows(server.ctx, payments, user.id)).toBe(1);
    expect(await countRows(server.ctx, subscriptions, user.id)).toBe(1);
    expect((await api.get('/api/membership')).body).toMatchObject({
      active: true,
      source: 'subscription',
      provider: 'stripe',
      currentPeriodEnd: new Date(1_900_000_000_000).toISOString(),
    });
    const portal = await api.post('/api/membership/portal');
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session/cus_thrice');
  });

  it('refunds a second plan paid in another tab while the first is live', async () => {
    const { api, user } = await member('stripe-two-tabs');
    const first = (await api.post('/api/create-subscription', checkoutBody('lifetime'))).body;
    const second = (await api.post('/api/create-subscription', checkoutBody('starter'))).body;
    await deliver(completedSession(first.sessionId, { payment_intent: 'pi_tab_1', customer: 'cus_tabs', amount_total: 49700 }));
    await deliver(completedSession(second.sessionId, { subscription: 'sub_tab_2', customer: 'cus_tabs', invoice: 'in_tab_2', amount_total: 2599 }));
    // The second plan's money goes back and its Stripe subscription ends, so it never renews.
    expect(stripe.calls('POST /v1/refunds').at(-1)!.form).toEqual({ payment_intent: 'pi_for_in_tab_2' });
    expect(stripe.calls('DELETE /v1/subscriptions/sub_tab_2')).toHaveLength(1);
    const rows = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((row) => [row.planType, row.status]).sort()).toEqual([
      ['lifetime', 'completed'],
      ['starter', 'refunded'],
    ]);
    expect((await api.get('/api/membership')).body).toMatchObject({ source: 'lifetime', planKey: 'lifetime' });
  });

  it('answers a bad signature 400 and changes nothing', async () => {
    const { api, user } = await member('stripe-forged');
    const { sessionId } = (await api.post('/api/create-subscription', checkoutBody('starter'))).body;
    const forged = await deliver(completedSession(sessionId, { subscription: 'sub_forged', invoice: 'in_forged', amount_total: 2599 }), 'whsec_not_ours');
    expect(forged.status).toBe(400);
    expect(String(forged.body.message)).toMatch(/signature/);
    const unsigned = await fetch(`${server.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
    // A signature over other bytes than those delivered is refused too.
    const payload = JSON.stringify(completedSession(sessionId, { subscription: 'sub_forged', invoice: 'in_forged', amount_total: 1 }));
    const tampered = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload.replace('"amount_total":1', '"amount_total":2'),
    });
    expect(tampered.status).toBe(400);
    expect(await countRows(server.ctx, payments, user.id)).toBe(0);
    expect(await countRows(server.ctx, subscriptions, user.id)).toBe(0);
    expect((await api.get('/api/membership')).body.active).toBe(false);
  });

  it('keeps a failed renewal in for the grace period, then follows cancellation and refunds', async () => {
    const { api, user } = await member('stripe-lifecycle');
    const { sessionId } = (await api.post('/api/create-subscription', checkoutBody('individual'))).body;
    await deliver(completedSession(sessionId, { subscription: 'sub_life', customer: 'cus_life', invoice: 'in_life_1', amount_total: 6500 }));

    const failed = { id: 'in_life_2', billing_reason: 'subscription_cycle', amount_paid: 0, amount_due: 6500, subscription: 'sub_life' };
    expect((await deliver(stripeEvent('invoice.payment_failed', failed))).status).toBe(200);
    const grace = (await api.get('/api/membership')).body;
    expect(grace).toMatchObject({ active: true, status: 'past_due' });
    expect(new Date(grace.graceEndsAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const statuses = (await admin.get('/api/admin/payments')).body.filter((row: { customerEmail: string }) => row.customerEmail === 'buyer@example.com');
    expect(statuses.map((row: { status: string }) => row.status)).toContain('failed');

    await deliver(stripeEvent('invoice.paid', { ...failed, amount_paid: 6500 }));
    expect((await api.get('/api/membership')).body).toMatchObject({ active: true, status: 'active', graceEndsAt: null });

    await deliver(
      stripeEvent('customer.subscription.updated', {
        id: 'sub_life',
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 86_400 }] },
      }),
    );
    expect((await api.get('/api/membership')).body).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    await deliver(stripeEvent('customer.subscription.deleted', { id: 'sub_life', status: 'canceled', cancel_at_period_end: false }));
    expect((await api.get('/api/membership')).body.active).toBe(false);
    expect(await countRows(server.ctx, payments, user.id)).toBe(3);
  });

  it('asks Stripe to deliver again an event it cannot place yet, or cannot read', async () => {
    const early = stripeEvent('customer.subscription.updated', { id: 'sub_not_yet', status: 'active', cancel_at_period_end: false });
    const first = await deliver(early);
    expect(first.status).toBe(409);
    expect(String(first.body.message)).toMatch(/sub_not_yet.*deliver again/);
    // Not recorded as handled: the redelivery is looked at again, not skipped as a duplicate.
    expect((await deliver(early)).status).toBe(409);
    const unreadable = await deliver(stripeEvent('invoice.paid', { id: 'in_odd', amount_paid: 'lots' }));
    expect(unreadable.status).toBe(422);
    expect(String(unreadable.body.message)).toMatch(/invoice\.paid event is not in a shape we can read: amount_paid/);
  });

  it('refuses a signed event without the shape of an event with 400, and logs it', async () => {
    const { data: _data, ...withoutData } = stripeEvent('checkout.session.completed', { id: 'cs_none' });
    const cases: [Record<string, unknown>, RegExp][] = [
      [withoutData, /^The event is not in a shape we can read: data/],
      [{ ...withoutData, data: { object: 'text' } }, /data\.object/],
      [{ ...withoutData, data: null }, /data/],
      [{ ...stripeEvent('invoice.paid', {}), type: 7 }, /type/],
    ];
    for (const [event, message] of cases) {
      const refused = await deliver(event);
      expect(refused.status, JSON.stringify(event)).toBe(400);
      expect(String(refused.body.message)).toMatch(message);
    }
    expect(log.text()).toMatch(/a signed Stripe event without the shape of an event; refused/);
  });

  it("cancels a plan at period end through Stripe's API", async () => {
    const { api } = await member('stripe-cancel');
    const { sessionId } = (await api.post('/api/create-subscription', checkoutBody('starter'))).body;
    await deliver(completedSession(sessionId, { subscription: 'sub_cancel_me', customer: 'cus_c', invoice: 'in_cancel_1', amount_total: 2599 }));
    expect((await api.post('/api/membership/cancel')).body).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(stripe.calls('POST /v1/subscriptions/sub_cancel_me').at(-1)!.form).toEqual({ cancel_at_period_end: 'true' });
  });

  it('refunds the guarantee through Stripe, ends the plan, and records a refund made in Stripe', async () => {
    const { api, user } = await member('stripe-refund');
    const { sessionId } = (await api.post('/api/create-subscription', checkoutBody('starter'))).body;
    await deliver(completedSession(sessionId, { subscription: 'sub_refund', customer: 'cus_r', invoice: 'in_refund_1', amount_total: 2599 }));
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect((await admin.post(`/api/admin/payments/${payment!.id}/refund`)).body.status).toBe('refunded');
    // The invoice's payment intent was looked up, refunded, and the subscription cancelled at once.
    expect(stripe.calls('POST /v1/refunds').at(-1)!.form).toEqual({ payment_intent: 'pi_for_in_refund_1' });
    expect(stripe.calls('DELETE /v1/subscriptions/sub_refund')).toHaveLength(1);
    expect((await api.get('/api/membership')).body.active).toBe(false);

    const buyer = await member('stripe-dashboard-refund');
    const lifetime = (await buyer.api.post('/api/create-subscription', checkoutBody('lifetime'))).body;
    await deliver(completedSession(lifetime.sessionId, { payment_intent: 'pi_lifetime_1', customer: 'cus_l', amount_total: 49700 }));
    expect((await buyer.api.get('/api/membership')).body.source).toBe('lifetime');
    await deliver(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_lifetime_1' }));
    expect((await buyer.api.get('/api/membership')).body.active).toBe(false);
  });
});

describe('caps with Stripe', () => {
  it('opens Stripe checkouts for 50 of 60 concurrent special-offer buyers and refuses the rest before Stripe is asked', async () => {
    const before = stripe.calls('POST /v1/checkout/sessions').length;
    const buyers = await signedInMembers(server.ctx, server.baseUrl, 60, 'stripe-special');
    const started = await Promise.all(buyers.map((api) => api.post('/api/create-subscription', checkoutBody('starter_weekly', true))));
    expect(started.filter((response) => response.status === 200)).toHaveLength(50);
    expect(started.filter((response) => response.status === 409)).toHaveLength(10);
    const created = stripe.calls('POST /v1/checkout/sessions').slice(before);
    expect(created).toHaveLength(50);
    expect(new Set(created.map((call) => call.form['line_items[0][price_data][unit_amount]']))).toEqual(new Set(['499']));
    expect(new Set(created.map((call) => call.form['line_items[0][price_data][recurring][interval]']))).toEqual(new Set(['week']));
  });

  it("holds one seat per member: opening again goes on with the same Stripe session, which lives Stripe's minimum", async () => {
    const before = stripe.calls('POST /v1/checkout/sessions').length;
    const { api } = await member('stripe-twice');
    const asked = Date.now();
    const first = (await api.post('/api/create-subscription', checkoutBody('lifetime'))).body;
    const again = await api.post('/api/create-subscription', checkoutBody('lifetime'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    const created = stripe.calls('POST /v1/checkout/sessions').slice(before);
    expect(created).toHaveLength(1);
    // Stripe refuses an expiry under 30 minutes after it creates the session; the hold is minutes, not an hour.
    const expiresInMinutes = (Number(created[0]!.form.expires_at) * 1000 - asked) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(30);
    expect(expiresInMinutes).toBeLessThan(32);
    expect(stripe.calls(`GET /v1/checkout/sessions/${first.sessionId}`)).toHaveLength(1);
  });

  it('refunds at once a lifetime payment that arrives after its expired seat was sold to someone else', async () => {
    const { api, user } = await member('stripe-late');
    const { sessionId } = (await api.post('/api/create-subscription', checkoutBody('lifetime'))).body;
    expect((await deliver(stripeEvent('checkout.session.expired', { id: sessionId, object: 'checkout.session', payment_status: 'unpaid' }))).status).toBe(200);
    const [checkout] = await server.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(checkout).toMatchObject({ status: 'expired', seatHeld: false });
    // Meanwhile the other places sell out.
    await server.ctx.db
      .update(planCaps)
      .set({ taken: sql`${planCaps.seats}` })
      .where(eq(planCaps.key, 'lifetime'));

    await deliver(completedSession(sessionId, { payment_intent: 'pi_late', customer: 'cus_late', amount_total: 49700 }));
    expect(stripe.calls('POST /v1/refunds').at(-1)!.form).toEqual({ payment_intent: 'pi_late' });
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'refunded', amount: 49700 });
    expect(await countRows(server.ctx, subscriptions, user.id)).toBe(0);
    expect((await api.get('/api/membership')).body.active).toBe(false);
    expect((await server.ctx.db.select().from(planCaps).where(eq(planCaps.key, 'lifetime')))[0]!.taken).toBe(100);
  });
});
