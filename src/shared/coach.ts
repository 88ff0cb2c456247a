import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './text';

/**
 * The AI golf coach chat (spec §3 "Chat message in the coach widget", §5 coach chat rules, §7
 * POST /api/ai-golf-coach, §8 fallback text, §9 history of 5). The widget validates with these
 * schemas before sending and the server validates the same bodies again.
 */

/** Spec §9: the widget sends the last 5 messages, the new one included. */
export const COACH_HISTORY_SIZE = 5;
/** One message's length cap: a question, not a document (and a bounded prompt for the model). */
export const COACH_MESSAGE_MAX = 1000;
/** Stored messages the widget shows when it opens (the newest ones). */
export const COACH_CONVERSATION_SHOWN = 50;

/** Spec §8 "Coach chat fails": the assistant bubble shown when no reply arrives. */
export const COACH_FALLBACK_REPLY = "I apologize, but I'm having trouble connecting right now. Please try again in a moment.";

/** Spec §2: "The conversation starts with an assistant greeting"; a member's coach reads their analyses once they have some. */
export const COACH_GREETING =
  "Hi! I'm your AI golf coach. Ask me about a fault, a drill, your putting, course strategy or how to practise: I answer from your own swing analyses once you have uploaded a swing.";

/** The greeting a visitor (or a member without a plan) reads: nobody's swings have been studied yet. */
export const COACH_VISITOR_GREETING =
  "Hi! I'm Fairway Coach's AI golf coach. Members ask me about their own swings: the fault their analysis found, the drill that fits, putting, course strategy.";

export const coachRoleSchema = z.enum(['user', 'assistant']);
export type CoachRole = z.infer<typeof coachRoleSchema>;

function messageText(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .refine((value) => !hasControlCharacters(value, { multiline: true }), controlCharactersMessage(label))
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(COACH_MESSAGE_MAX, `${label} must be at most ${COACH_MESSAGE_MAX} characters.`);
}

/**
 * A history entry is the widget's copy of what the server wrote: the server answers from its own
 * stored conversation (decision 2900), so an entry is only checked for its shape, never refused for
 * its length; a reply of any length must not stop the next question being answered.
 */
export const coachHistoryEntrySchema = z.object({ role: coachRoleSchema, content: z.string({ error: 'A history message must be text.' }) });
export type CoachHistoryEntry = z.infer<typeof coachHistoryEntrySchema>;

export const coachRequestSchema = z.object({
  message: messageText('The message'),
  /** The last messages of the conversation, the new one included (spec §7); the server answers from its stored copy. */
  conversationHistory: z
    .array(coachHistoryEntrySchema, { error: 'conversationHistory must be a list of { role, content }.' })
    .max(COACH_HISTORY_SIZE, `conversationHistory holds at most the last ${COACH_HISTORY_SIZE} messages.`)
    .default([]),
  /** Additive: the analysis the member asks about ("Ask the coach about this swing"); one of their own. */
  analysisId: z.uuid('analysisId must be the id of one of your analyses.').toLowerCase().optional(),
});
export type CoachRequest = z.input<typeof coachRequestSchema>;

/** Which coach wrote a reply: the built-in one, or the configured language model. */
export const coachSourceSchema = z.enum(['builtin', 'llm']);
export type CoachSource = z.infer<typeof coachSourceSchema>;

export const coachReplySchema = z.object({ reply: z.string(), source: coachSourceSchema });
export type CoachReply = z.infer<typeof coachReplySchema>;

/** Spec §3: role, content, timestamp; a reply also says which coach wrote it (absent on older replies). */
export const coachMessageSchema = z.object({ role: coachRoleSchema, content: z.string(), timestamp: z.string(), source: coachSourceSchema.optional() });
export type CoachMessage = z.infer<typeof coachMessageSchema>;

export const coachConversationSchema = z.object({ messages: z.array(coachMessageSchema) });
export type CoachConversation = z.infer<typeof coachConversationSchema>;

/**
 * The streamed variant answers Server-Sent Events, one JSON object per `data:` line:
 * `delta` adds text, `reset` drops what was shown (the model failed mid-reply and the built-in
 * coach answers instead), `done` carries the whole reply as stored.
 */
export const coachStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('done'), reply: z.string(), source: coachSourceSchema }),
]);
export type CoachStreamEvent = z.infer<typeof coachStreamEventSchema>;

/** The last messages the widget sends (spec §9): the newest COACH_HISTORY_SIZE, the new one included. */
export function historyToSend(messages: readonly CoachHistoryEntry[]): CoachHistoryEntry[] {
  return messages.slice(-COACH_HISTORY_SIZE).map(({ role, content }) => ({ role, content }));
}

export function coachRateLimitMessage(retryAfterSeconds: number): string {
  return `You have sent the coach a lot of messages in a short time. Please wait ${retryAfterSeconds} seconds and ask again.`;
}
