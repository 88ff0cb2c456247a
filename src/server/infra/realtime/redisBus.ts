import { Redis } from 'ioredis';
import { CHANNEL, decodeEnvelope, type BusLog, type FanOutBus } from './bus';

/**
 * Redis pub/sub. ioredis reconnects with backoff and subscribes again by itself after Redis
 * restarts (then `onResubscribed` listeners are told); the error listeners only log (without one, each failed reconnect is printed as an
 * unhandled error event).
 */
export function redisBus(url: string, log: BusLog): FanOutBus {
  // Named (CLIENT LIST shows which process holds which connection) so operators, and the restart
  // test, can find them.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `fairway:${process.pid}:realtime-publisher` });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `fairway:${process.pid}:realtime-subscriber` });
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error) => log.warn({ err: error, connection: name }, 'realtime: Redis connection problem'));
  }
  // ioredis subscribes again on its own once it is back ('ready'); what was published while the
  // subscriber was away is gone, and the listeners hear about it.
  const resubscribed: Array<() => void> = [];
  let subscribedOnce = false;
  let lost = false;
  subscriber.on('close', () => (lost = subscribedOnce));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info({}, 'realtime: subscribed on Redis again');
    for (const listener of resubscribed) listener();
  });
  return {
    async publish(envelope) {
      if (publisher.status === 'wait') await publisher.connect();
      await publisher.publish(CHANNEL, JSON.stringify(envelope));
    },
    async subscribe(handler) {
      await subscriber.connect();
      subscriber.on('message', (_channel, payload) => {
        const envelope = decodeEnvelope(payload, log);
        if (envelope) handler(envelope);
      });
      await subscriber.subscribe(CHANNEL);
      subscribedOnce = true;
    },
    onResubscribed(listener) {
      resubscribed.push(listener);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
