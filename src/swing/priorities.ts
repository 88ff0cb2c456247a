import type { ClubProfile } from './clubs';
import type { FaultArea, FoundFault } from './faults';
import type { GolferLevel } from './golfer';
import type { Standard } from './swingLength';

export interface CoachingContext {
  club?: ClubProfile;
  /** The member said the swing was shorter than full: "half", "three-quarter". */
  shorterSwing?: string;
  /** The club's and the swing length's ranges and limits, which the faults and the texts judge by. */
  standard: Standard;
  level?: GolferLevel;
  handicap?: number;
  /** Score areas the member's profile asks to work on, first named first. */
  focus: readonly FaultArea[];
  /** Fault codes of the member's recent sessions, newest first (this one excluded). */
  history: readonly (readonly string[])[];
  /** The golfer's height from the profile: distances in inches and centimetres rather than head-widths. */
  heightCm?: number;
}

export interface RankedFault {
  fault: FoundFault;
  /** In how many of the recent sessions it showed too. */
  seenBefore: number;
  /** Why it ranks where it does, as clauses ("your profile names accuracy as a focus"). */
  reasons: string[];
}

/**
 * Orders the faults for this golfer. Severity leads; then what the member asked for, what their
 * level needs (set-up and balance before the finer faults for a newer golfer), what the club
 * needs most, and whether it keeps coming back. Each weight that applies is also a stated reason.
 */
export function rankFaults(faults: readonly FoundFault[], ctx: CoachingContext): RankedFault[] {
  const ranked = faults.map((fault, order) => {
    const reasons: string[] = [];
    let weight = fault.severity === 'high' ? 8 : 0;
    if (fault.severity === 'high') reasons.push('it is past the severe limit');
    const focusAt = ctx.focus.indexOf(fault.area);
    if (focusAt >= 0) {
      weight += focusAt === 0 ? 3 : 2;
      reasons.push(`your profile names ${fault.area} as a focus`);
    }
    const fundamental = fault.position === 'address' || fault.area === 'balance';
    if (ctx.level === 'newer' && fundamental) {
      weight += 2.5;
      reasons.push(`set-up and balance come first ${levelPhrase(ctx)}`);
    }
    if (ctx.level === 'skilled' && !fundamental) {
      weight += 1;
      reasons.push(`the remaining gains ${levelPhrase(ctx)} are in the motion, not the set-up`);
    }
    const clubAt = ctx.club ? ctx.club.priorities.indexOf(fault.area) : -1;
    if (ctx.club && clubAt >= 0) {
      weight += (3 - clubAt) * 0.5;
      if (clubAt === 0) reasons.push(ctx.club.reason);
    }
    const seenBefore = ctx.history.filter((codes) => codes.includes(fault.code)).length;
    if (seenBefore > 0) {
      weight += 1.5;
      reasons.push(`it also showed in ${seenBefore} of your last ${ctx.history.length} sessions`);
    }
    return { fault, seenBefore, reasons, weight, order };
  });
  return ranked.sort((a, b) => b.weight - a.weight || a.order - b.order).map(({ fault, seenBefore, reasons }) => ({ fault, seenBefore, reasons }));
}

function levelPhrase(ctx: CoachingContext): string {
  return ctx.handicap !== undefined ? `at a handicap of ${ctx.handicap}` : ctx.level === 'newer' ? 'for a newer golfer' : 'for a low handicapper';
}
