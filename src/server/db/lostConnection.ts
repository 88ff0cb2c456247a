import type pg from 'pg';

/**
 * SQLSTATEs of a server that ended the connection (`pg_terminate_backend`, a crash, a restart in
 * progress) and the driver's words for a socket that closed under a query. A bare ECONNRESET is not
 * among them: the storage and mail clients say the same, and this is the database's condition.
 */
const SERVER_ENDED = new Set(['57P01', '57P02', '57P03']);
const DRIVER_ENDED = /^Connection terminated|^Client has encountered a connection error/;

/** Whether a query failed because its connection went away, not because of the query (drizzle wraps the driver's error as its `cause`). */
export function isLostConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if ((typeof code === 'string' && SERVER_ENDED.has(code)) || DRIVER_ENDED.test(error.message)) return true;
  return error.cause !== error && isLostConnection(error.cause);
}

/** A query, plain or with common table expressions first (the progress figures read that way). */
const QUERY = /^\s*(select|with)\b/i;
/**
 * What makes a query more than a read: a data-modifying CTE, a sequence step, a notification (the
 * bus tells pages when a publish failed, decision 3200). A read that merely mentions one of these
 * words (in a string, `for update`) is not retried; that only costs its retry.
 */
const EFFECT = /\b(insert|update|delete|merge)\b|\b(pg_notify|nextval|setval)\s*\(/i;

/** A statement that only reads: the same answer whether it runs once or twice. */
const isRead = (text: string) => QUERY.test(text) && !EFFECT.test(text);

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text;
  return '';
}

/**
 * The pauses before each retry. The server ends its backends one by one, so a retry at once can
 * take an idle connection whose end is still on its way (the soak saw that); by a quarter of a
 * second the pool has dropped them all and opens new ones.
 */
const RETRY_PAUSES_MS = [50, 250];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a statement again, after the pauses above, while its connection is cut under it. Only for
 * what a second sending cannot double: a read, or an insert whose key was chosen before its first
 * sending and which does nothing on conflict. Whether or not the cut came after the first one
 * committed, the same one row stands after the retry; `retried` tells a sending that finds the
 * row there that the first may have written it.
 */
export async function sendAgainOnLostConnection<T>(statement: (retried: boolean) => Promise<T>): Promise<T> {
  let retried = false;
  for (const pauseMs of RETRY_PAUSES_MS) {
    try {
      return await statement(retried);
    } catch (error) {
      if (!isLostConnection(error)) throw error;
      await pause(pauseMs);
      retried = true;
    }
  }
  return statement(true);
}

/**
 * Runs a read again on a fresh connection when its connection was cut under it: when PostgreSQL
 * terminates backends (a failover, an operator, a restart) the pool drops the dead clients, and a
 * member's read in flight at that moment should get its answer rather than a 500 (issue 32's soak
 * saw one, and later one on the progress figures' CTEs). Only single statements sent through the
 * pool come here; a transaction runs on a client it checked out and fails as a whole, and a write
 * is never re-sent here, since the server may have committed it before the connection went (an
 * insert made safe to send twice says so itself, through `sendAgainOnLostConnection`).
 */
export function retryReadsOnLostConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    // The callback form and streams (a submittable) are pg's own; only the promise form, drizzle's, is retried.
    const promised = typeof args.at(-1) !== 'function' && !isSubmittable(args[0]);
    return promised && isRead(statementText(args[0])) ? sendAgainOnLostConnection(() => query(...args)) : query(...args);
  }) as typeof pool.query;
}

const isSubmittable = (config: unknown) => typeof config === 'object' && config !== null && 'submit' in config;
