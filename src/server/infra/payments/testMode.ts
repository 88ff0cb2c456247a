import { randomBytes } from 'node:crypto';
import { pathTo, ROUTES } from '../../../shared/routes';
import type { PaymentsPort } from './types';
import { WebhookSignatureError } from './types';

const TEST_CHECKOUT_PREFIX = 'cs_test_local_';

/**
 * TEST MODE (no STRIPE_SECRET_KEY): the checkout url opens our own page, marked TEST MODE, where
 * the buyer confirms or cancels. No money moves, so cancelling and refunding tell nobody outside.
 */
export function testModePayments(): PaymentsPort {
  return {
    kind: 'test',
    async createCheckout() {
      const sessionId = `${TEST_CHECKOUT_PREFIX}${randomBytes(12).toString('hex')}`;
      return { sessionId, url: pathTo(ROUTES.testCheckout.path, { sessionId }) };
    },
    // Our own page, which says itself whether the checkout is still open.
    async openCheckoutUrl(sessionId) {
      return pathTo(ROUTES.testCheckout.path, { sessionId });
    },
    async cancelAtPeriodEnd() {},
    async changePlan() {
      return { currentPeriodEnd: null };
    },
    async cancelNow() {},
    async refund() {},
    async portalUrl() {
      return null;
    },
    verifyWebhook() {
      throw new WebhookSignatureError('Stripe webhooks are not accepted in test mode (STRIPE_SECRET_KEY is not set).');
    },
  };
}
