import type { Database } from '../../db/client';
import { countMembersOnline, deletePresence, deleteStalePresence, refreshPresence, savePresence } from './store';

/** How often a process marks its sockets as still there, and when a row stops counting. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_FRESH_MS = 3 * PRESENCE_REFRESH_MS;

type PresenceLog = { warn(obj: object, msg: string): void };

/**
 * The room each socket of this process is in, mirrored in chat_presence so that every process
 * counts the same members online (decision 1402). A process that dies leaves rows that stop
 * counting after PRESENCE_FRESH_MS and are removed by the next process's refresh.
 */
export function createPresence(db: Database, log: PresenceLog) {
  const roomBySocket = new Map<string, string>();
  const timer = setInterval(() => {
    void refreshPresence(db, [...roomBySocket.keys()])
      .then(() => deleteStalePresence(db, PRESENCE_FRESH_MS))
      .catch((error: unknown) => log.warn({ err: error }, 'chat: could not refresh presence'));
  }, PRESENCE_REFRESH_MS);
  timer.unref();

  return {
    /** Puts the socket in the room (out of any other) and answers the members online there. */
    async join(socketId: string, roomId: string, userId: string): Promise<number> {
      await savePresence(db, socketId, roomId, userId);
      roomBySocket.set(socketId, roomId);
      return countMembersOnline(db, roomId, PRESENCE_FRESH_MS);
    },
    roomOf: (socketId: string) => roomBySocket.get(socketId),
    async leave(socketId: string): Promise<void> {
      if (!roomBySocket.delete(socketId)) return;
      await deletePresence(db, [socketId]).catch((error: unknown) => log.warn({ err: error }, 'chat: could not remove presence'));
    },
    async close(): Promise<void> {
      clearInterval(timer);
      const sockets = [...roomBySocket.keys()];
      roomBySocket.clear();
      await deletePresence(db, sockets).catch((error: unknown) => log.warn({ err: error }, 'chat: could not remove presence'));
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
