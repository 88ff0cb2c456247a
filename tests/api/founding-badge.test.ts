import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { joinRoom, openChatSocket, type ChatSocket } from './chat-helpers';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

type Named = { id: string; foundingMember: boolean };

/** The founding member badge (decision 2710): a Lifetime purchase's, read from the member's plan. */
describe('the founding member badge', () => {
  let server: TestServer;
  let lena: ApiClient;
  let ivan: ApiClient;
  let admin: ApiClient;
  let lenaId: string;
  let ivanId: string;
  let adminId: string;
  let general: string;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    lena = client(server.baseUrl);
    ivan = client(server.baseUrl);
    admin = client(server.baseUrl);
    lenaId = (await lena.registerMember({ email: uniqueEmail('lena'), firstName: 'Lena', lastName: 'Lifetime' }, 'lifetime')).id;
    ivanId = (await ivan.registerMember({ email: uniqueEmail('ivan'), firstName: 'Ivan', lastName: 'Pro' }, 'individual')).id;
    adminId = (await admin.login(TEST_ADMIN.email, TEST_ADMIN.password)).id;
    general = ((await lena.get('/api/chat/rooms')).body as Array<{ id: string; name: string }>).find((room) => room.name === 'General')!.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    await server?.close();
  });

  async function joined(api: ApiClient): Promise<ChatSocket> {
    const socket = await openChatSocket(server.baseUrl, api);
    sockets.push(socket);
    await joinRoom(socket, general);
    return socket;
  }

  it('marks a Lifetime member’s room messages, live and in the page, and nobody else’s', async () => {
    const [lenaSocket, ivanSocket, adminSocket] = [await joined(lena), await joined(ivan), await joined(admin)];
    lenaSocket.sendMessage('chat_message', { roomId: general, content: 'badge: from Lena' });
    ivanSocket.sendMessage('chat_message', { roomId: general, content: 'badge: from Ivan' });
    // The administrator is entitled as Lifetime but bought nothing: no badge.
    adminSocket.sendMessage('chat_message', { roomId: general, content: 'badge: from the admin' });
    const live = await Promise.all(
      ['Lena', 'Ivan', 'the admin'].map((who) => ivanSocket.waitFor('new_message', (data) => data.message.content === `badge: from ${who}`)),
    );
    expect(live.map((data) => data.message.user.foundingMember)).toEqual([true, false, false]);

    const page = (await ivan.get(`/api/chat/rooms/${general}/messages`)).body.messages as Array<{ userId: string; user: Named }>;
    const badgeOf = (userId: string) => page.find((message) => message.userId === userId)!.user.foundingMember;
    expect([badgeOf(lenaId), badgeOf(ivanId), badgeOf(adminId)]).toEqual([true, false, false]);
  });

  it('marks the Lifetime member in direct messages and the conversation list', async () => {
    const lenaSocket = await joined(lena);
    const ivanSocket = await joined(ivan);
    lenaSocket.sendMessage('direct_message', { recipientId: ivanId, content: 'badge: a word in private' });
    const received = await ivanSocket.waitFor('new_direct_message', (data) => data.message.content === 'badge: a word in private');
    expect(received.message.sender).toMatchObject({ id: lenaId, foundingMember: true });
    expect(received.message.recipient).toMatchObject({ id: ivanId, foundingMember: false });

    const thread = (await ivan.get(`/api/chat/direct-messages/${lenaId}`)).body.messages as Array<{ sender: Named; recipient: Named }>;
    expect(thread.at(-1)!.sender.foundingMember).toBe(true);
    expect(thread.at(-1)!.recipient.foundingMember).toBe(false);
    const ivansList = (await ivan.get('/api/chat/conversations')).body as Array<{ user: Named }>;
    expect(ivansList.find((conversation) => conversation.user.id === lenaId)!.user.foundingMember).toBe(true);
    const lenasList = (await lena.get('/api/chat/conversations')).body as Array<{ user: Named }>;
    expect(lenasList.find((conversation) => conversation.user.id === ivanId)!.user.foundingMember).toBe(false);
  });

  it('goes with the plan: a refunded Lifetime purchase loses the badge', async () => {
    const rory = client(server.baseUrl);
    const roryId = (await rory.registerMember({ email: uniqueEmail('rory'), firstName: 'Rory', lastName: 'Refund' }, 'lifetime')).id;
    // Rory spoke while his plan was live; Lena (still Lifetime) reads the room.
    const rorySocket = await joined(rory);
    rorySocket.sendMessage('chat_message', { roomId: general, content: 'badge: before the refund' });
    await rorySocket.waitFor('new_message', (data) => data.message.content === 'badge: before the refund');
    const roryBadge = async () =>
      ((await lena.get(`/api/chat/rooms/${general}/messages`)).body.messages as Array<{ userId: string; user: Named }>).find(
        (message) => message.userId === roryId,
      )!.user.foundingMember;
    expect(await roryBadge()).toBe(true);

    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.userId, roryId));
    expect((await admin.post(`/api/admin/payments/${payment!.id}/refund`)).body.status).toBe('refunded');
    expect(await roryBadge()).toBe(false);
  });
});
