import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Counters } from '../../infra/counters';
import { AUTH_LIMITS, bodyEmail, consumeAll, tooManyAttempts } from './rateLimits';

/**
 * Login limits that a guesser cannot escape and cannot turn against the member (issue 10):
 * - every attempt counts per e-mail AND client address (10 a minute) and per address (50 a
 *   minute); the address is request.ip, which follows TRUST_PROXY, so a forged X-Forwarded-For
 *   changes nothing;
 * - failures also count per e-mail alone, slowly (50 an hour), against guessing spread over many
 *   addresses; that counter does not apply where the member signed in successfully before (their
 *   usual place) nor in a browser they signed in on (trustedBrowser.ts), so an attacker who spends
 *   it does not lock the member out;
 * - failures count per address too (30 an hour, decision 2506), so one machine's slow drip of
 *   guesses under the per-minute limits stops there, whoever it aims at;
 * - a successful login clears the counters of that e-mail and remembers the place.
 * Correct passwords count as attempts too: otherwise the limit would only slow a guesser down.
 */
export interface LoginLimits {
  check: preHandlerAsyncHookHandler;
  failed(request: FastifyRequest): Promise<void>;
  succeeded(request: FastifyRequest): Promise<void>;
  /** The owner set a new password through the e-mailed link: the e-mail's failures are forgotten. */
  recovered(email: string): Promise<void>;
}

export function loginLimits(counters: Counters, isTrustedBrowser: (request: FastifyRequest, email: string) => Promise<boolean>): LoginLimits {
  const limits = AUTH_LIMITS.login;
  const perEmailAndIp = counters.counter('login:email-ip', limits.perEmailAndIp, limits.windowMs);
  const perIp = counters.counter('login:ip', limits.perIp, limits.windowMs);
  const emailFailures = counters.counter('login:email-failures', limits.perEmailFailures, limits.failureWindowMs);
  const ipFailures = counters.counter('login:ip-failures', limits.perIpFailures, limits.failureWindowMs);
  const knownPlaces = counters.counter('login:known-place', 1, limits.knownPlaceMs);

  const placeOf = (request: FastifyRequest) => `${bodyEmail(request) ?? ''}|${request.ip}`;
  /** The member's own place or browser, where the e-mail's failure counter does not apply. */
  const isMembersOwn = async (request: FastifyRequest) =>
    (await knownPlaces.get(placeOf(request))) !== null || (await isTrustedBrowser(request, bodyEmail(request) ?? ''));
  const spentWait = async (counter: typeof emailFailures, key: string, points: number) => {
    const spent = await counter.get(key);
    return spent && spent.consumedPoints >= points ? Math.max(1, Math.ceil(spent.msBeforeNext / 1000)) : undefined;
  };

  return {
    async check(request) {
      const email = bodyEmail(request) ?? '';
      let wait = await consumeAll([
        [perIp, request.ip],
        [perEmailAndIp, placeOf(request)],
      ]);
      wait ??= await spentWait(ipFailures, request.ip, limits.perIpFailures);
      if (wait === undefined && !(await isMembersOwn(request))) wait = await spentWait(emailFailures, email, limits.perEmailFailures);
      if (wait !== undefined) throw tooManyAttempts(wait);
    },
    async failed(request) {
      // penalty, not consume: it never rejects, the count just goes on.
      await ipFailures.penalty(request.ip);
      if (await isMembersOwn(request)) return;
      await emailFailures.penalty(bodyEmail(request) ?? '');
    },
    async recovered(email) {
      await emailFailures.delete(email);
    },
    async succeeded(request) {
      const email = bodyEmail(request) ?? '';
      await Promise.all([
        perEmailAndIp.delete(placeOf(request)),
        emailFailures.delete(email),
        knownPlaces.set(placeOf(request), 1, limits.knownPlaceMs / 1000),
      ]);
    },
  };
}
