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
 *   usual place), so an attacker who spends it does not lock the member out;
 * - a successful login clears the counters of that e-mail and remembers the place.
 * Correct passwords count as attempts too: otherwise the limit would only slow a guesser down.
 */
export interface LoginLimits {
  check: preHandlerAsyncHookHandler;
  failed(request: FastifyRequest): Promise<void>;
  succeeded(request: FastifyRequest): Promise<void>;
}

export function loginLimits(counters: Counters): LoginLimits {
  const limits = AUTH_LIMITS.login;
  const perEmailAndIp = counters.counter('login:email-ip', limits.perEmailAndIp, limits.windowMs);
  const perIp = counters.counter('login:ip', limits.perIp, limits.windowMs);
  const emailFailures = counters.counter('login:email-failures', limits.perEmailFailures, limits.failureWindowMs);
  const knownPlaces = counters.counter('login:known-place', 1, limits.knownPlaceMs);

  const placeOf = (request: FastifyRequest) => `${bodyEmail(request) ?? ''}|${request.ip}`;
  const isKnownPlace = async (request: FastifyRequest) => (await knownPlaces.get(placeOf(request))) !== null;

  return {
    async check(request) {
      const email = bodyEmail(request) ?? '';
      let wait = await consumeAll([
        [perIp, request.ip],
        [perEmailAndIp, placeOf(request)],
      ]);
      if (wait === undefined && !(await isKnownPlace(request))) {
        const failures = await emailFailures.get(email);
        if (failures && failures.consumedPoints >= limits.perEmailFailures) wait = Math.max(1, Math.ceil(failures.msBeforeNext / 1000));
      }
      if (wait !== undefined) throw tooManyAttempts(wait);
    },
    async failed(request) {
      if (await isKnownPlace(request)) return;
      // penalty, not consume: it never rejects, the count just goes on.
      await emailFailures.penalty(bodyEmail(request) ?? '');
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
