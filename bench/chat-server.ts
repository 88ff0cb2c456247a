/**
 * The server side of bench/chat.ts, in its own process so the clients' work does not share its
 * event loop:
 *   node --import tsx bench/chat-server.ts app <members>   the real server (embedded PGlite)
 *   node --import tsx bench/chat-server.ts bare            a bare `ws` broadcast server
 * Prints one JSON line: { port } (and for `app` the members' cookies and a room id).
 */
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { accessGrants, chatRooms, sessions, users } from '../src/server/db/schema';
import { hashSessionId, SESSION_COOKIE } from '../src/server/modules/auth/sessions';
import { startBenchServer } from './benchServer';

const [mode = 'app', membersArg = '10'] = process.argv.slice(2);

if (mode === 'bare') {
  // What a chat server minimally does: parse, stamp, serialise once, send to every socket.
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<WebSocket>();
  let id = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'connection_established', data: { userId: 'bare' } }));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; data: { roomId: string; content: string } };
      if (message.type === 'join_room')
        return socket.send(JSON.stringify({ type: 'room_joined', data: { roomId: message.data.roomId, memberCount: sockets.size } }));
      id += 1;
      const user = { id: 'bare', firstName: 'Bench', lastName: 'Member' };
      const payload = JSON.stringify({
        type: 'new_message',
        data: {
          roomId: message.data.roomId,
          message: {
            id,
            roomId: message.data.roomId,
            userId: user.id,
            content: message.data.content,
            createdAt: new Date().toISOString(),
            user,
            sharedAnalysis: null,
          },
        },
      });
      for (const other of sockets) other.send(payload);
    });
  });
  server.on('listening', () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
} else {
  const bench = await startBenchServer(
    'chat',
    { ADMIN_PASSWORD: 'bench-admin-password', DEMO_PASSWORD: 'bench-demo-password' },
    // Warnings to stderr: stdout carries only the one JSON line the bench reads.
    pino({ level: 'warn' }, pino.destination(2)),
  );
  const { server } = bench;
  const { db } = server.ctx;
  // BENCH FIXTURE: members written straight into the tables (registering 200 people through the
  // form would time argon2, not chat), each with a session and granted access.
  const cookies: string[] = [];
  for (let i = 0; i < Number(membersArg); i += 1) {
    const [user] = await db
      .insert(users)
      .values({ email: `bench-${i}@example.com`, passwordHash: 'bench-member-cannot-log-in', firstName: 'Bench', lastName: `Member ${i}` })
      .returning({ id: users.id });
    const sessionId = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({ idHash: hashSessionId(sessionId), userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
    await db.insert(accessGrants).values({ userId: user!.id, reason: 'bench' });
    cookies.push(`${SESSION_COOKIE}=${sessionId}`);
  }
  const [room] = await db.select({ id: chatRooms.id }).from(chatRooms).limit(1);
  console.log(JSON.stringify({ port: Number(new URL(server.baseUrl!).port), cookies, roomId: room!.id }));
  process.on('SIGTERM', () => {
    void bench.close().then(() => process.exit(0));
  });
}
