/**
 * What kind of message the built-in coach is answering, read from its words. Topic questions are
 * found by retrieval; these are the messages retrieval cannot place.
 */

/** Attempts to read the coach's instructions or make it someone else (decision 1302). */
const ABOUT_INSTRUCTIONS =
  /\b(system prompt|(your|the) (instructions|prompt|rules|configuration)|ignore (all |any |the )?(previous|above|prior|earlier)|developer mode|jailbreak|pretend (you are|to be)|act as)\b/i;

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|cheers|ta)\b/i;

/** Questions about the member's own swings rather than a golf topic. */
const ABOUT_MY_SWINGS =
  /\b(my (last |latest |recent |own )?(swings?|analys[ie]s|scores?|numbers|results|progress|data|faults?|game)|this swing|am i (improving|getting better)|work on|what should i (do|fix|practi[cs]e|focus)|main fault|biggest (fault|problem|issue|weakness))\b/i;

export type Intent = 'instructions' | 'greeting' | 'my-swings' | 'question';

export function intentOf(message: string): Intent {
  if (ABOUT_INSTRUCTIONS.test(message)) return 'instructions';
  if (GREETING.test(message.trim()) && message.trim().split(/\s+/).length <= 5) return 'greeting';
  if (ABOUT_MY_SWINGS.test(message)) return 'my-swings';
  return 'question';
}
