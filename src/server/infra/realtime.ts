import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { WebSocket } from '@fastify/websocket';

/**
 * Delivers JSON messages to a user's open /ws sockets, wherever that user is connected. Each
 * process keeps its own sockets; a message is fanned out through a bus so every process sees it:
 * in-process for the embedded setup, Redis pub/sub or PostgreSQL LISTEN/NOTIFY when scaled out.
 */
export interface OutboundMessage {
  type: string;
  data?: unknown;
}

export interface Realtime {
  publishToUser(userId: string, message: OutboundMessage): Promise<void>;
  /** Adds a socket of an authenticated user; it is dropped when it closes. */
  attach(userId: string, socket: WebSocket): void;
  connectionCount(): number;
  close(): Promise<void>;
}

interface Envelope {
  userId: string;
  message: OutboundMessage;
}

/** Moves envelopes between processes. */
export interface FanOutBus {
  publish(envelope: Envelope): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'fairway_realtime';

export function inProcessBus(): FanOutBus {
  const emitter = new EventEmitter();
  return {
    async publish(envelope) {
      emitter.emit(CHANNEL, envelope);
    },
    async subscribe(handler) {
      emitter.on(CHANNEL, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function redisBus(url: string): FanOutBus {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  return {
    async publish(envelope) {
      if (publisher.status === 'wait') await publisher.connect();
      await publisher.publish(CHANNEL, JSON.stringify(envelope));
    },
    async subscribe(handler) {
      await subscriber.connect();
      subscriber.on('message', (_channel, payload) => handler(JSON.parse(payload) as Envelope));
      await subscriber.subscribe(CHANNEL);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** NOTIFY payloads are limited to 8000 bytes; realtime messages are small status updates. */
export function postgresBus(connectionString: string, pool: pg.Pool): FanOutBus {
  const listener = new pg.Client({ connectionString });
  return {
    async publish(envelope) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(envelope)]);
    },
    async subscribe(handler) {
      await listener.connect();
      listener.on('notification', (notification) => {
        if (notification.payload) handler(JSON.parse(notification.payload) as Envelope);
      });
      await listener.query(`listen ${CHANNEL}`);
    },
    async close() {
      await listener.end();
    },
  };
}

export async function createRealtime(bus: FanOutBus): Promise<Realtime> {
  const socketsByUser = new Map<string, Set<WebSocket>>();

  await bus.subscribe(({ userId, message }) => {
    const sockets = socketsByUser.get(userId);
    if (!sockets) return;
    const payload = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  });

  return {
    publishToUser: (userId, message) => bus.publish({ userId, message }),
    attach(userId, socket) {
      const sockets = socketsByUser.get(userId) ?? new Set();
      sockets.add(socket);
      socketsByUser.set(userId, sockets);
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) socketsByUser.delete(userId);
      });
    },
    connectionCount() {
      let count = 0;
      for (const sockets of socketsByUser.values()) count += sockets.size;
      return count;
    },
    close: () => bus.close(),
  };
}
