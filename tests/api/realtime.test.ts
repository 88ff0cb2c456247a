import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { client, uniqueEmail } from './client';
import { openSocket, progressMessage } from './socket-client';

describe('the /ws socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an anonymous connection', async () => {
    const { closed } = await openSocket(server.baseUrl, {});
    expect((await closed).code).toBe(4401);
  });

  it('delivers messages published for a member to that member only', async () => {
    const alice = client(server.baseUrl);
    const aliceUser = await alice.registerMember({ email: uniqueEmail('alice') });
    const bob = client(server.baseUrl);
    await bob.registerMember({ email: uniqueEmail('bob') });

    const aliceSocket = await openSocket(server.baseUrl, { api: alice });
    const bobSocket = await openSocket(server.baseUrl, { api: bob });
    expect((await aliceSocket.next('connection_established')).data.userId).toBe(aliceUser.id);
    await bobSocket.next('connection_established');

    await server.ctx.realtime.publishToUser(aliceUser.id, progressMessage('pose'));
    expect((await aliceSocket.next('analysis_progress')).data).toEqual(progressMessage('pose').data);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobSocket.messages.map((message) => message.type)).toEqual(['connection_established']);
    aliceSocket.socket.close();
    bobSocket.socket.close();
  });

  it('answers a refused text message and a binary frame on a socket without a live token with an error, and stays open', async () => {
    const member = client(server.baseUrl);
    await member.registerMember({ email: uniqueEmail('chatty') });
    const chatty = await openSocket(server.baseUrl, { api: member });
    const quiet = await openSocket(server.baseUrl, { api: member });
    await chatty.next('connection_established');
    await quiet.next('connection_established');
    chatty.socket.send(JSON.stringify({ type: 'join_room', data: { roomId: 'general' } }));
    expect((await chatty.next('error')).data).toEqual({ code: 'invalid_request', message: 'The room id is not valid.', replyTo: 'join_room' });
    expect(chatty.socket.readyState).toBe(chatty.socket.OPEN);
    // Binary messages are live frames, which need a socket opened with a websocket token.
    chatty.socket.send(Buffer.from('FRME'));
    expect((await chatty.next('live_error')).data).toMatchObject({ code: 'live_needs_token' });
    expect(chatty.socket.readyState).toBe(chatty.socket.OPEN);
    expect(quiet.socket.readyState).toBe(quiet.socket.OPEN);
    chatty.socket.close();
    quiet.socket.close();
  });

  it('accepts a websocket token once', async () => {
    const member = client(server.baseUrl);
    const user = await member.registerMember({ email: uniqueEmail('token') });
    const { body } = await member.post('/api/auth/websocket-token', {});
    const first = await openSocket(server.baseUrl, { token: body.token });
    expect((await first.next('connection_established')).data.userId).toBe(user.id);
    first.socket.close();
    const second = await openSocket(server.baseUrl, { token: body.token });
    expect((await second.closed).code).toBe(4401);
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
        const user = await member.registerMember({ email: uniqueEmail(`fanout-${bus}`) });
        const socket = await openSocket(second.baseUrl, { api: member });
        await socket.next('connection_established');
        await first.ctx.realtime.publishToUser(user.id, progressMessage('done'));
        expect((await socket.next('analysis_progress')).data).toEqual(progressMessage('done').data);
        socket.socket.close();
      } finally {
        await second.close();
        await first.close();
      }
    });
  }
});
