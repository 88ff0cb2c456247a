import { memberContextText, passagesText, quotesInstructions } from './llmPrompt';
import type { CoachTurn } from './port';
import { stem } from './retrieval';

/**
 * A model's reply is shown only when it passes these checks (decision 2902): it does not quote its
 * instructions, it is about the topic the question was understood to ask, and every number in it
 * comes from what the model was given (the member's data, the passages, the question). Otherwise
 * the built-in coach answers.
 */

const NUMBER = /\d+(?:[.,]\d+)?/g;

/** "7.0" and "7" are one number; "1,5" is written "1.5". */
const normalised = (number: string) => String(Number(number.replace(',', '.')));

function numbersIn(text: string): Set<string> {
  return new Set((text.match(NUMBER) ?? []).map(normalised));
}

const wordsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word.length > 3).map(stem));

/** Words that place a reply on the question's topic: the leading passage's title and keywords, or golf itself for a steer. */
function topicWords(turn: CoachTurn): Set<string> {
  const top = turn.passages[0]?.entry;
  if (!top) return wordsOf(turn.understanding.topic === 'my swings' ? 'swing swings analysis score fault drill' : 'golf');
  return wordsOf(`${top.title} ${top.keywords}`);
}

export type ReplyVerdict = { ok: true } | { ok: false; reason: string };

export function checkModelReply(reply: string, turn: CoachTurn): ReplyVerdict {
  if (quotesInstructions(reply)) return { ok: false, reason: 'the reply quoted the instructions' };
  const replyWords = wordsOf(reply);
  if (![...topicWords(turn)].some((word) => replyWords.has(word))) return { ok: false, reason: 'the reply is not about the question’s topic' };
  const given = numbersIn(`${memberContextText(turn)}\n${passagesText(turn)}\n${turn.question}`);
  const invented = [...numbersIn(reply)].filter((number) => !given.has(number));
  if (invented.length > 0) return { ok: false, reason: `the reply has numbers it was not given (${invented.join(', ')})` };
  return { ok: true };
}
