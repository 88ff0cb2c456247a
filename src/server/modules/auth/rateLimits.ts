import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyAttemptsMessage } from '../../../shared/auth';
import { httpError } from '../../http/errors';
import type { Counters } from '../../infra/counters';

/**
 * Abuse limits of the account routes other than login (see loginLimits.ts): register, e-mail
 * confirmation and the two password reset calls count each attempt per client IP and, where the body has one, per e-mail,
 * so neither many addresses from one machine nor one address from many machines get unlimited
 * tries.
 */
export interface AttemptLimit {
  /** Names the counters, e.g. 'register'. */
  name: string;
  windowMs: number;
  perIp: number;
  /** Omitted for routes without an e-mail in the body. */
  perEmail?: number;
}

const MINUTE = 60_000;

export const AUTH_LIMITS = {
  login: {
    windowMs: MINUTE,
    /** Spec/issue 2: the 11th login attempt for one e-mail (from one place) within a minute gets 429. */
    perEmailAndIp: 10,
    /** One address trying many e-mails. */
    perIp: 50,
    /** Failures for one e-mail from places and browsers it never signed in from, whatever the address. */
    perEmailFailures: 50,
    /** Failures from one address, whatever the e-mail: a guesser's slow drip from one machine (decision 2506). */
    perIpFailures: 30,
    failureWindowMs: 60 * MINUTE,
    /**
     * How long a place (e-mail + IP) counts as the member's own after a successful login. Under
     * 24.8 days: the in-memory store expires keys with setTimeout, which fires at once beyond that.
     */
    knownPlaceMs: 21 * 24 * 60 * MINUTE,
  },
  register: { name: 'register', windowMs: MINUTE, perIp: 20, perEmail: 5 },
  // Each request may send an e-mail: keep a person's inbox (and our sender reputation) safe.
  passwordResetRequest: { name: 'reset-request', windowMs: 15 * MINUTE, perIp: 20, perEmail: 3 },
  passwordResetConfirm: { name: 'reset-confirm', windowMs: MINUTE, perIp: 20 },
  // Tokens are 256 random bits, so this only keeps junk requests cheap, like reset confirm.
  confirmEmail: { name: 'confirm-email', windowMs: MINUTE, perIp: 20 },
} as const;

/** The e-mail of a validated body (already trimmed and lower-cased), if it has one. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** Counts one attempt against each counter; the seconds to wait when any of them is spent. */
export async function consumeAll(checks: Array<[RateLimiterAbstract, string]>): Promise<number | undefined> {
  const waits = await Promise.all(
    checks.map(([counter, key]) =>
      counter.consume(key).then(
        () => undefined,
        (rejection: unknown) => {
          // With an in-memory twin for Redis outages, a rejection is always "spent"; anything else is ours.
          if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw rejection;
        },
      ),
    ),
  );
  const spent = waits.filter((wait): wait is number => wait !== undefined);
  return spent.length > 0 ? Math.max(...spent) : undefined;
}

export function tooManyAttempts(retryAfterSeconds: number) {
  return httpError(429, tooManyAttemptsMessage(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
}

/**
 * A preHandler (it runs after validation, so the e-mail is already trimmed and lower-cased, and
 * malformed bodies, which cost us nothing, are not counted) that answers 429 with the wait once
 * any counter is spent.
 */
export function attemptLimiter(counters: Counters, limit: AttemptLimit): preHandlerAsyncHookHandler {
  const perIp = counters.counter(`${limit.name}:ip`, limit.perIp, limit.windowMs);
  const perEmail = limit.perEmail === undefined ? undefined : counters.counter(`${limit.name}:email`, limit.perEmail, limit.windowMs);
  return async (request) => {
    const email = bodyEmail(request);
    const checks: Array<[RateLimiterAbstract, string]> = [[perIp, request.ip]];
    if (perEmail && email !== undefined) checks.push([perEmail, email]);
    const wait = await consumeAll(checks);
    if (wait !== undefined) throw tooManyAttempts(wait);
  };
}
