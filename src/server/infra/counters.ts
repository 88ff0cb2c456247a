import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';

/**
 * Attempt counters for rate limits (rate-limiter-flexible): in memory, or in Redis when
 * REDIS_URL is set so that every web process of the installation shares them. While Redis is
 * unreachable each counter falls back to its in-memory twin, so limits keep holding (per
 * process) and nobody is locked out by the outage.
 */
export interface Counters {
  /** At most `points` per window of `windowMs` for each key. */
  counter(name: string, points: number, windowMs: number): RateLimiterAbstract;
  close(): Promise<void>;
}

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

export function createCounters(config: Pick<Config, 'redisUrl' | 'databaseUrl' | 'dataDir'>, log: { warn(obj: object, msg: string): void }): Counters {
  // No offline queue: while Redis is down a command fails at once and the in-memory twin answers,
  // instead of the login request waiting for a reconnect.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectionName: `fairway:${process.pid}:rate-limits` })
    : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'rate limit counters: Redis unavailable, counting in memory meanwhile'));
  const namespace = counterNamespace(config);
  return {
    counter(name, points, windowMs) {
      const options = { keyPrefix: `${namespace}${name}`, points, duration: Math.ceil(windowMs / 1000) };
      const memory = new RateLimiterMemory(options);
      return redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
    },
    // disconnect, not quit: quit waits for a reply that never comes while Redis is unreachable.
    close: async () => redis?.disconnect(),
  };
}
