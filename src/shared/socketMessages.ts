import { z } from 'zod';
import { analysisProgressSchema } from './analysis';

/**
 * Every message on the /ws socket, as `{ type, data }` (spec "Live socket messages: type plus
 * data"). The server only sends what this union holds and the browser only acts on what it parses.
 *
 * The browser sends nothing yet, so there is no client-to-server union: the server closes a socket
 * that sends anything (SOCKET_CLOSE.unexpectedMessage). Live analysis and chat add their messages
 * here when they are built.
 */
export const serverSocketMessageSchema = z.discriminatedUnion('type', [
  /** The socket is attached to this member. */
  z.object({ type: z.literal('connection_established'), data: z.object({ userId: z.string() }) }),
  /** How far an uploaded swing is; pushed while it is processed and when it ends. */
  z.object({ type: z.literal('analysis_progress'), data: analysisProgressSchema }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;
export type ServerSocketMessageType = ServerSocketMessage['type'];

/** The message sent as text, or null when it is not one of ours (not JSON, or outside the union). */
export function parseServerSocketMessage(text: string): ServerSocketMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = serverSocketMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
