import { z } from 'zod';
import { keyMetricsSchema } from './analysis';
import { clubSchema } from './swingLabels';
import { hasControlCharacters } from './text';

/**
 * The community's shapes (spec §3 chat entities, §5 community message rule, §7 chat calls and chat
 * socket, issue 14). The socket messages that carry them live in socketMessages.ts.
 */

export const CHAT_CONTENT_MAX = 2000;
/** Messages per member per window, over every socket and process (the counters are shared via Redis). */
export const CHAT_RATE_LIMIT = { messages: 5, windowMs: 2000 } as const;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_MUTE_MAX_MINUTES = 7 * 24 * 60;

/** Trimmed, 1–2000 characters, one or more lines, no other control characters. */
export const chatContentSchema = z
  .string({ error: 'The message must be text.' })
  .trim()
  .min(1, 'The message is empty. Type something to send.')
  .max(CHAT_CONTENT_MAX, `The message is too long: at most ${CHAT_CONTENT_MAX} characters.`)
  .refine((value) => !hasControlCharacters(value, { multiline: true }), 'The message must not contain control characters.');

export const chatIdSchema = (label: string) => z.uuid(`${label} is not valid.`).toLowerCase();

/**
 * Another member as the chat shows them. E-mail addresses are not shared between members (decision
 * 1403). `foundingMember`: the badge of a member's own Lifetime plan (decision 2710).
 */
export const chatUserSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), foundingMember: z.boolean() });
export type ChatUser = z.infer<typeof chatUserSchema>;

/** Spec §2: first and last name if both exist, else the e-mail's part before @, else 'Unknown'. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  const local = user?.email?.split('@')[0];
  return local ? local : 'Unknown';
}

/** What a room card shows of a shared analysis; a snapshot, since only its owner may open the analysis. */
export const sharedAnalysisCardSchema = z.object({
  analysisId: z.string(),
  overallScore: z.number().int().min(0).max(100),
  keyMetrics: keyMetricsSchema,
  /** Areas the swing did not score (slow motion's or a shorter swing's power); absent on cards shared before. */
  unscored: z.array(keyMetricsSchema.keyof()).optional(),
  clubUsed: clubSchema.nullable(),
  analysedAt: z.string(),
});
export type SharedAnalysisCard = z.infer<typeof sharedAnalysisCardSchema>;

export const chatRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatRoomListSchema = z.array(chatRoomSchema);

export const roomMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.string(),
  userId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: chatUserSchema,
  sharedAnalysis: sharedAnalysisCardSchema.nullable(),
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;

export const directMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  sender: chatUserSchema,
  recipient: chatUserSchema,
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationSchema = z.object({
  user: chatUserSchema,
  lastMessage: z.object({ id: z.number().int(), content: z.string(), senderId: z.string(), createdAt: z.string() }),
  unreadCount: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

/**
 * A page of messages, oldest first. `before` gives the page older than a message (the newest page
 * without it); `after` gives what came after a message (catch-up after a reconnect). `olderCursor`
 * is the `before` of the next older page, null at the start of the conversation.
 */
export const messagePageQuerySchema = z
  .object({
    before: z.coerce.number({ error: 'before must be a message id.' }).int('before must be a message id.').positive('before must be a message id.').optional(),
    after: z.coerce.number({ error: 'after must be a message id.' }).int('after must be a message id.').nonnegative('after must be a message id.').optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, 'Ask for messages before or after one message, not both.');
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

function pageOf<T extends z.ZodType>(message: T) {
  return z.object({ messages: z.array(message), olderCursor: z.number().int().nullable(), hasNewer: z.boolean() });
}
export const roomMessagePageSchema = pageOf(roomMessageSchema);
export type RoomMessagePage = z.infer<typeof roomMessagePageSchema>;
export const directMessagePageSchema = pageOf(directMessageSchema);
export type DirectMessagePage = z.infer<typeof directMessagePageSchema>;

/** PUT /api/chat/read-positions: the member has read up to this message of a room or a DM. */
export const readPositionSchema = z.union([
  z.object({ roomId: chatIdSchema('The room id'), lastReadId: z.number().int().nonnegative() }),
  z.object({ userId: chatIdSchema('The member id'), lastReadId: z.number().int().nonnegative() }),
]);
export type ReadPosition = z.infer<typeof readPositionSchema>;

/** PUT /api/chat/mutes/{userId} (administrators). */
export const muteSchema = z.object({
  minutes: z
    .number({ error: 'minutes must be a number.' })
    .int('minutes must be a whole number.')
    .min(1, 'Mute for at least 1 minute.')
    .max(CHAT_MUTE_MAX_MINUTES, `Mute for at most ${CHAT_MUTE_MAX_MINUTES} minutes (7 days).`),
});
export const muteReplySchema = z.object({ userId: z.string(), mutedUntil: z.string() });
