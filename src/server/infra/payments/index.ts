import type { Config } from '../../config';
import { stripePayments } from './stripe';
import { testModePayments } from './testMode';
import type { PaymentsPort } from './types';

export type { CheckoutRequest, PaymentProvider, PaymentsPort, RefundTarget } from './types';
export { WebhookSignatureError } from './types';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local TEST MODE checkout. */
export function createPayments(config: Config): PaymentsPort {
  return config.billing.stripe ? stripePayments(config.billing.stripe) : testModePayments();
}
