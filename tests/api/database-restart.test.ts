import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, uploadForm, waitUntilFinished } from './analysis-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { freshDatabaseUrl } from './harness';
import { startRoles, type Roles } from './roles';
import { openSocket, type OpenedSocket } from './socket-client';

/**
 * What a PostgreSQL restart does to the app, without restarting the server other test runs share:
 * the app's database stops accepting connections and pg_terminate_backend ends every connection
 * it had, from the server side, with the same "terminating connection due to administrator
 * command" a restart sends; later it accepts connections again. Web and worker run as separate
 * processes on the real entry point, as in production, and LISTEN/NOTIFY carries the fan-out (no
 * Redis), so every kind of connection is cut: pool, listener and pg-boss.
 */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Takes the database away; returns how many connections were cut. */
const takeDown = (database: string) =>
  asAdmin(async (admin) => {
    await admin.query(`alter database ${database} allow_connections false`);
    const { rows } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return rows.length;
  });

const bringBack = (database: string) => asAdmin((admin) => admin.query(`alter database ${database} allow_connections true`));

/** Uploads the fixture and waits until it is analysed and its 'done' progress reached the socket. */
async function expectUploadAnalysed(member: ApiClient, socket: OpenedSocket) {
  const upload = await uploadForm(member, { data: await fs.readFile(fixturePath()), name: 'swing.mp4', type: 'video/mp4' });
  expect(upload.status).toBe(202);
  expect((await waitUntilFinished(member, upload.body.id, 120_000)).body.status).toBe('done');
  const progress = await poll(
    async () => socket.messages.filter((message) => message.type === 'analysis_progress' && message.data.id === upload.body.id),
    (messages) => messages.some((message) => message.data.status === 'done'),
    10_000,
  );
  expect(progress.map((message) => message.data.status)).toContain('done');
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('web and worker processes when PostgreSQL drops their connections', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let roles: Roles;
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    roles = await startRoles(database, { REDIS_URL: '' });
  });
  afterAll(async () => {
    await roles?.stop();
    if (database?.url) await bringBack(new URL(database.url).pathname.slice(1));
    await database?.drop();
  });

  it('keep running, are ready again, keep sessions and sockets working, and analyse a new upload', async () => {
    const { web, worker, baseUrl } = roles;
    const member = client(baseUrl);
    const user = await member.registerMember({ email: uniqueEmail('restart') });
    const socket = openSocket(baseUrl, { api: member });
    await socket.next('connection_established');

    const databaseName = new URL(database.url!).pathname.slice(1);
    expect(await takeDown(databaseName)).toBeGreaterThan(0);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503);
    // Down long enough for every connection to have failed and retried at least once.
    await web.waitFor(/PostgreSQL still unreachable, retrying/);
    await worker.waitFor(/PostgreSQL still unreachable, retrying/);
    expect(web.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
    await bringBack(databaseName);

    const ready = await poll(
      () => fetch(`${baseUrl}/readyz`).then((response) => response.status),
      (status) => status === 200,
      30_000,
    );
    expect(ready).toBe(200);
    expect(web.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();

    // The session lives in the database; the same cookie still works.
    expect((await member.get('/api/auth/me')).body.user.id).toBe(user.id);

    // An upload is queued by the web process, analysed by the worker, and its progress reaches
    // the socket through the web process's LISTEN, which had to come back by itself.
    await expectUploadAnalysed(member, socket);
    expect(web.output()).toContain('realtime: lost the LISTEN connection to PostgreSQL');
    expect(web.output()).toContain('realtime: listening on PostgreSQL again');
    // Notifications sent while LISTEN was down are gone: the page is told to reload what it shows.
    await socket.next('missed_messages');
    expect(`${web.output()}${worker.output()}`).not.toMatch(/uncaught|unhandled/i);
    socket.socket.close();
  });
});

/** Cuts every Redis connection a process of ours holds (they are named fairway:<pid>:…). */
async function killRedisConnections(redisUrl: string, pids: number[]): Promise<number> {
  const { Redis } = await import('ioredis');
  const admin = new Redis(redisUrl);
  try {
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .filter((line) => pids.some((pid) => line.includes(` name=fairway:${pid}:`)))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('web and worker processes when Redis drops their connections', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let roles: Roles;
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    roles = await startRoles(database, { REDIS_URL: process.env.TEST_REDIS_URL! });
  });
  afterAll(async () => {
    await roles?.stop();
    await database?.drop();
  });

  it('keep running, tell open pages to reload, let members log in, keep sockets fed and analyse a new upload', async () => {
    const { web, worker, baseUrl } = roles;
    const member = client(baseUrl);
    const email = uniqueEmail('redis-restart');
    await member.registerMember({ email });
    const socket = openSocket(baseUrl, { api: member });
    await socket.next('connection_established');

    expect(await killRedisConnections(process.env.TEST_REDIS_URL!, [web.child.pid!, worker.child.pid!])).toBeGreaterThan(0);
    // What was published while the subscriber was away is gone: the page is told to reload.
    await socket.next('missed_messages');
    // Its log line comes through the process's stdout pipe, which may trail the socket's message.
    await web.waitFor(/realtime: subscribed on Redis again/);
    expect((await client(baseUrl).post('/api/auth/login', { email, password: 'correct horse battery' })).status).toBe(200);
    expect(web.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
    await expectUploadAnalysed(member, socket);
    socket.socket.close();
  });
});
