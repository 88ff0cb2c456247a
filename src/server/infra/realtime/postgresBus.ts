import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CHANNEL, decodeEnvelope, type BusLog, type Envelope, type FanOutBus } from './bus';

const MAX_BACKOFF_MS = 10_000;

/** 0.25 s, 0.5 s, 1 s … up to 10 s, with jitter so several processes do not reconnect in step. */
function backoffMs(attempt: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempt, 10));
  return base / 2 + Math.random() * (base / 2);
}

/**
 * PostgreSQL LISTEN/NOTIFY. NOTIFY payloads are limited to 8000 bytes; realtime messages are
 * small status updates. The listening connection is dedicated and long-lived, so it is the one
 * a database restart (or pg_terminate_backend) cuts: the loss is logged, and a new connection
 * LISTENs again with backoff until it succeeds. Notifications sent while it was down are lost;
 * the browser's polling covers them (decision 0501).
 */
export function postgresBus(connectionString: string, pool: pg.Pool, log: BusLog): FanOutBus {
  const stop = new AbortController();
  let current: pg.Client | undefined;
  const resubscribed: Array<() => void> = [];

  /** Connects and LISTENs; `lost` settles when that connection is gone. */
  async function listen(handler: (envelope: Envelope) => void): Promise<{ lost: Promise<void> }> {
    const client = new pg.Client({ connectionString });
    // Resolves when this connection is gone, whatever the reason; an 'error' without a listener
    // would be thrown as uncaught and end the process.
    const lost = new Promise<void>((resolve) => {
      client.on('error', (error) => {
        log.warn({ err: error }, 'realtime: lost the LISTEN connection to PostgreSQL');
        resolve();
      });
      client.on('end', () => resolve());
    });
    client.on('notification', (notification) => {
      const envelope = notification.payload ? decodeEnvelope(notification.payload, log) : undefined;
      if (envelope) handler(envelope);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    return { lost };
  }

  async function keepListening(handler: (envelope: Envelope) => void, first: { lost: Promise<void> }) {
    let connection = first;
    for (;;) {
      await connection.lost;
      current = undefined;
      for (let attempt = 0; ; attempt += 1) {
        if (stop.signal.aborted) return;
        try {
          await sleep(backoffMs(attempt), undefined, { signal: stop.signal });
          connection = await listen(handler);
          log.info({ attempts: attempt + 1 }, 'realtime: listening on PostgreSQL again');
          for (const listener of resubscribed) listener();
          break;
        } catch (error) {
          if (stop.signal.aborted) return;
          log.warn({ err: error, attempt: attempt + 1 }, 'realtime: PostgreSQL still unreachable, retrying');
        }
      }
    }
  }

  return {
    async publish(envelope) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(envelope)]);
    },
    async subscribe(handler) {
      // The first connection must work: a process that starts without its database should fail.
      void keepListening(handler, await listen(handler));
    },
    onResubscribed(listener) {
      resubscribed.push(listener);
    },
    async close() {
      stop.abort();
      await current?.end().catch(() => undefined);
    },
  };
}
