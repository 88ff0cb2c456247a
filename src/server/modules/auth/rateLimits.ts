import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { tooManyAttemptsMessage } from '../../../shared/auth';
import type { Config } from '../../config';
import { httpError } from '../../http/errors';

/**
 * Brute-force and abuse limits of the account routes, counted per client IP AND per e-mail
 * address, so neither many addresses from one machine nor one address from many machines get
 * unlimited tries. Counters live in memory, or in Redis when REDIS_URL is set so every web
 * process shares them.
 */
export interface AttemptLimit {
  /** Names the counters, e.g. 'login'. */
  name: string;
  windowMs: number;
  perIp: number;
  /** Omitted for routes without an e-mail in the body. */
  perEmail?: number;
}

const MINUTE = 60_000;

export const AUTH_LIMITS = {
  // Spec/issue 2: the 11th login attempt for one e-mail within a minute gets 429.
  login: { name: 'login', windowMs: MINUTE, perIp: 50, perEmail: 10 },
  register: { name: 'register', windowMs: MINUTE, perIp: 20, perEmail: 5 },
  // Each request may send an e-mail: keep a person's inbox (and our sender reputation) safe.
  passwordResetRequest: { name: 'reset-request', windowMs: 15 * MINUTE, perIp: 20, perEmail: 3 },
  passwordResetConfirm: { name: 'reset-confirm', windowMs: MINUTE, perIp: 20 },
} satisfies Record<string, AttemptLimit>;

/**
 * Counters belong to one deployment, which is identified by its database: processes sharing a
 * database share counters, while separate installations (or test servers) on one Redis do not.
 */
function counterNamespace(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  const identity = config.databaseUrl ? databaseIdentity(config.databaseUrl) : config.dataDir;
  return `fairway-rate-limit:${createHash('sha256').update(identity).digest('hex').slice(0, 16)}:`;
}

/** host, port and database name, without the credentials (they may differ between roles). */
function databaseIdentity(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port}${url.pathname}`;
}

/** Registers the counter store on this (encapsulated) plugin instance. */
export async function registerRateLimitStore(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate limit counters: Redis unavailable, limits skipped'));
  // disconnect, not quit: quit waits for a reply that never comes while Redis is unreachable.
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: counterNamespace(config),
    // A Redis outage should not lock every member out of their account.
    skipOnError: Boolean(redis),
  });
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A preHandler (it runs after validation, so the e-mail is already trimmed and lower-cased) that
 * counts the attempt against every applicable counter and answers 429 with the wait when any is
 * exhausted.
 */
export function attemptLimiter(app: FastifyInstance, limit: AttemptLimit): preHandlerAsyncHookHandler {
  type KeyOf = (request: FastifyRequest) => string | undefined;
  const counter = (max: number, keyOf: KeyOf) => ({
    keyOf,
    check: app.createRateLimit({ max, timeWindow: limit.windowMs, keyGenerator: (request) => keyOf(request) ?? '' }),
  });
  const counters = [counter(limit.perIp, (request) => `${limit.name}:ip:${request.ip}`)];
  if (limit.perEmail !== undefined) counters.push(counter(limit.perEmail, (request) => emailKey(limit.name, request)));

  return async (request) => {
    const applicable = counters.filter(({ keyOf }) => keyOf(request) !== undefined);
    const results = await Promise.all(applicable.map(({ check }) => check(request)));
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [Math.max(1, result.ttlInSeconds)] : []));
    if (waits.length === 0) return;
    const retryAfter = String(Math.max(...waits));
    throw httpError(429, tooManyAttemptsMessage(Number(retryAfter)), { 'retry-after': retryAfter });
  };
}

function emailKey(name: string, request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `${name}:email:${email}` : undefined;
}
