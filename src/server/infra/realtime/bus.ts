import { z } from 'zod';
import { serverSocketMessageSchema } from '../../../shared/socketMessages';

/**
 * What a bus carries between processes: a message for a user's sockets, a message for the sockets
 * subscribed to a topic (a chat room), or the end of sessions.
 */
export const envelopeSchema = z.union([
  z.object({ userId: z.string(), message: serverSocketMessageSchema }),
  z.object({ topic: z.string(), message: serverSocketMessageSchema }),
  /** `sessionKey` null ends every session of the user (password reset, revocation). */
  z.object({ userId: z.string(), endSession: z.string().nullable() }),
]);
export type Envelope = z.infer<typeof envelopeSchema>;

/** Moves envelopes between processes. */
export interface FanOutBus {
  publish(envelope: Envelope): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): Promise<void>;
  /**
   * Calls `listener` when the subscription is back after it was lost: what was published in
   * between never arrived here.
   */
  onResubscribed(listener: () => void): void;
  close(): Promise<void>;
}

export const CHANNEL = 'fairway_realtime';

export interface BusLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Parses what another process published; anything else is logged and dropped, never thrown. */
export function decodeEnvelope(payload: string, log: BusLog): Envelope | undefined {
  try {
    return envelopeSchema.parse(JSON.parse(payload));
  } catch (error) {
    log.warn({ err: error }, 'realtime: dropped a malformed bus message');
    return undefined;
  }
}
