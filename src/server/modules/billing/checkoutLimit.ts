import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Counters } from '../../infra/counters';
import { consumeAll, tooManyAttempts } from '../auth/rateLimits';

/**
 * Checkouts a member may open: each one may ask Stripe for a session and hold a capped seat, so
 * a script cannot churn them (decision 2505). Ten in ten minutes leaves a golfer room to change
 * their mind several times.
 */
export const CHECKOUT_OPENINGS = { perMember: 10, windowMs: 10 * 60_000 } as const;

/** A preHandler (after validation: malformed bodies cost nothing and are not counted). */
export function checkoutOpeningLimit(counters: Counters): preHandlerAsyncHookHandler {
  const perMember = counters.counter('checkout:member', CHECKOUT_OPENINGS.perMember, CHECKOUT_OPENINGS.windowMs);
  return async (request) => {
    const wait = await consumeAll([[perMember, request.user!.id]]);
    if (wait !== undefined) throw tooManyAttempts(wait);
  };
}
