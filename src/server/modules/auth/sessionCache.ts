import type { SessionUser } from '../../http/access';

/**
 * Who a session cookie belongs to, remembered for a few seconds (decision 1504): every request of
 * a signed-in member resolves its session, and on the embedded database each lookup is a query on
 * the event loop. Revocation clears it at once, on every process: logout, password reset and
 * account deletion all end sessions through Realtime.endSessions, whose fan-out calls `forget`.
 * A session user's fields change only through those paths, so a cached user is never stale
 * beyond what a revocation would also end; the short life bounds anything else (expiry).
 */

const REMEMBER_MS = 5_000;
/** Enough for every signed-in member of a busy process; the oldest entries go first past it. */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

export interface SessionCache {
  get(sessionKey: string, now?: number): SessionUser | undefined;
  remember(sessionKey: string, user: SessionUser, sessionExpiresAt: Date, now?: number): void;
  /** Forgets one session of the user, or all of them (null). */
  forget(userId: string, sessionKey: string | null): void;
}

export function createSessionCache(): SessionCache {
  const entries = new Map<string, Entry>();
  return {
    get(sessionKey, now = Date.now()) {
      const entry = entries.get(sessionKey);
      if (!entry) return undefined;
      if (entry.until > now) return entry.user;
      entries.delete(sessionKey);
      return undefined;
    },
    remember(sessionKey, user, sessionExpiresAt, now = Date.now()) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(sessionKey, { user, until: Math.min(now + REMEMBER_MS, sessionExpiresAt.getTime()) });
    },
    forget(userId, sessionKey) {
      if (sessionKey !== null) {
        entries.delete(sessionKey);
        return;
      }
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
  };
}
