import path from 'node:path';
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
  /** Trust X-Forwarded-* headers (behind a reverse proxy or load balancer). */
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_PASSWORD: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  POSE_MODEL: z.enum(['lightning', 'thunder']).default('lightning'),
  FFMPEG_PATH: optionalString,
  /** Test-only: lets swing video links reach loopback/private addresses. Ignored in production. */
  ALLOW_PRIVATE_VIDEO_URLS: booleanFlag,
  VIDEO_URL_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The whole download of a swing video link, redirects included. */
  VIDEO_URL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** How long POST /api/swing-analysis waits for its analysis before answering 504. */
  ANALYSIS_WAIT_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  /** Deliver mail through this SMTP relay (smtp:// or smtps://); unset keeps mail in the outbox table. */
  SMTP_URL: optionalString,
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().default('Fairway Coach <no-reply@fairway-coach.local>'),
  /** Serve the built browser app from this folder. */
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type Role = 'web' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
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
  ffmpegPath: string | undefined;
  analysis: {
    allowPrivateVideoUrls: boolean;
    videoUrlConnectTimeoutMs: number;
    videoUrlTimeoutMs: number;
    waitTimeoutMs: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  webDistDir: string;
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
    ffmpegPath: e.FFMPEG_PATH,
    analysis: {
      allowPrivateVideoUrls: e.ALLOW_PRIVATE_VIDEO_URLS && e.NODE_ENV !== 'production',
      videoUrlConnectTimeoutMs: e.VIDEO_URL_CONNECT_TIMEOUT_MS,
      videoUrlTimeoutMs: e.VIDEO_URL_TIMEOUT_MS,
      waitTimeoutMs: e.ANALYSIS_WAIT_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    roles: new Set(roles),
  };
}
