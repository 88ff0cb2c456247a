import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { client, uniqueEmail } from './client';
import { joinRoom, openChatSocket } from './chat-helpers';
import { freshDatabaseUrl } from './harness';
import { attachInbox, outboxInbox } from './inbox';
import { startProcess, type ServerProcess } from './processes';

/**
 * Two server processes of the real entry point (as `npm start` runs it) on one PostgreSQL act as
 * one community: fan-out over LISTEN/NOTIFY, and again over Redis. One process is killed for real
 * (SIGKILL) while the other keeps storing messages; started again on the same address, its member
 * reconnects and catches up from the last message seen. Needs TEST_DATABASE_URL (and
 * TEST_REDIS_URL for the Redis run).
 */
const buses = [
  { bus: 'postgres', redisUrl: '', enabled: Boolean(process.env.TEST_DATABASE_URL) },
  { bus: 'redis', redisUrl: process.env.TEST_REDIS_URL ?? '', enabled: Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) },
] as const;

/** A port free now, so a restarted process listens where its clients reconnect. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server process of the installation on a fixed port, with the given roles (both by default). */
async function startServerProcess(args: string[], env: Record<string, string>, port: number, dataDir: string): Promise<ServerProcess> {
  const proc = startProcess(args, dataDir, { ...env, PORT: String(port) });
  await proc.waitFor(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
  return proc;
}

async function kill(proc: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) {
    proc.child.kill(signal);
    await proc.exited;
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('community chat across two server processes', () => {
  for (const { bus, redisUrl, enabled } of buses) {
    // Concurrently: each run has its own database and ports, and most of its time is process start-up.
    it.runIf(enabled).concurrent(`delivers between them and loses nothing while one is killed and restarted (${bus})`, async () => {
      const database = await freshDatabaseUrl();
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-chat-processes-'));
      // The processes keep mail in their outbox table; registering reads the confirmation there.
      const mailReader = new pg.Pool({ connectionString: database.url!, max: 1 });
      const env = { DATABASE_URL: database.url!, REDIS_URL: redisUrl };
      const [portOne, portTwo] = [await freePort(), await freePort()];
      const urlOne = `http://127.0.0.1:${portOne}`;
      const urlTwo = `http://127.0.0.1:${portTwo}`;
      const detach = [urlOne, urlTwo].map((url) => attachInbox(url, outboxInbox(drizzle(mailReader))));
      // One process has both roles (its worker sends the confirmation mails), the other serves only.
      const startTwo = () => startServerProcess(['--role=web'], env, portTwo, dataDir);
      const [one, firstTwo] = await Promise.all([startServerProcess([], env, portOne, dataDir), startTwo()]);
      let two = firstTwo;
      try {
        const alice = client(urlOne);
        const bob = client(urlTwo);
        const [aliceId, bobId] = (
          await Promise.all([
            alice.registerMember({ email: uniqueEmail(`alice-${bus}`), firstName: 'Alice', lastName: 'Hart' }),
            bob.registerMember({ email: uniqueEmail(`bob-${bus}`), firstName: 'Bob', lastName: 'Stone' }),
          ])
        ).map((user) => user.id);
        const [general] = (await alice.get('/api/chat/rooms')).body as Array<{ id: string }>;
        const roomId = general!.id;

        const aliceSocket = await openChatSocket(urlOne, alice);
        let bobSocket = await openChatSocket(urlTwo, bob);
        expect(await joinRoom(aliceSocket, roomId)).toBe(1);
        // Members online are counted over both processes.
        expect(await joinRoom(bobSocket, roomId)).toBe(2);

        aliceSocket.sendMessage('chat_message', { roomId, content: `hello from process one (${bus})` });
        await bobSocket.waitFor('new_message', (data) => data.message.content === `hello from process one (${bus})`);
        aliceSocket.sendMessage('direct_message', { recipientId: bobId, content: 'a DM across processes' });
        expect((await bobSocket.waitFor('new_direct_message')).message.senderId).toBe(aliceId);
        bobSocket.sendMessage('chat_message', { roomId, content: 'and back from process two' });
        const lastSeen = (await bobSocket.waitFor('new_message', (data) => data.message.content === 'and back from process two')).message;
        await aliceSocket.waitFor('new_message', (data) => data.message.id === lastSeen.id);

        // Process two dies without a chance to clean up; Alice keeps talking meanwhile.
        await kill(two, 'SIGKILL');
        await bobSocket.closed;
        aliceSocket.sendMessage('chat_message', { roomId, content: 'sent while process two was down' });
        await aliceSocket.waitFor('new_message', (data) => data.message.content === 'sent while process two was down');
        aliceSocket.sendMessage('direct_message', { recipientId: bobId, content: 'a DM while you were away' });
        await aliceSocket.waitFor('direct_message_sent', (data) => data.message.content === 'a DM while you were away');

        // Started again where Bob's page reconnects; his session is in the database.
        two = await startTwo();
        bobSocket = await openChatSocket(urlTwo, bob);
        await joinRoom(bobSocket, roomId);
        // The page catches up from the last message it saw.
        const missed = (await bob.get(`/api/chat/rooms/${roomId}/messages?after=${lastSeen.id}`)).body.messages as Array<{ content: string }>;
        expect(missed.map((message) => message.content)).toEqual(['sent while process two was down']);
        const [conversation] = (await bob.get('/api/chat/conversations')).body;
        expect(conversation).toMatchObject({ user: { id: aliceId }, lastMessage: { content: 'a DM while you were away' }, unreadCount: 2 });

        // And the restarted process is part of the fan-out again, both ways.
        aliceSocket.sendMessage('chat_message', { roomId, content: 'welcome back' });
        await bobSocket.waitFor('new_message', (data) => data.message.content === 'welcome back');
        bobSocket.sendMessage('direct_message', { recipientId: aliceId, content: 'thanks, all caught up' });
        await aliceSocket.waitFor('new_direct_message', (data) => data.message.content === 'thanks, all caught up');
        aliceSocket.socket.close();
        bobSocket.socket.close();
      } finally {
        await Promise.all([kill(one, 'SIGTERM'), kill(two, 'SIGTERM')]);
        for (const undo of detach) undo();
        await mailReader.end();
        await database.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
