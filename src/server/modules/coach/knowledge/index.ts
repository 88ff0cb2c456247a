import { BALL_FLIGHT } from './ballFlight';
import { COURSE_MANAGEMENT } from './courseManagement';
import { EQUIPMENT } from './equipment';
import { FITNESS_AND_MIND } from './fitnessAndMind';
import { FUNDAMENTALS } from './fundamentals';
import { PRACTICE } from './practice';
import { PUTTING } from './putting';
import { RULES } from './rules';
import { SHORT_GAME } from './shortGame';
import { SWING_FAULTS } from './swingFaults';
import type { KnowledgeEntry } from './types';

export type { KnowledgeCategory, KnowledgeEntry } from './types';

/** Every passage the coach knows, one list (ids are unique: a unit test checks it). */
export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...BALL_FLIGHT,
  ...SWING_FAULTS,
  ...FUNDAMENTALS,
  ...SHORT_GAME,
  ...PUTTING,
  ...EQUIPMENT,
  ...COURSE_MANAGEMENT,
  ...PRACTICE,
  ...FITNESS_AND_MIND,
  ...RULES,
];
