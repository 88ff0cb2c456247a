import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './harness';
import { client, uniqueEmail, type ApiClient } from './client';

/** Opens /ws like a browser would and collects what the server sends. */
async function openSocket(server: TestServer, options: { api?: ApiClient; token?: string }) {
  const url = new URL('/ws', server.baseUrl.replace('http', 'ws'));
  if (options.token) url.searchParams.set('token', options.token);
  const headers: Record<string, string> = { origin: server.baseUrl };
  if (options.api) headers.cookie = options.api.cookieHeader();
  const socket = new WebSocket(url, { headers });
  const messages: Array<{ type: string; data?: any }> = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  const next = async (type: string) => {
    for (let i = 0; i < 100; i += 1) {
      const found = messages.find((message) => message.type === type);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, next, closed };
}

describe('the /ws socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an anonymous connection', async () => {
    const { closed } = await openSocket(server, {});
    expect(await closed).toBe(4401);
  });

  it('delivers messages published for a member to that member only', async () => {
    const alice = client(server.baseUrl);
    const aliceUser = await alice.register({ email: uniqueEmail('alice') });
    const bob = client(server.baseUrl);
    await bob.register({ email: uniqueEmail('bob') });

    const aliceSocket = await openSocket(server, { api: alice });
    const bobSocket = await openSocket(server, { api: bob });
    expect((await aliceSocket.next('connection_established')).data.userId).toBe(aliceUser.id);
    await bobSocket.next('connection_established');

    await server.ctx.realtime.publishToUser(aliceUser.id, { type: 'analysis_progress', data: { stage: 'pose' } });
    expect((await aliceSocket.next('analysis_progress')).data).toEqual({ stage: 'pose' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobSocket.messages.map((message) => message.type)).toEqual(['connection_established']);
    aliceSocket.socket.close();
    bobSocket.socket.close();
  });

  it('accepts a websocket token once', async () => {
    const member = client(server.baseUrl);
    const user = await member.register({ email: uniqueEmail('token') });
    const { body } = await member.post('/api/auth/websocket-token', {});
    const first = await openSocket(server, { token: body.token });
    expect((await first.next('connection_established')).data.userId).toBe(user.id);
    first.socket.close();
    const second = await openSocket(server, { token: body.token });
    expect(await second.closed).toBe(4401);
  });
});

/**
 * Scaled out, a member's socket may sit on another process than the one that publishes. This needs
 * a shared PostgreSQL (and Redis), so it runs where the CI provides them (TEST_DATABASE_URL).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('fan-out between two processes', () => {
  for (const bus of ['redis', 'postgres'] as const) {
    it(`reaches a socket held by the other process (${bus})`, async () => {
      const busEnv: Record<string, string> = bus === 'postgres' ? { REDIS_URL: '' } : {};
      const first = await startTestServer(busEnv);
      const second = await startTestServer({ ...busEnv, DATABASE_URL: first.ctx.config.databaseUrl! });
      try {
        const member = client(second.baseUrl);
        const user = await member.register({ email: uniqueEmail(`fanout-${bus}`) });
        const socket = await openSocket(second, { api: member });
        await socket.next('connection_established');
        await first.ctx.realtime.publishToUser(user.id, { type: 'analysis_progress', data: { stage: 'done' } });
        expect((await socket.next('analysis_progress')).data).toEqual({ stage: 'done' });
        socket.socket.close();
      } finally {
        await second.close();
        await first.close();
      }
    });
  }
});
