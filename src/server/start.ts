import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { assertFfmpegSupported, FfmpegUnsupportedError } from '../media';
import { buildApp } from './app';
import { ConfigError, type Config } from './config';
import { createContext, type AppContext } from './context';
import { seed } from './db/seed';
import { startWorkers } from './modules/workers';

export interface RunningServer {
  ctx: AppContext;
  /** The HTTP app, listening; absent in a worker-only process. */
  app: FastifyInstance | undefined;
  /** Where the app listens, e.g. http://127.0.0.1:51234 (the real port when PORT is 0). */
  baseUrl: string | undefined;
  /** Stops taking requests, lets running ones finish, then stops jobs and closes the database. */
  close(): Promise<void>;
}

/**
 * The one start-up sequence, for the process (main.ts), the API and browser tests, and the
 * benchmarks: context (database migrated), seed, the HTTP app when the config has the web role,
 * the job workers when it has the worker role, then listening on config.host:config.port. An
 * ffmpeg older than the pinned one, or of a release not supported yet, stops the start first: both
 * roles decode uploads (decisions 3030, 3031).
 */
export async function startServer(config: Config, log: FastifyBaseLogger): Promise<RunningServer> {
  await assertFfmpegSupported().catch((error: unknown) => {
    throw error instanceof FfmpegUnsupportedError ? new ConfigError(error.message) : error;
  });
  const ctx = await createContext(config, log);
  await seed(ctx);
  const app = config.roles.has('web') ? await buildApp(ctx) : undefined;
  if (config.roles.has('worker')) await startWorkers(ctx);
  if (app) await app.listen({ host: config.host, port: config.port });
  const address = app?.server.address();
  return {
    ctx,
    app,
    baseUrl: address && typeof address === 'object' ? `http://${config.host}:${address.port}` : undefined,
    async close() {
      await app?.close();
      await ctx.close();
    },
  };
}
