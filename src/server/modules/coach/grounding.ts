import type { CoachHistoryEntry } from '../../../shared/coach';
import type { Database } from '../../db/client';
import { loadMemberContext } from './memberContext';
import type { CoachTurn } from './port';
import { knowledgeIndex, type RetrievedPassage } from './retrieval';
import { TOPIC_CATEGORIES, topicOfCategory, understand, type ShotShape, type Understanding } from './understanding';

/** A message that points back at the conversation rather than naming a topic. */
const FOLLOW_UP = /\b(that|this|it|those|them|drill|more|else|again|instead)\b/i;

/** A retrieval score this strong means the question names a topic, even when it also says "my swing". */
const CLEAR_TOPIC_SCORE = 30;

/** Each shape of a miss has its own passage. */
const SHAPE_PASSAGES: Record<ShotShape, string> = {
  slice: 'slice',
  hook: 'hook',
  topped: 'topping',
  fat: 'chunking',
  shank: 'shank',
  'push-pull': 'push-pull',
  ballooning: 'high-weak-shots',
};

type GroundedQuestion = { message: string; analysisId?: string | undefined };

/** The passages that follow the understanding: the shape's own passage first, the topic's passages, else the best match anywhere. */
function retrieve(question: string, understanding: Understanding): { passages: RetrievedPassage[]; understanding: Understanding } {
  if (understanding.intent === 'instructions' || understanding.intent === 'greeting') return { passages: [], understanding };
  const index = knowledgeIndex();
  const { shape, topic } = understanding;
  if (shape) {
    const entry = index.byIdOf(SHAPE_PASSAGES[shape])!;
    const related = index.search(question, { categories: ['swing fault'], limit: 2 });
    return { passages: [{ entry, score: Infinity }, ...related], understanding };
  }
  if (topic === 'my swings') return { passages: [], understanding };
  if (topic) {
    const inTopic = index.search(question, { categories: TOPIC_CATEGORIES[topic] });
    if (inTopic.length > 0) return { passages: inTopic, understanding };
  }
  const passages = index.search(question);
  const top = passages[0];
  // "My swing feels rushed" is about tempo; "how was my last swing?" is about their analyses.
  if (understanding.intent === 'my-swings' && (!top || top.score < CLEAR_TOPIC_SCORE))
    return { passages: [], understanding: { ...understanding, topic: 'my swings' } };
  if (!top) return { passages, understanding: { ...understanding, topic: null } };
  // The best match settles the topic; the passages after it stay in that topic ("path" also names a cart path).
  const settled = topicOfCategory(top.entry.category);
  const inTopic = passages.filter(({ entry }) => TOPIC_CATEGORIES[settled].includes(entry.category));
  return { passages: inTopic, understanding: { ...understanding, topic: settled } };
}

/**
 * The grounding every coach answers from: the member's own data, the conversation before the
 * question (as the server stored it), what the question was understood to ask and the passages
 * retrieved for that. A short follow-up with no topic of its own ("which drill for that?") is read
 * together with the member's previous question.
 */
export async function groundTurn(db: Database, userId: string, request: GroundedQuestion, history: CoachHistoryEntry[] = []): Promise<CoachTurn> {
  const member = await loadMemberContext(db, userId, request.analysisId);
  let grounded = retrieve(request.message, understand(request.message));
  if (grounded.passages.length === 0 && grounded.understanding.intent === 'question' && FOLLOW_UP.test(request.message)) {
    const previousQuestion = history.filter((entry) => entry.role === 'user').at(-1);
    if (previousQuestion) {
      const together = `${previousQuestion.content} ${request.message}`;
      // The topic comes from both; what is asked (and whether it is a question at all) from the message itself.
      const own = grounded.understanding;
      grounded = retrieve(together, { ...understand(together), intent: own.intent, ask: own.ask });
    }
  }
  return { question: request.message, history, member, ...grounded };
}
