import Stripe from 'stripe';
import type { PlanPeriod } from '../../../shared/plans';
import type { CheckoutRequest, PaymentsPort, RefundTarget } from './types';
import { WebhookSignatureError } from './types';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** A local test double or stripe-mock instead of api.stripe.com. */
  apiUrl: URL | undefined;
}

const INTERVAL: Partial<Record<PlanPeriod, 'week' | 'month' | 'year'>> = { week: 'week', month: 'month', year: 'year' };

function stripeClient(settings: StripeSettings): Stripe {
  const address = settings.apiUrl
    ? {
        host: settings.apiUrl.hostname,
        port: settings.apiUrl.port || (settings.apiUrl.protocol === 'http:' ? 80 : 443),
        protocol: settings.apiUrl.protocol === 'http:' ? ('http' as const) : ('https' as const),
      }
    : {};
  // Retries carry idempotency keys, so a retried create never makes a second session.
  return new Stripe(settings.secretKey, { ...address, maxNetworkRetries: 2, telemetry: false });
}

/**
 * Stripe Checkout: subscription mode for weekly, monthly and yearly prices, payment mode for the
 * one-time lifetime price. Prices are sent inline (price_data) from our catalog, so no product
 * has to be set up in Stripe's dashboard and a price lives in one place.
 */
export function stripePayments(settings: StripeSettings): PaymentsPort {
  const stripe = stripeClient(settings);
  return {
    kind: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      const interval = INTERVAL[request.period];
      const metadata = { checkoutId: request.checkoutId, userId: request.userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: interval ? 'subscription' : 'payment',
          client_reference_id: request.checkoutId,
          customer_email: request.customerEmail,
          metadata,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'gbp',
                unit_amount: request.amount,
                product_data: { name: request.productName },
                ...(interval ? { recurring: { interval } } : {}),
              },
            },
          ],
          ...(interval ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async openCheckoutUrl(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' ? session.url : null;
    },
    async cancelAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    async changePlan(providerSubscriptionId, price, when) {
      const interval = INTERVAL[price.period];
      if (!interval) throw new Error('A one-time price cannot replace a subscription');
      const current = await stripe.subscriptions.retrieve(providerSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const updated = await stripe.subscriptions.update(providerSubscriptionId, {
        items: [{ id: item.id, price_data: { currency: 'gbp', unit_amount: price.amount, product, recurring: { interval } } }],
        // An upgrade is invoiced at once for the rest of the period; a downgrade waits for the renewal.
        proration_behavior: when === 'now' ? 'always_invoice' : 'none',
        cancel_at_period_end: false,
      });
      const end = updated.items.data[0]?.current_period_end;
      return { currentPeriodEnd: end ? new Date(end * 1000) : null };
    },
    async cancelNow(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },
    async refund(target: RefundTarget) {
      const paymentIntent = target.providerPaymentIntentId ?? (await invoicePaymentIntent(stripe, target.providerPaymentId));
      await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${target.providerPaymentId}` });
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    verifyWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified.');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The webhook signature does not verify.');
      }
    },
  };
}

/** A subscription payment is recorded by its invoice; the refund needs the invoice's payment intent. */
async function invoicePaymentIntent(stripe: Stripe, invoiceId: string): Promise<string> {
  if (invoiceId.startsWith('pi_')) return invoiceId;
  const list = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intent = list.data[0]?.payment.payment_intent;
  const id = typeof intent === 'string' ? intent : intent?.id;
  if (!id) throw new Error(`Invoice ${invoiceId} has no payment intent to refund`);
  return id;
}
