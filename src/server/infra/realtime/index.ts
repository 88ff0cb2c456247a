import type { WebSocket } from '@fastify/websocket';
import type { ServerSocketMessage } from '../../../shared/socketMessages';
import type { BusLog, FanOutBus } from './bus';

export type { FanOutBus } from './bus';
export { inProcessBus } from './inProcessBus';
export { postgresBus } from './postgresBus';
export { redisBus } from './redisBus';

/**
 * Delivers JSON messages to a user's open /ws sockets, wherever that user is connected. Each
 * process keeps its own sockets; a message is fanned out through a bus so every process sees it:
 * in-process for the embedded setup, Redis pub/sub or PostgreSQL LISTEN/NOTIFY when scaled out.
 * The end of a session travels the same way, so its sockets close on whichever process holds them.
 */
/** More than a member opens in a day of normal use (a few tabs, live analysis); counted per process. */
export const MAX_SOCKETS_PER_MEMBER = 10;

/** Close codes and reasons a browser (and a person reading the console) can act on. */
export const SOCKET_CLOSE = {
  sessionEnded: { code: 4401, reason: 'Your session has ended. Please log in again.' },
  /** A run of malformed messages, or far more than any answer lets through (socket/dispatch.ts). */
  abusive: { code: 4408, reason: 'Too many malformed or unanswered messages. Reload the page to reconnect.' },
  tooMany: { code: 4429, reason: `Too many open connections for this account (at most ${MAX_SOCKETS_PER_MEMBER}). Close another tab and try again.` },
} as const;

export interface Realtime {
  /** Best effort: a bus outage is logged, never thrown at the caller (the browser also polls). */
  publishToUser(userId: string, message: ServerSocketMessage): Promise<void>;
  /**
   * Adds a socket of a signed-in user. `sessionKey` names the session it belongs to; null for a
   * socket opened by token alone, which then ends with any session of its user. Returns false
   * (and closes the socket) when the member already has the most sockets allowed.
   */
  attach(userId: string, sessionKey: string | null, socket: WebSocket): boolean;
  /**
   * Best effort like publishToUser: to every socket subscribed to the topic on any process, one
   * bus message whatever the number of sockets (a chat room of thousands costs one publish).
   */
  publishToTopic(topic: string, message: ServerSocketMessage): Promise<void>;
  /** Subscribes an attached socket to a topic of this process; it leaves every topic when it closes. */
  subscribe(topic: string, socket: WebSocket): void;
  unsubscribe(topic: string, socket: WebSocket): void;
  /** Closes, on every process, the sockets of one session of the user, or of all (null). */
  endSessions(userId: string, sessionKey: string | null): Promise<void>;
  /** Calls `listener` whenever sessions end, here or on another process (the session cache forgets them). */
  onSessionsEnded(listener: (userId: string, sessionKey: string | null) => void): void;
  connectionCount(): number;
  close(): Promise<void>;
}

interface Attached {
  socket: WebSocket;
  sessionKey: string | null;
}

export async function createRealtime(bus: FanOutBus, log: BusLog): Promise<Realtime> {
  const socketsByUser = new Map<string, Set<Attached>>();
  const socketsByTopic = new Map<string, Set<WebSocket>>();
  const topicsBySocket = new WeakMap<WebSocket, Set<string>>();

  const unsubscribe = (topic: string, socket: WebSocket) => {
    topicsBySocket.get(socket)?.delete(topic);
    const sockets = socketsByTopic.get(topic);
    sockets?.delete(socket);
    if (sockets?.size === 0) socketsByTopic.delete(topic);
  };
  const endListeners: Array<(userId: string, sessionKey: string | null) => void> = [];

  const closeSessions = (userId: string, sessionKey: string | null) => {
    for (const listener of endListeners) listener(userId, sessionKey);
    for (const attached of socketsByUser.get(userId) ?? []) {
      if (sessionKey === null || attached.sessionKey === null || attached.sessionKey === sessionKey) {
        attached.socket.close(SOCKET_CLOSE.sessionEnded.code, SOCKET_CLOSE.sessionEnded.reason);
      }
    }
  };

  await bus.subscribe((envelope) => {
    if ('endSession' in envelope) return closeSessions(envelope.userId, envelope.endSession);
    // Serialised and encoded once, however many sockets receive it (a string would be encoded
    // again for every socket); sent as a text frame all the same.
    const payload = Buffer.from(JSON.stringify(envelope.message));
    const sockets =
      'topic' in envelope ? (socketsByTopic.get(envelope.topic) ?? []) : [...(socketsByUser.get(envelope.userId) ?? [])].map((attached) => attached.socket);
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(payload, { binary: false });
    }
  });

  // Messages may have been lost between processes: every socket here is told, so its page reloads
  // what it shows (a page that catches up from the last message it saw would skip the ones lost
  // before it). Sockets opened by token (the live camera) are answered by this process directly.
  const tellMissed = () => {
    const payload = JSON.stringify({ type: 'missed_messages', data: {} } satisfies ServerSocketMessage);
    for (const sockets of socketsByUser.values()) {
      for (const { socket, sessionKey } of sockets) if (sessionKey !== null && socket.readyState === socket.OPEN) socket.send(payload);
    }
  };
  bus.onResubscribed(() => {
    log.warn({}, 'realtime: messages between processes may have been lost; told the open pages to reload');
    tellMissed();
  });

  const publish = async (envelope: Parameters<FanOutBus['publish']>[0]) => {
    try {
      await bus.publish(envelope);
    } catch (error) {
      log.warn({ err: error, to: 'topic' in envelope ? envelope.topic : envelope.userId }, 'realtime: could not publish');
      // Stored but not fanned out: this process's pages reload; the others are told when their
      // own subscription comes back.
      tellMissed();
    }
  };

  return {
    publishToUser: (userId, message) => publish({ userId, message }),
    publishToTopic: (topic, message) => publish({ topic, message }),
    subscribe(topic, socket) {
      let topics = topicsBySocket.get(socket);
      if (!topics) {
        const created = new Set<string>();
        topicsBySocket.set(socket, created);
        socket.once('close', () => {
          for (const joined of [...created]) unsubscribe(joined, socket);
        });
        topics = created;
      }
      topics.add(topic);
      const sockets = socketsByTopic.get(topic) ?? new Set();
      sockets.add(socket);
      socketsByTopic.set(topic, sockets);
    },
    unsubscribe,
    attach(userId, sessionKey, socket) {
      const sockets = socketsByUser.get(userId) ?? new Set();
      if (sockets.size >= MAX_SOCKETS_PER_MEMBER) {
        socket.close(SOCKET_CLOSE.tooMany.code, SOCKET_CLOSE.tooMany.reason);
        return false;
      }
      const attached = { socket, sessionKey };
      sockets.add(attached);
      socketsByUser.set(userId, sockets);
      socket.on('close', () => {
        sockets.delete(attached);
        if (sockets.size === 0) socketsByUser.delete(userId);
      });
      return true;
    },
    async endSessions(userId, sessionKey) {
      // Here at once, so a bus outage cannot leave this process's sockets open; then everywhere.
      closeSessions(userId, sessionKey);
      await publish({ userId, endSession: sessionKey });
    },
    onSessionsEnded(listener) {
      endListeners.push(listener);
    },
    connectionCount() {
      let count = 0;
      for (const sockets of socketsByUser.values()) count += sockets.size;
      return count;
    },
    close: () => bus.close(),
  };
}
