import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_MEMBER, SOCKET_CLOSE } from '../../src/server/infra/realtime';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';
import { resetTokenFor } from './reset-mail';
import { openSocket, progressMessage } from './socket-client';

/** Attacks on /ws: each test is the attack, and passes when it fails. */
describe('the /ws socket under attack', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a page of another site that opens the socket with the victim cookie (CSWSH)', async () => {
    const victim = client(server.baseUrl);
    await victim.register({ email: uniqueEmail('cswsh') });
    const hijack = openSocket(server.baseUrl, { api: victim, origin: 'https://evil.example' });
    expect(await hijack.refused).toBe(403);
    expect(hijack.messages).toEqual([]);
    // The member's own page, and a program that sends no Origin, still connect.
    const own = openSocket(server.baseUrl, { api: victim });
    await own.next('connection_established');
    const program = openSocket(server.baseUrl, { api: victim, origin: null });
    await program.next('connection_established');
    own.socket.close();
    program.socket.close();
  });

  it('stops delivering to a socket once its session logs out, and leaves the member’s other sessions open', async () => {
    const email = uniqueEmail('logout');
    const laptop = client(server.baseUrl);
    const user = await laptop.register({ email });
    const phone = client(server.baseUrl);
    await phone.login(email, 'correct horse battery');
    const laptopSocket = openSocket(server.baseUrl, { api: laptop });
    const phoneSocket = openSocket(server.baseUrl, { api: phone });
    await laptopSocket.next('connection_established');
    await phoneSocket.next('connection_established');

    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    expect(await laptopSocket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    await server.ctx.realtime.publishToUser(user.id, progressMessage('pose'));
    expect((await phoneSocket.next('analysis_progress')).data).toEqual(progressMessage('pose').data);
    expect(laptopSocket.messages.map((message) => message.type)).toEqual(['connection_established']);
    phoneSocket.socket.close();
  });

  it('closes every socket of the member, token-opened ones too, when the password is reset', async () => {
    const email = uniqueEmail('reset-socket');
    const member = client(server.baseUrl);
    await member.registerMember({ email });
    const cookieSocket = openSocket(server.baseUrl, { api: member });
    const { body } = await member.post('/api/auth/websocket-token', {});
    const tokenSocket = openSocket(server.baseUrl, { token: body.token, origin: null });
    await cookieSocket.next('connection_established');
    await tokenSocket.next('connection_established');

    const token = await resetTokenFor(server, email);
    const password = 'a new password here';
    expect((await client(server.baseUrl).post('/api/auth/password-reset/confirm', { token, password, confirmPassword: password })).status).toBe(200);

    expect(await cookieSocket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
    expect(await tokenSocket.closed).toEqual(SOCKET_CLOSE.sessionEnded);
  });

  it(`holds at most ${MAX_SOCKETS_PER_MEMBER} sockets per member and says why it refuses the next`, async () => {
    const member = client(server.baseUrl);
    await member.register({ email: uniqueEmail('flood') });
    const sockets = Array.from({ length: MAX_SOCKETS_PER_MEMBER }, () => openSocket(server.baseUrl, { api: member }));
    for (const socket of sockets) await socket.next('connection_established');
    const extra = openSocket(server.baseUrl, { api: member });
    expect(await extra.closed).toEqual(SOCKET_CLOSE.tooMany);
    // Another member is not affected by this one's flood.
    const neighbour = client(server.baseUrl);
    await neighbour.register({ email: uniqueEmail('neighbour') });
    const theirs = openSocket(server.baseUrl, { api: neighbour });
    await theirs.next('connection_established');
    theirs.socket.close();
    for (const { socket } of sockets) socket.close();
  });
});
