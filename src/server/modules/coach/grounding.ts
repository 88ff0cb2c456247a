import type { CoachRequest } from '../../../shared/coach';
import type { Database } from '../../db/client';
import { intentOf } from './intents';
import { loadMemberContext } from './memberContext';
import type { CoachTurn } from './port';
import { knowledgeIndex } from './retrieval';

/** A message that points back at the conversation rather than naming a topic. */
const FOLLOW_UP = /\b(that|this|it|those|them|drill|more|else|again|instead)\b/i;

type ValidRequest = { message: string; conversationHistory: NonNullable<CoachRequest['conversationHistory']>; analysisId?: string | undefined };

/**
 * The grounding every coach answers from: the member's own data and the passages retrieved for
 * the question. A short follow-up with no topic of its own ("which drill for that?") is searched
 * together with the member's previous question.
 */
export async function groundTurn(db: Database, userId: string, request: ValidRequest): Promise<CoachTurn> {
  const member = await loadMemberContext(db, userId, request.analysisId);
  // Spec §7: the history ends with the new message; keep only what came before it.
  const history = [...request.conversationHistory];
  const last = history.at(-1);
  if (last?.role === 'user' && last.content === request.message) history.pop();

  const index = knowledgeIndex();
  let passages = index.search(request.message);
  if (passages.length === 0 && intentOf(request.message) === 'question' && FOLLOW_UP.test(request.message)) {
    const previousQuestion = history.filter((entry) => entry.role === 'user').at(-1);
    if (previousQuestion) passages = index.search(`${previousQuestion.content} ${request.message}`);
  }
  return { question: request.message, history, member, passages };
}
