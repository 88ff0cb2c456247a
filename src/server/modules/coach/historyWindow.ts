import type { CoachHistoryEntry } from '../../../shared/coach';

/**
 * What of the stored conversation a model is sent (decision 2900): the newest messages that fit a
 * token budget, oldest first. Nothing is refused for its length: a message longer than the whole
 * budget is cut to it, so one long reply can never stop the next question being answered.
 */

/** About four characters a token in English text: an estimate that errs on the side of sending less. */
const CHARACTERS_PER_TOKEN = 4;
/** Enough for several turns of a conversation, small next to any chat model's context. */
export const HISTORY_TOKEN_BUDGET = 1200;

export const tokensOf = (text: string) => Math.ceil(text.length / CHARACTERS_PER_TOKEN);

export function historyWindow(messages: readonly CoachHistoryEntry[], budget = HISTORY_TOKEN_BUDGET): CoachHistoryEntry[] {
  const kept: CoachHistoryEntry[] = [];
  let left = budget;
  for (const message of [...messages].reverse()) {
    if (left <= 0) break;
    const tokens = tokensOf(message.content);
    const content = tokens <= left ? message.content : `${message.content.slice(0, left * CHARACTERS_PER_TOKEN).trimEnd()}…`;
    kept.unshift({ role: message.role, content });
    left -= tokens;
  }
  return kept;
}
