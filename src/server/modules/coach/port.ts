import type { CoachHistoryEntry, CoachSource } from '../../../shared/coach';
import type { MemberContext } from './memberContext';
import type { RetrievedPassage } from './retrieval';
import type { Understanding } from './understanding';

/** One question with everything a coach grounds its answer in (the same for every implementation). */
export interface CoachTurn {
  question: string;
  /** The stored conversation before the question, oldest first, trimmed to a token budget (decision 2900). */
  history: CoachHistoryEntry[];
  /** What the question asks: topic, club, shot shape, why/how/drill/number (decision 2901). */
  understanding: Understanding;
  member: MemberContext;
  /** The knowledge passages retrieved for the question, best first; none for an off-topic one. */
  passages: RetrievedPassage[];
}

/** The language-model port (decision 1300): the built-in coach, or an OpenAI-compatible endpoint. */
export interface CoachModel {
  readonly source: CoachSource;
  /** The reply, piece by piece as it is written; the pieces joined are the whole reply. */
  stream(turn: CoachTurn, signal: AbortSignal): AsyncIterable<string>;
  /** The whole reply at once. */
  reply(turn: CoachTurn, signal: AbortSignal): Promise<string>;
}
