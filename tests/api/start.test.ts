import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Role } from '../../src/server/config';
import { blogPosts } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/infra/log';
import { API_DOCS, API_ROUTES, SOCKET_PATH } from '../../src/shared/routes';
import { startServer, type RunningServer } from '../../src/server/start';
import { freshDatabaseUrl } from './harness';

/** startServer is the start-up of main.ts, the test harness and the benchmarks: each role gets its part. */
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(roles: Role[]): Promise<RunningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-start-'));
  const database = await freshDatabaseUrl();
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...(database.url ? { DATABASE_URL: database.url } : {}) };
  const server = await startServer(loadConfig(env, roles), createLogger('silent'));
  cleanups.push(async () => {
    await server.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return server;
}

describe('startServer', () => {
  it('serves HTTP on the port it was given (0: any free one) with the web role, and seeds the database', async () => {
    const server = await start(['web']);
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(await server.ctx.db.$count(blogPosts)).toBeGreaterThan(0);
  });

  it('registers exactly the API paths of the shared route table, which the browser builds its requests from', async () => {
    const server = await start(['web']);
    // The API reference and its files come with the swagger plugin; every other /api path is ours.
    const urls = server.app!.routeCatalog.map((route) => route.url);
    const registered = new Set(urls.filter((url) => url.startsWith('/api/') && !url.startsWith(API_DOCS.page)));
    expect(registered).toEqual(new Set(Object.values(API_ROUTES)));
    // The plugin is mounted there (registered before the catalog starts listing, so asked of the router).
    for (const url of Object.values(API_DOCS)) expect(server.app!.hasRoute({ method: 'GET', url }), url).toBe(true);
    expect(server.app!.routeCatalog.some((route) => route.url === SOCKET_PATH)).toBe(true);
  });

  it('opens no HTTP port in a worker-only process', async () => {
    const server = await start(['worker']);
    expect(server.app).toBeUndefined();
    expect(server.baseUrl).toBeUndefined();
  });
});
