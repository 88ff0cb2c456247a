import type Stripe from 'stripe';
import type { PlanPeriod } from '../../../shared/plans';

export type PaymentProvider = 'test' | 'stripe';

export interface CheckoutRequest {
  /** Our checkout row's id; Stripe gets it as client_reference_id and as the idempotency key. */
  checkoutId: string;
  userId: string;
  productName: string;
  /** Pence. */
  amount: number;
  period: PlanPeriod;
  customerEmail: string;
  customerName: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface PlanPrice {
  /** Pence. */
  amount: number;
  period: PlanPeriod;
}

export interface RefundTarget {
  providerPaymentId: string;
  providerPaymentIntentId: string | null;
}

/**
 * The payments port (DESIGN: infra). Both implementations only talk to the provider; what a
 * completed checkout means for the member is decided once, in the billing service.
 */
export interface PaymentsPort {
  readonly kind: PaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Where the buyer goes on with a checkout opened before; null once it is paid or closed. */
  openCheckoutUrl(sessionId: string): Promise<string | null>;
  /** Ends a recurring plan at the end of the paid period. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /**
   * Moves a recurring plan to another price: `now` charges the prorated difference at once,
   * `renewal` bills the new price from the next renewal. Answers the period end the provider
   * reports, or null when it has none (test mode).
   */
  changePlan(providerSubscriptionId: string, price: PlanPrice, when: 'now' | 'renewal'): Promise<{ currentPeriodEnd: Date | null }>;
  /** Ends a recurring plan at once (after a guarantee refund). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  refund(target: RefundTarget): Promise<void>;
  /** Where a member manages card and invoices; null when the provider has no such page. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Checks a webhook's signature on the raw body and parses it; throws when it does not verify. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

export class WebhookSignatureError extends Error {}
