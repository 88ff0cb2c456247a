import type { FaultArea } from './faults';

/** What the engine may know about the member, all optional: a blank profile gives neutral coaching. */
export interface GolferInfo {
  handicap?: number | null;
  experience?: 'beginner' | 'intermediate' | 'advanced' | 'professional' | null;
  /** The profile's swing focus areas, e.g. "Driver accuracy", "Swing tempo". */
  focusAreas?: readonly string[];
  /** The profile's free-text goals. */
  goals?: string | null;
  /** Height in centimetres, to say distances in inches and centimetres. */
  heightCm?: number | null;
}

export type GolferLevel = 'newer' | 'developing' | 'skilled';

/**
 * Handicap decides when it is given (it is measured); the stated experience otherwise. A newer
 * golfer is coached on set-up and balance first, a skilled one on the finer power and path faults.
 */
export function golferLevel(info: GolferInfo): GolferLevel | undefined {
  const { handicap, experience } = info;
  if (handicap !== null && handicap !== undefined) return handicap >= 25 ? 'newer' : handicap >= 10 ? 'developing' : 'skilled';
  if (!experience) return undefined;
  return experience === 'beginner' ? 'newer' : experience === 'intermediate' ? 'developing' : 'skilled';
}

/** Words in the focus areas and goals that point at one score area. */
const FOCUS_WORDS: readonly [RegExp, FaultArea][] = [
  [/accura|straight|slice|hook|consisten|fairway|strike|contact/i, 'accuracy'],
  [/distance|power|longer|speed|yards/i, 'power'],
  [/tempo|rhythm|timing/i, 'tempo'],
  [/balance|fitness|stab/i, 'balance'],
];

/** The score areas the member asked to work on, in the order first named. */
export function golferFocus(info: GolferInfo): FaultArea[] {
  const text = [...(info.focusAreas ?? []), info.goals ?? ''].join(' ');
  const hits = FOCUS_WORDS.map(([pattern, area]) => ({ area, at: text.search(pattern) })).filter((h) => h.at >= 0);
  return hits.sort((a, b) => a.at - b.at).map((h) => h.area);
}
