import { setTimeout as sleep } from 'node:timers/promises';
import { builtinReply } from './builtinReply';
import type { CoachModel, CoachTurn } from './port';

/**
 * The built-in coach as a CoachModel. Its reply is ready at once; streaming hands it out word by
 * word at `wordDelayMs` so it reads as it arrives, like a model's (decision 1303; 0 in tests).
 */
export function builtinCoach(wordDelayMs: number): CoachModel {
  return {
    source: 'builtin',
    async reply(turn) {
      return builtinReply(turn);
    },
    async *stream(turn, signal) {
      // Words with the spaces and line breaks after them, so the pieces join back to the reply exactly.
      const pieces = builtinReply(turn).match(/\S+\s*/g) ?? [];
      for (const piece of pieces) {
        if (signal.aborted) return;
        yield piece;
        if (wordDelayMs > 0) await sleep(wordDelayMs, undefined, { signal }).catch(() => undefined);
      }
    },
  };
}

export type { CoachTurn };
