import { describe, expect, it } from 'vitest';
import { client, uniqueEmail } from './client';
import { joinRoom, openChatSocket } from './chat-helpers';
import { startTestServer } from './harness';

/**
 * Two web processes on one PostgreSQL act as one community: fan-out over LISTEN/NOTIFY, and again
 * over Redis. Needs the shared database (TEST_DATABASE_URL) and, for Redis, TEST_REDIS_URL.
 */
const buses = [
  { bus: 'postgres', env: { REDIS_URL: '' }, enabled: Boolean(process.env.TEST_DATABASE_URL) },
  { bus: 'redis', env: {}, enabled: Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) },
] as const;

describe.runIf(process.env.TEST_DATABASE_URL)('community chat across two processes', () => {
  for (const { bus, env, enabled } of buses) {
    it.runIf(enabled)(`delivers between processes and loses nothing while one restarts (${bus})`, async () => {
      const first = await startTestServer(env);
      const sharedDb = { ...env, DATABASE_URL: first.ctx.config.databaseUrl! };
      let second = await startTestServer(sharedDb);
      try {
        const alice = client(first.baseUrl);
        const aliceId = (await alice.registerMember({ email: uniqueEmail(`alice-${bus}`), firstName: 'Alice', lastName: 'Hart' })).id;
        const bob = client(second.baseUrl);
        const bobId = (await bob.registerMember({ email: uniqueEmail(`bob-${bus}`), firstName: 'Bob', lastName: 'Stone' })).id;
        const [general] = (await alice.get('/api/chat/rooms')).body as Array<{ id: string }>;

        const aliceSocket = await openChatSocket(first.baseUrl, alice);
        let bobSocket = await openChatSocket(second.baseUrl, bob);
        expect(await joinRoom(aliceSocket, general!.id)).toBe(1);
        // Members online are counted over both processes.
        expect(await joinRoom(bobSocket, general!.id)).toBe(2);

        aliceSocket.sendMessage('chat_message', { roomId: general!.id, content: `hello from process one (${bus})` });
        const seen = await bobSocket.waitFor('new_message', (data) => data.message.content === `hello from process one (${bus})`);
        aliceSocket.sendMessage('direct_message', { recipientId: bobId, content: 'a DM across processes' });
        expect((await bobSocket.waitFor('new_direct_message')).message.senderId).toBe(aliceId);
        bobSocket.sendMessage('chat_message', { roomId: general!.id, content: 'and back from process two' });
        await aliceSocket.waitFor('new_message', (data) => data.message.content === 'and back from process two');

        // Bob's process restarts; Alice keeps talking meanwhile.
        const closed = bobSocket.closed;
        await second.close();
        await closed;
        aliceSocket.sendMessage('chat_message', { roomId: general!.id, content: 'sent while process two was down' });
        await aliceSocket.waitFor('new_message', (data) => data.message.content === 'sent while process two was down');
        aliceSocket.sendMessage('direct_message', { recipientId: bobId, content: 'a DM while you were away' });
        await aliceSocket.waitFor('direct_message_sent', (data) => data.message.content === 'a DM while you were away');

        second = await startTestServer(sharedDb);
        // The restarted process listens on a new port; the session is in the database, so it serves Bob.
        const bobAgain = client(second.baseUrl);
        for (const pair of bob.cookieHeader().split('; ')) bobAgain.setCookie(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        bobSocket = await openChatSocket(second.baseUrl, bobAgain);
        await joinRoom(bobSocket, general!.id);
        // The page catches up from the last message it saw.
        const missed = (await bobAgain.get(`/api/chat/rooms/${general!.id}/messages?after=${seen.message.id}`)).body.messages as Array<{ content: string }>;
        expect(missed.map((message) => message.content)).toEqual(['and back from process two', 'sent while process two was down']);
        const [conversation] = (await bobAgain.get('/api/chat/conversations')).body;
        expect(conversation).toMatchObject({ user: { id: aliceId }, lastMessage: { content: 'a DM while you were away' }, unreadCount: 2 });

        // And the restarted process is part of the fan-out again.
        aliceSocket.sendMessage('chat_message', { roomId: general!.id, content: 'welcome back' });
        await bobSocket.waitFor('new_message', (data) => data.message.content === 'welcome back');
        aliceSocket.socket.close();
        bobSocket.socket.close();
      } finally {
        await second.close();
        await first.close();
      }
    });
  }
});
