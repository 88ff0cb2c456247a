import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONTENT_MAX, CHAT_PAGE_SIZE, CHAT_RATE_LIMIT } from '../../src/shared/chat';
import { insertRoomMessages } from '../../src/server/modules/chat/store';
import { client, uniqueEmail, type ApiClient } from './client';
import { DAY_MS, insertAnalysisRow } from './performance-analysis-rows';
import { joinRoom, nextError, openChatSocket, type ChatSocket } from './chat-helpers';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/** The community over HTTP and the /ws chat protocol, on one server (issue 14). */
describe('community chat', () => {
  let server: TestServer;
  let alice: ApiClient;
  let bob: ApiClient;
  let admin: ApiClient;
  let aliceId: string;
  let bobId: string;
  let rooms: Array<{ id: string; name: string; description: string | null; unreadCount: number }>;
  let aliceSocket: ChatSocket;
  let bobSocket: ChatSocket;

  const roomId = (name: string) => rooms.find((room) => room.name === name)!.id;
  const extraSockets: ChatSocket[] = [];
  /**
   * A member of their own, online in a room. The rate limit counts each member's messages, and
   * Alice's across these tests outnumber what one window allows once the tests run fast.
   */
  const memberIn = async (room: string, firstName: string, lastName: string) => {
    const api = client(server.baseUrl);
    const id = (await api.registerMember({ email: uniqueEmail(firstName.toLowerCase()), firstName, lastName })).id;
    const socket = await openChatSocket(server.baseUrl, api);
    extraSockets.push(socket);
    await joinRoom(socket, room);
    return { api, id, socket };
  };
  const roomContents = async (api: ApiClient, id: string) =>
    ((await api.get(`/api/chat/rooms/${id}/messages`)).body.messages as Array<{ content: string }>).map((m) => m.content);

  beforeAll(async () => {
    server = await startTestServer();
    alice = client(server.baseUrl);
    bob = client(server.baseUrl);
    admin = client(server.baseUrl);
    aliceId = (await alice.registerMember({ email: uniqueEmail('alice'), firstName: 'Alice', lastName: 'Hart' })).id;
    bobId = (await bob.registerMember({ email: uniqueEmail('bob'), firstName: 'Bob', lastName: 'Stone' })).id;
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const listed = await alice.get('/api/chat/rooms');
    if (listed.status !== 200) throw new Error(`rooms: ${listed.status} ${listed.text}`);
    rooms = listed.body;
    aliceSocket = await openChatSocket(server.baseUrl, alice);
    bobSocket = await openChatSocket(server.baseUrl, bob);
  });
  afterAll(async () => {
    for (const socket of [aliceSocket, bobSocket, ...extraSockets]) socket?.socket.close();
    await server?.close();
  });

  it('lists the five seeded rooms with their descriptions, for premium members only', async () => {
    expect(rooms.map((room) => room.name)).toEqual(['General', 'Swing Feedback', 'Short Game', 'Equipment', 'Course Talk']);
    expect(rooms.every((room) => (room.description ?? '').length > 10)).toBe(true);
    expect((await client(server.baseUrl).get('/api/chat/rooms')).status).toBe(401);
    const unpaid = client(server.baseUrl);
    await unpaid.register({ email: uniqueEmail('unpaid') });
    expect((await unpaid.get('/api/chat/rooms')).status).toBe(402);
    const unpaidSocket = await openChatSocket(server.baseUrl, unpaid);
    unpaidSocket.sendMessage('chat_message', { roomId: roomId('General'), content: 'free ride?' });
    expect((await nextError(unpaidSocket, 0)).code).toBe('premium_required');
    unpaidSocket.socket.close();
    expect(await roomContents(alice, roomId('General'))).not.toContain('free ride?');
  });

  it('joins a room with the members online, and delivers a stored room message to everyone in it', async () => {
    const general = roomId('General');
    expect(await joinRoom(aliceSocket, general)).toBe(1);
    expect(await joinRoom(bobSocket, general)).toBe(2);
    aliceSocket.sendMessage('chat_message', { roomId: general, content: '  Morning, who is playing today?  ' });
    const received = await bobSocket.waitFor('new_message', (data) => data.message.content === 'Morning, who is playing today?');
    expect(received.roomId).toBe(general);
    expect(received.message).toMatchObject({ userId: aliceId, user: { id: aliceId, firstName: 'Alice', lastName: 'Hart' }, sharedAnalysis: null });
    expect(received.message.user).not.toHaveProperty('email');
    // The sender's acknowledgement is the same stored message.
    const echoed = await aliceSocket.waitFor('new_message', (data) => data.message.id === received.message.id);
    expect(echoed.message.createdAt).toBe(received.message.createdAt);
    expect(await roomContents(bob, general)).toContain('Morning, who is playing today?');
    // Bob read it where it arrived; Alice's own messages never count as unread for her.
    const bobRooms = (await bob.get('/api/chat/rooms')).body as typeof rooms;
    expect(bobRooms.find((room) => room.id === general)!.unreadCount).toBe(1);
    expect((await bob.put('/api/chat/read-positions', { roomId: general, lastReadId: received.message.id })).status).toBe(204);
    expect(((await bob.get('/api/chat/rooms')).body as typeof rooms).find((room) => room.id === general)!.unreadCount).toBe(0);
  });

  it('moves a socket to the room it joins last, so it no longer hears the first', async () => {
    const general = roomId('General');
    const equipment = roomId('Equipment');
    const carolApi = client(server.baseUrl);
    await carolApi.registerMember({ email: uniqueEmail('carol') });
    const carol = await openChatSocket(server.baseUrl, carolApi);
    await joinRoom(carol, general);
    await joinRoom(carol, equipment);
    aliceSocket.sendMessage('chat_message', { roomId: general, content: 'only for General' });
    await bobSocket.waitFor('new_message', (data) => data.message.content === 'only for General');
    aliceSocket.sendMessage('chat_message', { roomId: equipment, content: 'new driver day' });
    await carol.waitFor('new_message', (data) => data.message.content === 'new driver day');
    expect(carol.messages.some((m) => m.type === 'new_message' && m.data.message.content === 'only for General')).toBe(false);
    carol.socket.close();
  });

  it('delivers a direct message to the recipient and acknowledges it to the sender, with conversations and unread counts', async () => {
    aliceSocket.sendMessage('direct_message', { recipientId: bobId, content: 'Fancy nine holes at 5?' });
    const received = await bobSocket.waitFor('new_direct_message');
    expect(received.message).toMatchObject({
      senderId: aliceId,
      recipientId: bobId,
      content: 'Fancy nine holes at 5?',
      sender: { firstName: 'Alice' },
      recipient: { firstName: 'Bob' },
    });
    const sent = await aliceSocket.waitFor('direct_message_sent');
    expect(sent).toMatchObject({ senderId: aliceId, recipientId: bobId });
    expect(sent.message.id).toBe(received.message.id);

    const page = (await bob.get(`/api/chat/direct-messages/${aliceId}`)).body;
    expect(page.messages.map((m: { content: string }) => m.content)).toEqual(['Fancy nine holes at 5?']);
    for (const path of ['/api/chat/conversations', '/api/chat/direct-messages']) {
      const [conversation] = (await bob.get(path)).body;
      expect(conversation).toMatchObject({
        user: { id: aliceId, firstName: 'Alice', lastName: 'Hart' },
        lastMessage: { content: 'Fancy nine holes at 5?' },
        unreadCount: 1,
      });
    }
    expect((await alice.get('/api/chat/conversations')).body[0]).toMatchObject({ user: { id: bobId }, unreadCount: 0 });
    await bob.put('/api/chat/read-positions', { userId: aliceId, lastReadId: received.message.id });
    expect((await bob.get('/api/chat/conversations')).body[0].unreadCount).toBe(0);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const general = roomId('General');
    const missing = '00000000-0000-4000-8000-000000000000';
    // A member of their own: refusals that reach the database count against the rate limit.
    const dave = client(server.baseUrl);
    const daveId = (await dave.registerMember({ email: uniqueEmail('dave') })).id;
    const daveSocket = await openChatSocket(server.baseUrl, dave);
    const cases: Array<[string, unknown, RegExp]> = [
      ['chat_message', { roomId: missing, content: 'into the void' }, /no such room/],
      ['join_room', { roomId: missing }, /no such room/],
      ['chat_message', { roomId: 'general', content: 'hello' }, /room id is not valid/],
      ['direct_message', { recipientId: daveId, content: 'note to self' }, /yourself/],
      ['direct_message', { recipientId: missing, content: 'anyone?' }, /no such member/],
      ['chat_message', { roomId: general, content: '   ' }, /empty/],
      ['chat_message', { roomId: general, content: 'x'.repeat(CHAT_CONTENT_MAX + 1) }, /at most 2000 characters/],
      ['chat_message', { roomId: general }, /content is required/],
      ['chat_message', { roomId: general, content: 'bell\u0007' }, /control characters/],
      ['dance', { roomId: general }, /Unknown message type/],
    ];
    for (const [type, data, expected] of cases) {
      const before = daveSocket.messages.length;
      daveSocket.sendMessage(type, data);
      expect((await nextError(daveSocket, before)).message, `${type} ${JSON.stringify(data).slice(0, 80)}`).toMatch(expected);
    }
    const before = daveSocket.messages.length;
    daveSocket.socket.send('{not json');
    expect((await nextError(daveSocket, before)).message).toMatch(/must be JSON/);
    expect(daveSocket.socket.readyState).toBe(daveSocket.socket.OPEN);

    const stored = await roomContents(alice, general);
    expect(stored.filter((content) => content.startsWith('x'.repeat(100)) || content === 'hello' || content.startsWith('bell'))).toEqual([]);
    expect((await dave.get('/api/chat/conversations')).body).toEqual([]);
    // Exactly 2000 characters is allowed.
    await joinRoom(daveSocket, general);
    daveSocket.sendMessage('chat_message', { roomId: general, content: 'z'.repeat(CHAT_CONTENT_MAX) });
    await bobSocket.waitFor('new_message', (data) => data.message.content === 'z'.repeat(CHAT_CONTENT_MAX));
    // The same rules over HTTP.
    expect((await alice.get(`/api/chat/rooms/${missing}/messages`)).status).toBe(404);
    expect((await dave.get(`/api/chat/direct-messages/${daveId}`)).status).toBe(400);
    expect((await alice.get(`/api/chat/direct-messages/${missing}`)).status).toBe(404);
    expect((await alice.get(`/api/chat/rooms/${general}/messages?before=abc`)).status).toBe(400);
    daveSocket.socket.close();
  });

  it('answers a flood with a rate-limit error naming the wait, storing only what was allowed', async () => {
    const shortGame = roomId('Short Game');
    const flooder = client(server.baseUrl);
    await flooder.registerMember({ email: uniqueEmail('flood') });
    const socket = await openChatSocket(server.baseUrl, flooder);
    await joinRoom(socket, shortGame);
    for (let i = 0; i < CHAT_RATE_LIMIT.messages + 3; i += 1) socket.sendMessage('chat_message', { roomId: shortGame, content: `flood ${i}` });
    const error = await nextError(socket, 0);
    expect(error).toMatchObject({ code: 'rate_limited', replyTo: 'chat_message' });
    expect(error.message).toMatch(/too fast\. Wait \d+ seconds?/);
    expect(error.retryAfter).toBeGreaterThan(0);
    await socket.waitFor('new_message', (data) => data.message.content === `flood ${CHAT_RATE_LIMIT.messages - 1}`);
    const stored = (await roomContents(flooder, shortGame)).filter((content) => content.startsWith('flood'));
    expect(stored).toEqual(Array.from({ length: CHAT_RATE_LIMIT.messages }, (_, i) => `flood ${i}`));
    socket.socket.close();
  });

  it('pages a room newest first, older pages by cursor, and catches up after a message id', async () => {
    const courseTalk = roomId('Course Talk');
    const author = { id: bobId, firstName: 'Bob', lastName: 'Stone', foundingMember: false };
    // One statement, as a group commit writes them: ids follow the order of the inputs.
    const inputs = Array.from({ length: CHAT_PAGE_SIZE + 5 }, (_, i) => ({ roomId: courseTalk, user: author, content: `m${i}`, sharedAnalysis: null }));
    const ids = (await insertRoomMessages(server.ctx.db, inputs)).map((message) => message!.id);
    const newest = (await alice.get(`/api/chat/rooms/${courseTalk}/messages`)).body;
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.messages.at(-1).content).toBe(`m${CHAT_PAGE_SIZE + 4}`);
    expect(newest.messages[0].content).toBe('m5');
    const older = (await alice.get(`/api/chat/rooms/${courseTalk}/messages?before=${newest.olderCursor}`)).body;
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.olderCursor).toBeNull();
    const after = (await alice.get(`/api/chat/rooms/${courseTalk}/messages?after=${ids[CHAT_PAGE_SIZE + 2]}`)).body;
    expect(after.messages.map((m: { content: string }) => m.content)).toEqual([`m${CHAT_PAGE_SIZE + 3}`, `m${CHAT_PAGE_SIZE + 4}`]);
    expect(after.hasNewer).toBe(false);
  });

  it('shares a member’s own finished analysis as a card, and nobody else’s', async () => {
    const feedback = roomId('Swing Feedback');
    const carol = await memberIn(feedback, 'Carol', 'Reed');
    const dan = await memberIn(feedback, 'Dan', 'Moss');
    const analysisId = await insertAnalysisRow(server.ctx.db, {
      userId: carol.id,
      createdAt: new Date(Date.now() - DAY_MS),
      overallScore: 81,
      keyMetrics: { tempo: 8, balance: 7.5, power: 7, accuracy: 8.5 },
      clubUsed: '7 Iron',
    });
    carol.socket.sendMessage('chat_message', { roomId: feedback, content: 'Thoughts on my 7 iron?', analysisId });
    const { message } = await dan.socket.waitFor('new_message', (data) => data.message.content === 'Thoughts on my 7 iron?');
    expect(message.sharedAnalysis).toMatchObject({ analysisId, overallScore: 81, clubUsed: '7 Iron', keyMetrics: { accuracy: 8.5 }, unscored: [] });
    const [stored] = (await dan.api.get(`/api/chat/rooms/${feedback}/messages`)).body.messages;
    expect(stored.sharedAnalysis).toEqual(message.sharedAnalysis);

    // A half swing's power is not scored (decision 2418): the card says so instead of its neutral 5.
    const halfId = await insertAnalysisRow(server.ctx.db, {
      userId: carol.id,
      createdAt: new Date(Date.now() - DAY_MS),
      overallScore: 84,
      keyMetrics: { tempo: 8, balance: 7.5, power: 5, accuracy: 8.5 },
      clubUsed: 'Pitching Wedge',
      swingLength: 'Half swing',
    });
    carol.socket.sendMessage('chat_message', { roomId: feedback, content: 'And my half wedge?', analysisId: halfId });
    const half = await dan.socket.waitFor('new_message', (data) => data.message.content === 'And my half wedge?');
    expect(half.message.sharedAnalysis).toMatchObject({ analysisId: halfId, unscored: ['power'] });

    const before = dan.socket.messages.length;
    dan.socket.sendMessage('chat_message', { roomId: feedback, content: 'look at this one', analysisId });
    expect((await nextError(dan.socket, before)).message).toBe('There is no finished analysis of yours with this id to share.');
    expect(await roomContents(carol.api, feedback)).not.toContain('look at this one');
  });

  it('lets authors delete their own messages, administrators any, and tells the room', async () => {
    const general = roomId('General');
    const erin = await memberIn(general, 'Erin', 'Vale');
    const frank = await memberIn(general, 'Frank', 'Cole');
    erin.socket.sendMessage('chat_message', { roomId: general, content: 'typo message' });
    const { message } = await frank.socket.waitFor('new_message', (data) => data.message.content === 'typo message');
    expect((await frank.api.delete(`/api/chat/rooms/${general}/messages/${message.id}`)).status).toBe(403);
    expect((await erin.api.delete(`/api/chat/rooms/${general}/messages/${message.id}`)).status).toBe(204);
    expect(await frank.socket.waitFor('message_deleted', (data) => data.messageId === message.id)).toEqual({ roomId: general, messageId: message.id });
    expect(await roomContents(frank.api, general)).not.toContain('typo message');

    frank.socket.sendMessage('chat_message', { roomId: general, content: 'something rude' });
    const rude = await erin.socket.waitFor('new_message', (data) => data.message.content === 'something rude');
    expect((await admin.delete(`/api/chat/rooms/${general}/messages/${rude.message.id}`)).status).toBe(204);
    expect((await erin.api.delete(`/api/chat/rooms/${general}/messages/${rude.message.id}`)).status).toBe(404);
  });

  it('lets members delete their own direct messages, removed on both sides, and nobody else’s', async () => {
    const dmContents = async (api: ApiClient, peerId: string) =>
      ((await api.get(`/api/chat/direct-messages/${peerId}`)).body.messages as Array<{ content: string }>).map((m) => m.content);
    aliceSocket.sendMessage('direct_message', { recipientId: bobId, content: 'wrong chat, sorry' });
    const { message } = await bobSocket.waitFor('new_direct_message', (data) => data.message.content === 'wrong chat, sorry');
    const path = `/api/chat/direct-messages/${aliceId}/${message.id}`;

    // The recipient may not, an administrator outside the conversation does not even see it, and
    // naming another conversation does not reach it.
    expect((await bob.delete(path)).status).toBe(403);
    expect((await bob.delete(path)).body.message).toBe('You can only delete your own messages.');
    expect((await admin.delete(path)).status).toBe(404);
    expect((await alice.delete(`/api/chat/direct-messages/${crypto.randomUUID()}/${message.id}`)).status).toBe(404);
    expect((await alice.delete(`/api/chat/direct-messages/${bobId}/not-a-number`)).status).toBe(400);
    expect(await dmContents(bob, aliceId)).toContain('wrong chat, sorry');
    expect(bobSocket.messages.some((m) => m.type === 'direct_message_deleted')).toBe(false);

    expect((await alice.delete(`/api/chat/direct-messages/${bobId}/${message.id}`)).status).toBe(204);
    const deleted = { senderId: aliceId, recipientId: bobId, messageId: message.id };
    expect(await bobSocket.waitFor('direct_message_deleted', (data) => data.messageId === message.id)).toEqual(deleted);
    expect(await aliceSocket.waitFor('direct_message_deleted', (data) => data.messageId === message.id)).toEqual(deleted);
    expect(await dmContents(bob, aliceId)).not.toContain('wrong chat, sorry');
    expect(await dmContents(alice, bobId)).toContain('Fancy nine holes at 5?');
    expect((await bob.get('/api/chat/conversations')).body[0]).toMatchObject({ user: { id: aliceId }, lastMessage: { content: 'Fancy nine holes at 5?' } });
    expect((await alice.delete(`/api/chat/direct-messages/${bobId}/${message.id}`)).status).toBe(404);
  });

  it('lets an administrator mute a member, who is then refused with the time left', async () => {
    const general = roomId('General');
    expect((await alice.put(`/api/chat/mutes/${bobId}`, { minutes: 10 })).status).toBe(403);
    expect((await admin.put(`/api/chat/mutes/${bobId}`, { minutes: 0 })).status).toBe(400);
    const muted = await admin.put(`/api/chat/mutes/${bobId}`, { minutes: 10 });
    expect(muted.status).toBe(200);
    const before = bobSocket.messages.length;
    bobSocket.sendMessage('chat_message', { roomId: general, content: 'am I muted?' });
    const error = await nextError(bobSocket, before);
    expect(error.message).toBe('An administrator has muted you in the community for 10 more minutes.');
    expect(error.retryAfter).toBeGreaterThan(590);
    expect(await roomContents(alice, general)).not.toContain('am I muted?');
    expect((await admin.delete(`/api/chat/mutes/${bobId}`)).status).toBe(204);
    bobSocket.sendMessage('chat_message', { roomId: general, content: 'back again' });
    await aliceSocket.waitFor('new_message', (data) => data.message.content === 'back again');
  });
});
