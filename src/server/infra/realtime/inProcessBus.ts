import { EventEmitter } from 'node:events';
import { CHANNEL, type FanOutBus } from './bus';

/** The embedded setup: one process, so the bus is an event emitter. */
export function inProcessBus(): FanOutBus {
  const emitter = new EventEmitter();
  return {
    async publish(envelope) {
      emitter.emit(CHANNEL, envelope);
    },
    async subscribe(handler) {
      emitter.on(CHANNEL, handler);
    },
    // One process, nothing between: nothing is ever lost on the way.
    onResubscribed() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}
