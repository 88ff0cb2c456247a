import { z } from 'zod';
import { analysisProgressSchema } from './analysis';
import { chatContentSchema, chatIdSchema, directMessageSchema, roomMessageSchema } from './chat';
import { frameAnalysisSchema, liveErrorSchema, livePhaseSchema, poseAnalysisSchema, poseDataSchema } from './live';

/**
 * Every message on the /ws socket, as `{ type, data }` (spec "Live socket messages: type plus
 * data"). The server only sends what this union holds and the browser only acts on what it parses.
 */
export const serverSocketMessageSchema = z.discriminatedUnion('type', [
  /** The socket is attached to this member. */
  z.object({ type: z.literal('connection_established'), data: z.object({ userId: z.string() }) }),
  /**
   * Messages between the server's processes were lost for a moment (Redis or PostgreSQL came
   * back): some may never have reached this socket, so the page reloads what it shows (issue 32).
   */
  z.object({ type: z.literal('missed_messages'), data: z.object({}) }),
  /** How far an uploaded swing is; pushed while it is processed and when it ends. */
  z.object({ type: z.literal('analysis_progress'), data: analysisProgressSchema }),
  /** Answer to join_room: the members online in the room, this one included. */
  z.object({ type: z.literal('room_joined'), data: z.object({ roomId: z.string(), memberCount: z.number().int().nonnegative() }) }),
  /** A message stored in a room, to everyone in it (the sender too: that is the acknowledgement). */
  z.object({ type: z.literal('new_message'), data: z.object({ roomId: z.string(), message: roomMessageSchema }) }),
  /** A room message deleted by its author or an administrator. */
  z.object({ type: z.literal('message_deleted'), data: z.object({ roomId: z.string(), messageId: z.number().int() }) }),
  /** A direct message stored for this member. */
  z.object({ type: z.literal('new_direct_message'), data: z.object({ message: directMessageSchema }) }),
  /** A direct message deleted by its sender, to both members' sockets. */
  z.object({
    type: z.literal('direct_message_deleted'),
    data: z.object({ senderId: z.string(), recipientId: z.string(), messageId: z.number().int() }),
  }),
  /** The sender's acknowledgement: their direct message is stored. */
  z.object({
    type: z.literal('direct_message_sent'),
    data: z.object({ senderId: z.string(), recipientId: z.string(), message: directMessageSchema }),
  }),
  /** A client message refused (bad input, unknown room, too fast, muted): nothing was stored. */
  z.object({
    type: z.literal('error'),
    data: z.object({
      code: z.string(),
      message: z.string(),
      /** The refused message's type, when it had one. */
      replyTo: z.string().nullable(),
      /** Seconds until sending works again (rate limit, mute). */
      retryAfter: z.number().int().positive().optional(),
      /** plan_upgrade_required: the cheapest plan that opens this, and its page (decision 2701). */
      requiredPlan: z.string().optional(),
      upgradeUrl: z.string().optional(),
    }),
  }),
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
export type ServerSocketMessageOf<T extends ServerSocketMessageType> = Extract<ServerSocketMessage, { type: T }>;

/**
 * What the browser sends as text on /ws (spec §7 chat socket and live analysis). Binary frames,
 * sent on a live socket, are not part of it (src/shared/liveFrames.ts). A text message outside
 * this union is answered with an `error` message.
 */
export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join_room'), data: z.object({ roomId: chatIdSchema('The room id') }) }),
  z.object({
    type: z.literal('chat_message'),
    data: z.object({
      roomId: chatIdSchema('The room id'),
      content: chatContentSchema,
      /** One of the sender's own finished analyses, shown as a card (issue 14). */
      analysisId: chatIdSchema('The analysis id').optional(),
    }),
  }),
  z.object({ type: z.literal('direct_message'), data: z.object({ recipientId: chatIdSchema('The member id'), content: chatContentSchema }) }),
  /** Live analysis: the browser's own pose on each tick (spec §7). */
  z.object({ type: z.literal('pose_data'), data: poseDataSchema }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;
export type ClientSocketMessageType = ClientSocketMessage['type'];
export type ClientSocketMessageOf<T extends ClientSocketMessageType> = Extract<ClientSocketMessage, { type: T }>;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The message sent as text, or null when it is not one of ours (not JSON, or outside the union). */
export function parseServerSocketMessage(text: string): ServerSocketMessage | null {
  const json = parseJson(text);
  if (!json.ok) return null;
  const parsed = serverSocketMessageSchema.safeParse(json.value);
  return parsed.success ? parsed.data : null;
}

export type ClientMessageParse = { ok: true; message: ClientSocketMessage } | { ok: false; replyTo: string | null; error: string };

/** A client's text message, or a sentence that tells its sender what is wrong with it. */
export function parseClientSocketMessage(text: string): ClientMessageParse {
  const json = parseJson(text);
  if (!json.ok) return { ok: false, replyTo: null, error: 'Messages must be JSON: {"type": …, "data": …}.' };
  const type = typeof json.value === 'object' && json.value !== null && 'type' in json.value ? json.value.type : undefined;
  const replyTo = typeof type === 'string' ? type.slice(0, 40) : null;
  const parsed = clientSocketMessageSchema.safeParse(json.value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const known = clientSocketMessageSchema.options.map((option) => option.shape.type.value);
  if (!known.some((name) => name === type)) {
    return { ok: false, replyTo, error: `Unknown message type. Send one of: ${known.join(', ')}.` };
  }
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'data';
  const message = issue?.code === 'invalid_type' && issue.input === undefined ? `${where} is required.` : (issue?.message ?? 'The message is not valid.');
  return { ok: false, replyTo, error: message };
}
