import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * The process configuration, read once from the environment. Every default is the embedded one,
 * so `npm start` on a fresh machine needs no settings at all. Documented in .env.example.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people use to reach the app; used in e-mailed links and the Origin check. */
  PUBLIC_URL: optionalString,
  /**
   * Which proxies in front of us may set X-Forwarded-*: a hop count (1 = the one proxy that
   * connects to us) or a comma-separated list of proxy addresses/CIDRs. `true` means 1 hop.
   */
  TRUST_PROXY: optionalString.transform((value, context) => {
    const parsed = parseTrustProxy(value);
    if (parsed instanceof Error) context.addIssue({ code: 'custom', message: parsed.message });
    return parsed instanceof Error ? false : parsed;
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_PASSWORD: optionalString,
  /** The code that opens /demo (spec §2 Demo page); checked by the server, never shipped to the browser. */
  DEMO_ACCESS_CODE: z.string().trim().min(6, 'DEMO_ACCESS_CODE must be at least 6 characters.').default('fairway-demo'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  POSE_MODEL: z.enum(['lightning', 'thunder']).default('lightning'),
  /** Test-only: lets swing video links reach loopback/private addresses. Ignored in production. */
  ALLOW_PRIVATE_VIDEO_URLS: booleanFlag,
  VIDEO_URL_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The whole download of a swing video link, redirects included. */
  VIDEO_URL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** How long POST /api/swing-analysis waits for its analysis before answering 504. */
  ANALYSIS_WAIT_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  /** A member's analyses waiting or running at once; the next upload gets 429 (decision 1502). */
  ANALYSIS_MEMBER_LIMIT: z.coerce.number().int().positive().default(10),
  /** Analyses a worker process runs at once, at most one per member (decision 1509), the one with the shortest backlog on the CPU (1510). */
  ANALYSIS_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** POST /api/swing-analysis bodies being received at once, per web process; more get 429 (decisions 1503, 1508). */
  SYNC_ANALYSIS_IN_FLIGHT: z.coerce.number().int().positive().default(16),
  /** Memory per web process for members' cached read answers, in MB; 0 turns the cache off (decision 1507). */
  MEMBER_ANSWER_CACHE_MB: z.coerce.number().nonnegative().default(64),
  /** Deliver mail through this SMTP relay (smtp:// or smtps://); unset keeps mail in the outbox table. */
  SMTP_URL: optionalString,
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().default('Fairway Coach <no-reply@fairway-coach.local>'),
  /** Take real payments through Stripe Checkout; unset keeps the local TEST MODE checkout. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret (whsec_…) of the endpoint POST /api/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API address (a local test double or stripe-mock), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optionalString.pipe(z.url('STRIPE_API_URL must be a URL such as http://127.0.0.1:12111').optional()),
  /**
   * Live camera analyses this process runs at once (the pose model shares one core); the next
   * member is told to try again later. bench/live measures what a machine holds at 2 fps.
   */
  LIVE_MAX_SESSIONS: z.coerce.number().int().min(0).max(1000).default(4),
  /** Days a member whose renewal failed keeps access while the card is retried. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /**
   * Development only: serve the outbox at /dev/mailbox to administrators. Ignored when
   * NODE_ENV=production or SMTP_URL is set (the page holds live password reset links).
   */
  DEV_MAILBOX: booleanFlag,
  /**
   * The AI coach's language model: any OpenAI-compatible chat completions endpoint (OpenAI, Ollama,
   * vLLM, a llama.cpp server). Unset (with LLM_API_KEY unset too) keeps the built-in coach.
   */
  LLM_BASE_URL: optionalString.pipe(z.url('LLM_BASE_URL must be a URL such as http://127.0.0.1:11434/v1').optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** How long the model may take for a whole reply before the built-in coach answers instead. */
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** The pause between words of the built-in coach's streamed reply (0: all at once). */
  COACH_WORD_DELAY_MS: z.coerce.number().int().min(0).max(200).default(12),
  /** Serve the built browser app from this folder. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type Role = 'web' | 'worker';

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as Fastify's trustProxy: never "trust every hop" (then the left-most, client-written
 * X-Forwarded-For entry would be the client address and anyone could pick their own).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : new Error('a hop count must be at most 10.');
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = addresses.find((entry) => !isAddressOrCidr(entry));
  if (invalid !== undefined || addresses.length === 0) {
    return new Error(`"${invalid ?? value}" is neither a hop count nor a proxy address or CIDR (e.g. 1, or 10.0.0.0/8,127.0.0.1).`);
  }
  return addresses;
}

function isAddressOrCidr(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  /** false, a hop count, or the addresses/CIDRs of trusted proxies (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  demoAccessCode: string;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  poseModel: 'lightning' | 'thunder';
  analysis: {
    allowPrivateVideoUrls: boolean;
    videoUrlConnectTimeoutMs: number;
    videoUrlTimeoutMs: number;
    waitTimeoutMs: number;
    memberLimit: number;
    /** Analyses a worker process runs at once, at most one per member (decision 1509), the one with the shortest backlog on the CPU (1510). */
    concurrency: number;
    syncInFlight: number;
    /** Bytes of members' cached read answers per process (decision 1507). */
    answerCacheBytes: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether /dev/mailbox exists (see DEV_MAILBOX). */
  devMailbox: boolean;
  webDistDir: string;
  billing: {
    stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl: URL | undefined } | undefined;
    graceDays: number;
  };
  coach: {
    /** The OpenAI-compatible model, when configured; otherwise the built-in coach answers alone. */
    llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
    wordDelayMs: number;
  };
  live: { maxSessions: number };
  /** Which roles this process plays; both by default (the embedded setup). */
  roles: ReadonlySet<Role>;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, roles: Role[] = ['web', 'worker']): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoPassword: e.DEMO_PASSWORD,
    demoAccessCode: e.DEMO_ACCESS_CODE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    poseModel: e.POSE_MODEL,
    analysis: {
      allowPrivateVideoUrls: e.ALLOW_PRIVATE_VIDEO_URLS && e.NODE_ENV !== 'production',
      videoUrlConnectTimeoutMs: e.VIDEO_URL_CONNECT_TIMEOUT_MS,
      videoUrlTimeoutMs: e.VIDEO_URL_TIMEOUT_MS,
      waitTimeoutMs: e.ANALYSIS_WAIT_TIMEOUT_MS,
      memberLimit: e.ANALYSIS_MEMBER_LIMIT,
      concurrency: e.ANALYSIS_CONCURRENCY,
      syncInFlight: e.SYNC_ANALYSIS_IN_FLIGHT,
      answerCacheBytes: Math.round(e.MEMBER_ANSWER_CACHE_MB * 1024 * 1024),
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox: e.DEV_MAILBOX && e.NODE_ENV !== 'production' && !e.SMTP_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    billing: {
      stripe: e.STRIPE_SECRET_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined }
        : undefined,
      graceDays: e.BILLING_GRACE_DAYS,
    },
    coach: {
      llm: e.LLM_BASE_URL || e.LLM_API_KEY ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : undefined,
      wordDelayMs: e.COACH_WORD_DELAY_MS,
    },
    live: { maxSessions: e.LIVE_MAX_SESSIONS },
    roles: new Set(roles),
  };
}
