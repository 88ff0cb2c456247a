import type { Fault, SwingEventName } from '../shared/analysis';
import type { GolferLevel } from './golfer';
import { METRIC_INFO } from './metrics';
import type { CoachingContext, RankedFault } from './priorities';
import { EVENT_LABEL, limitReadsAsBound, measured, rangeWords, shotWords } from './words';

/** Said of a fault shown at a position the engine is unsure of, until the member confirms or moves it (decision 2611). */
const UNSURE_POSITION =
  ' We were not sure of this frame, so this is called medium at most: check the position (confirm it, or set it where it really is) and it is judged in full.';

/**
 * One card per fault, the only place its evidence, feel, drill and target are written, so the
 * other texts can point at a fault by name without repeating any of it.
 */
export function faultCard(ranked: RankedFault, ctx: CoachingContext, frames: Partial<Record<SwingEventName, number>>): Fault {
  const { fault, seenBefore } = ranked;
  const label = METRIC_INFO[fault.metric].label;
  const frame = frames[fault.position];
  const range = ctx.level === 'skilled' ? 'tour range' : 'usual range';
  const forShot = shotWords(ctx);
  const limit = measured(fault.metric, fault.limit, ctx.heightCm);
  const reference = rangeWords(fault.metric, fault.reference, ctx.heightCm);
  const limitAsBound = limitReadsAsBound(fault.metric, fault.limit, fault.reference, ctx.heightCm);
  const value = measured(fault.metric, fault.value, ctx.heightCm);
  // A value the words cannot tell from its limit ("a quarter of a head-width" against "under a
  // quarter of a head-width") is said to be past it, as a gone fault's is said to be just inside it.
  const pastLimit = value === limit ? ', just past its limit' : '';
  return {
    code: fault.code,
    name: fault.name,
    severity: fault.severity,
    area: fault.area,
    metric: fault.metric,
    evidence: `${label}: ${value} at ${EVENT_LABEL[fault.position]}${pastLimit}; the ${range}${forShot} is ${reference}${limitAsBound ? '' : ` and the limit ${limit}`}.${fault.atUnsurePosition ? UNSURE_POSITION : ''}`,
    ballFlight: fault.ballFlight,
    drill: fault.drill,
    feel: fault.feel,
    target: target(ranked, ctx.level, limitAsBound ? null : limit, reference),
    ...(frame === undefined ? {} : { frame }),
    ...(seenBefore > 0
      ? { history: `${fault.name} also showed in ${seenBefore} of your last ${ctx.history.length} sessions: a habit to break, not a one-off.` }
      : {}),
  };
}

/**
 * A newer golfer gets a first step (past the limit), a skilled one the reference range itself.
 * `limit` is null when it reads as the range's own bound: then the range is the one step.
 */
function target({ fault }: RankedFault, level: GolferLevel | undefined, limit: string | null, reference: string): string {
  const label = METRIC_INFO[fault.metric].label.toLowerCase();
  if (level === 'skilled' || limit === null) return `Next session: the ${label} ${reference}.`;
  const side = fault.direction === 'above' ? 'under' : 'over';
  if (level === 'newer') return `Next session: get the ${label} ${side} ${limit}; the finer range can wait.`;
  return `Next session: the ${label} ${side} ${limit}, heading for ${reference}.`;
}
