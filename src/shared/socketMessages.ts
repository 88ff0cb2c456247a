import { z } from 'zod';
import { analysisProgressSchema } from './analysis';
import { frameAnalysisSchema, liveErrorSchema, livePhaseSchema, poseAnalysisSchema, poseDataSchema } from './live';

/**
 * Every message on the /ws socket, as `{ type, data }` (spec "Live socket messages: type plus
 * data"). The server only sends what this union holds and the browser only acts on what it parses.
 *
 * The browser sends the JSON messages of clientSocketMessageSchema and, on a live socket, binary
 * frames (src/shared/liveFrames.ts); the server closes a socket that sends text outside the union.
 */
export const serverSocketMessageSchema = z.discriminatedUnion('type', [
  /** The socket is attached to this member. */
  z.object({ type: z.literal('connection_established'), data: z.object({ userId: z.string() }) }),
  /** How far an uploaded swing is; pushed while it is processed and when it ends. */
  z.object({ type: z.literal('analysis_progress'), data: analysisProgressSchema }),
  /** Live analysis: the server's pose and phase on one frame. */
  z.object({ type: z.literal('binary_frame_analysis'), data: frameAnalysisSchema }),
  /** Live analysis: sent when the phase changes or the advice does. */
  z.object({ type: z.literal('pose_analysis'), data: poseAnalysisSchema }),
  /** Live analysis: a cue to show for a few seconds (a phase reached, a swing finished). */
  z.object({ type: z.literal('coaching_feedback'), data: z.object({ message: z.string(), phase: livePhaseSchema }) }),
  /** Frames come faster than the server analyses them: wait this much longer between frames (ms). */
  z.object({ type: z.literal('backpressure_warning'), data: z.object({ recommendedDelay: z.number().int().min(0) }) }),
  /** Too many messages from this member: send nothing more for retryAfter seconds. */
  z.object({ type: z.literal('rate_limit_exceeded'), data: z.object({ retryAfter: z.number().int().min(1) }) }),
  /** A frame or message was refused; the connection stays usable. */
  z.object({ type: z.literal('live_error'), data: liveErrorSchema }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;
export type ServerSocketMessageType = ServerSocketMessage['type'];

/** Every JSON message the browser sends on /ws, as `{ type, data }`. */
export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  /** Live analysis: the browser's own pose on each tick (spec §7). */
  z.object({ type: z.literal('pose_data'), data: poseDataSchema }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

/** A message the browser sent as text, or null when it is not one of ours. */
export function parseClientSocketMessage(text: string): ClientSocketMessage | null {
  return parseWith(clientSocketMessageSchema, text);
}

/** The message sent as text, or null when it is not one of ours (not JSON, or outside the union). */
export function parseServerSocketMessage(text: string): ServerSocketMessage | null {
  return parseWith(serverSocketMessageSchema, text);
}

function parseWith<T>(schema: z.ZodType<T>, text: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
