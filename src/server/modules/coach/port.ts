import type { CoachHistoryEntry, CoachSource } from '../../../shared/coach';
import type { MemberContext } from './memberContext';
import type { RetrievedPassage } from './retrieval';

/** One question with everything a coach grounds its answer in (the same for every implementation). */
export interface CoachTurn {
  question: string;
  /** The last messages before the question, oldest first (spec §9: the client sends five, the question included). */
  history: CoachHistoryEntry[];
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
