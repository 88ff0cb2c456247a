import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../src/server/db/schema';
import { startStripeDouble, type StripeDouble } from '../doubles/stripeServer';
import { checkoutBody, countRows, signedInMembers } from './billing-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

/**
 * Upgrades and downgrades from the plan page (decision 2703): an upgrade opens at once, a downgrade
 * when the paid period ends; in test mode and through Stripe (the double), with proration.
 */

const yearOfTrends = (api: ApiClient, id: string) => api.get(`/api/performance-metrics/${id}/trends?days=365`);

describe('changing plan in test mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function memberOn(plan: string) {
    const [api] = await signedInMembers(server.ctx, server.baseUrl, 1, `change-${plan}`);
    await api!.subscribe(plan);
    return { api: api!, id: (await api!.currentUser())!.id };
  }

  it('opens an upgrade at once: a weekly member reads a year of trends right after moving to Pro', async () => {
    const { api, id } = await memberOn('starter_weekly');
    expect((await yearOfTrends(api, id)).body).toMatchObject({ code: 'plan_upgrade_required', requiredPlan: 'individual' });

    const changed = await api.post('/api/membership/plan', { planKey: 'individual' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ planKey: 'individual', entitledAs: 'individual', pendingPlanKey: null });
    // Weekly to monthly: a month's period starts now.
    expect(new Date(changed.body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);
    expect((await yearOfTrends(api, id)).status).toBe(200);
  });

  it('keeps a downgrade’s access to the end of the paid period, then closes what the new plan lacks', async () => {
    const { api, id } = await memberOn('individual');
    const before = (await api.get('/api/membership')).body;
    const changed = await api.post('/api/membership/plan', { planKey: 'starter' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      planKey: 'individual',
      entitledAs: 'individual',
      pendingPlanKey: 'starter',
      pendingPlanFrom: before.currentPeriodEnd,
    });
    expect((await yearOfTrends(api, id)).status).toBe(200);

    // The paid period ends: the row's date for the downgrade is now in the past.
    await server.ctx.db
      .update(subscriptions)
      .set({ pendingPlanFrom: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, id));
    expect((await api.get('/api/membership')).body).toMatchObject({ planKey: 'starter', entitledAs: 'starter', pendingPlanKey: null });
    expect((await yearOfTrends(api, id)).body).toMatchObject({ code: 'plan_upgrade_required', requiredPlan: 'individual' });
  });

  it('takes back a waiting downgrade when the member chooses their plan again', async () => {
    const { api } = await memberOn('individual');
    await api.post('/api/membership/plan', { planKey: 'starter_weekly' });
    const kept = await api.post('/api/membership/plan', { planKey: 'individual' });
    expect(kept.body).toMatchObject({ planKey: 'individual', pendingPlanKey: null, pendingPlanFrom: null });
  });

  it('refuses what it cannot do with a clear 4xx and changes nothing', async () => {
    const { api } = await memberOn('starter');
    const cases: Array<[unknown, number, RegExp]> = [
      [{ planKey: 'starter' }, 409, /already on Starter/],
      [{ planKey: 'lifetime' }, 400, /Lifetime is bought once/],
      [{ planKey: 'club' }, 400, /club plan changes with our team/],
      [{ planKey: 'gold' }, 400, /planKey/],
      [{}, 400, /planKey/],
    ];
    for (const [body, status, message] of cases) {
      const response = await api.post('/api/membership/plan', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    expect((await api.get('/api/membership')).body).toMatchObject({ planKey: 'starter', pendingPlanKey: null });

    const [unpaid] = await signedInMembers(server.ctx, server.baseUrl, 1, 'change-unpaid');
    const none = await unpaid!.post('/api/membership/plan', { planKey: 'individual' });
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/no renewing plan/);
    expect((await client(server.baseUrl).post('/api/membership/plan', { planKey: 'individual' })).status).toBe(401);
  });
});

describe('changing plan through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_plan_change';
  const signer = new Stripe('sk_test_signer');
  let stripe: StripeDouble;
  let server: TestServer;
  let events = 0;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    server = await startTestServer({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.apiUrl });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  async function deliver(type: string, object: Record<string, unknown>, id = `evt_change_${(events += 1)}`) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(response.status).toBe(200);
  }

  /** A member who paid for `plan` through Stripe Checkout (the completed-session webhook). */
  async function stripeMember(plan: string, amount: number) {
    const api = client(server.baseUrl);
    const user = await api.register({ email: uniqueEmail(`stripe-change-${plan}`) });
    const started = await api.post('/api/create-subscription', checkoutBody(plan));
    const subscription = `sub_change_${user.id.slice(0, 8)}`;
    await deliver('checkout.session.completed', {
      id: started.body.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      client_reference_id: started.body.sessionId,
      subscription,
      customer: `cus_${subscription}`,
      invoice: `in_first_${subscription}`,
      amount_total: amount,
    });
    return { api, user, subscription };
  }

  it('upgrades with proration invoiced at once, and records the proration invoice once however often it arrives', async () => {
    const { api, user, subscription } = await stripeMember('starter', 2599);
    const changed = await api.post('/api/membership/plan', { planKey: 'individual' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ planKey: 'individual', entitledAs: 'individual' });
    const update = stripe.calls(`POST /v1/subscriptions/${subscription}`).at(-1)!;
    expect(update.form).toMatchObject({
      'items[0][id]': `si_for_${subscription}`,
      'items[0][price_data][unit_amount]': '6500',
      'items[0][price_data][product]': `prod_for_${subscription}`,
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
    });

    // Stripe's proration invoice, delivered twice: one payment row, under the new plan.
    const invoice = {
      id: `in_proration_${subscription}`,
      object: 'invoice',
      billing_reason: 'subscription_update',
      subscription,
      amount_paid: 3901,
      amount_due: 3901,
      customer_email: user.email,
    };
    const before = await countRows(server.ctx, payments, user.id);
    await deliver('invoice.paid', invoice, `evt_proration_${subscription}`);
    await deliver('invoice.paid', invoice, `evt_proration_${subscription}`);
    expect(await countRows(server.ctx, payments, user.id)).toBe(before + 1);
  });

  it('bills a same-period downgrade from the renewal, and refuses one Stripe would charge at once', async () => {
    const pro = await stripeMember('individual', 6500);
    const down = await pro.api.post('/api/membership/plan', { planKey: 'starter' });
    expect(down.body).toMatchObject({ planKey: 'individual', pendingPlanKey: 'starter' });
    expect(stripe.calls(`POST /v1/subscriptions/${pro.subscription}`).at(-1)!.form).toMatchObject({
      'items[0][price_data][unit_amount]': '2599',
      proration_behavior: 'none',
    });

    const calls = stripe.requests.length;
    const weekly = await pro.api.post('/api/membership/plan', { planKey: 'starter_weekly' });
    expect(weekly.status).toBe(409);
    expect(weekly.body.message).toMatch(/cancel your plan now/);
    expect(stripe.requests.length).toBe(calls);
  });
});
