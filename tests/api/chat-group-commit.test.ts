import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatUser } from '../../src/shared/chat';
import { groupCommit } from '../../src/server/modules/chat/groupCommit';
import { insertRoomMessages, type RoomMessageInput } from '../../src/server/modules/chat/store';
import { client, uniqueEmail, type ApiClient } from './client';
import { joinRoom, nextError, openChatSocket } from './chat-helpers';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Room messages written by group commit (decision 1406): what arrives while an insert is in flight
 * is stored together, and each message keeps its own rules (mute, a row that cannot be stored).
 */
describe('group commit of room messages', () => {
  let server: TestServer;
  let alice: ApiClient;
  let bob: ApiClient;
  let aliceUser: ChatUser;
  let bobUser: ChatUser;
  let general: string;

  const contentsOf = async (roomId: string) =>
    ((await alice.get(`/api/chat/rooms/${roomId}/messages`)).body.messages as Array<{ content: string }>).map((m) => m.content);

  beforeAll(async () => {
    server = await startTestServer();
    alice = client(server.baseUrl);
    bob = client(server.baseUrl);
    aliceUser = {
      id: (await alice.registerMember({ email: uniqueEmail('alice'), firstName: 'Alice', lastName: 'Hart' })).id,
      firstName: 'Alice',
      lastName: 'Hart',
      foundingMember: false,
    };
    bobUser = {
      id: (await bob.registerMember({ email: uniqueEmail('bob'), firstName: 'Bob', lastName: 'Stone' })).id,
      firstName: 'Bob',
      lastName: 'Stone',
      foundingMember: false,
    };
    general = ((await alice.get('/api/chat/rooms')).body as Array<{ id: string }>)[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const input = (user: ChatUser, content: string): RoomMessageInput => ({ roomId: general, user, content, sharedAnalysis: null });

  it('stores messages that arrive together in one statement, refusing only the muted author, ids in arrival order', async () => {
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.put(`/api/chat/mutes/${bobUser.id}`, { minutes: 5 })).status).toBe(200);
    const batches: number[] = [];
    const write = groupCommit(async (inputs: RoomMessageInput[]) => (batches.push(inputs.length), insertRoomMessages(server.ctx.db, inputs)));
    const results = await Promise.all([
      write(input(aliceUser, 'batch a1')),
      write(input(aliceUser, 'batch a2')),
      write(input(bobUser, 'batch muted b1')),
      write(input(aliceUser, 'batch a3')),
    ]);
    // Sent in one turn of the event loop, they went in one statement.
    expect(batches).toEqual([4]);
    expect(results[2]).toBeUndefined();
    const stored = [results[0]!, results[1]!, results[3]!];
    expect(stored.map((message) => message.content)).toEqual(['batch a1', 'batch a2', 'batch a3']);
    expect(stored.map((message) => message.id)).toEqual([...stored.map((message) => message.id)].sort((a, b) => a - b));
    expect(stored.every((message) => message.userId === aliceUser.id && message.roomId === general)).toBe(true);
    const contents = await contentsOf(general);
    expect(contents.filter((content) => content.startsWith('batch'))).toEqual(['batch a1', 'batch a2', 'batch a3']);
    expect((await admin.delete(`/api/chat/mutes/${bobUser.id}`)).status).toBe(204);
  });

  it('keeps the other messages of a batch when one row cannot be stored', async () => {
    const write = groupCommit((inputs: RoomMessageInput[]) => insertRoomMessages(server.ctx.db, inputs));
    // A member who no longer exists (their account closed while the message waited): the foreign key refuses the row.
    const ghost = { id: randomUUID(), firstName: 'Gone', lastName: 'Member', foundingMember: false };
    const results = await Promise.allSettled([
      write(input(aliceUser, 'kept first')),
      write(input(bobUser, 'kept before the ghost')),
      write(input(ghost, 'never stored')),
      write(input(aliceUser, 'kept after the ghost')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const contents = await contentsOf(general);
    expect(contents.filter((content) => content.startsWith('kept') || content === 'never stored')).toEqual([
      'kept first',
      'kept before the ghost',
      'kept after the ghost',
    ]);
  });

  it('acknowledges each of a burst of socket messages from many members once stored, a muted one refused', async () => {
    const carol = client(server.baseUrl);
    await carol.registerMember({ email: uniqueEmail('carol'), firstName: 'Carol', lastName: 'Reed' });
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.put(`/api/chat/mutes/${bobUser.id}`, { minutes: 5 })).status).toBe(200);
    const sockets = await Promise.all([alice, bob, carol, alice, carol].map((member) => openChatSocket(server.baseUrl, member)));
    for (const socket of sockets) await joinRoom(socket, general);
    const before = sockets[1]!.messages.length;
    sockets.forEach((socket, k) => socket.sendMessage('chat_message', { roomId: general, content: `burst ${k}` }));
    const listener = sockets[0]!;
    for (const k of [0, 2, 3, 4]) await listener.waitFor('new_message', (data) => data.message.content === `burst ${k}`);
    expect((await nextError(sockets[1]!, before)).message).toMatch(/muted you/);
    const contents = (await contentsOf(general)).filter((content) => content.startsWith('burst'));
    expect([...contents].sort()).toEqual(['burst 0', 'burst 2', 'burst 3', 'burst 4']);
    for (const socket of sockets) socket.socket.close();
  });
});
