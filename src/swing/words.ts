import type { SwingEventName } from '../shared/analysis';
import { distanceFromReference, readReference, sideOfSaidBound } from '../shared/referenceRange';
import { formatValue } from './faults';
import { sayRange, torsoDistance, torsoDistanceSaid, torsoSpeed } from './golferUnits';
import { METRIC_INFO, type MetricKey, type SwingMetrics } from './metrics';
import type { CameraView } from './orientation';
import type { CoachingContext } from './priorities';
import type { Standard } from './swingLength';

/** Shared wording of the coaching texts, so each thing is named the same way everywhere. */
export const EVENT_LABEL: Record<SwingEventName, string> = {
  address: 'address',
  takeaway: 'takeaway',
  toeUp: 'toe-up',
  midBackswing: 'mid-backswing',
  top: 'the top',
  midDownswing: 'mid-downswing',
  impact: 'impact',
  midFollowThrough: 'mid-follow-through',
  finish: 'the finish',
};

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function viewName(view: CameraView): string {
  return view === 'oblique' ? 'an oblique camera' : `a ${view} camera`;
}

/** The reference range a metric is judged by with this club and swing length. */
export function referenceFor(key: MetricKey, standard: Standard): string {
  return standard.references[key] ?? METRIC_INFO[key].reference;
}

/** Whether a metric is judged at all on this swing (a shorter swing's turn is not). */
export function judged(key: MetricKey, standard: Standard): boolean {
  return !standard.unjudged?.includes(key);
}

/** Names as a golfer lists them: "a", "a and b", "a, b and c". */
export function andList(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** Said where a range would stand for a measurement this swing does not judge. */
export function notJudgedOn(shorterSwing: string | undefined): string {
  return `not judged on a ${shorterSwing ?? 'shorter'} swing`;
}

/** The swing a range or limit is for, as words after it: " for a half swing with the driver", " with a 7 Iron". */
export function shotWords({ club, shorterSwing }: Pick<CoachingContext, 'club' | 'shorterSwing'>): string {
  return `${shorterSwing ? ` for a ${shorterSwing} swing` : ''}${club ? ` with ${club.name}` : ''}`;
}

/**
 * A measured value in a golfer's words: distances in inches and centimetres from the golfer's
 * height (head-widths without it), speed in mph, the rest in degrees, seconds or ratios. A distance
 * against its measurement's direction (hips back at impact, the head lower, the hands inside) says
 * so (unless it rounds to nothing): the distance alone read like the same amount the named way.
 */
export function measured(key: MetricKey, value: number, heightCm?: number | null): string {
  const { unit } = METRIC_INFO[key];
  if (unit === '% of torso') {
    const against = torsoDistanceSaid(value, heightCm ?? null) < 0 ? ' the other way' : '';
    return `${torsoDistance(value, heightCm ?? null)}${against}`;
  }
  if (unit === 'torso lengths/s') return torsoSpeed(value, heightCm ?? null);
  if (unit === '% of downswing') return `${Math.round(value)} % of the way down`;
  return formatValue(value, unit);
}

/**
 * `measured`, with "just under" or "just over" where the words say the value as an open range's
 * own bound: "2 in (5 cm)" beside "under 2 in (5 cm)" read as outside it (sideOfSaidBound).
 */
export function measuredAgainst(key: MetricKey, value: number, reference: string, heightCm?: number | null): string {
  const say = (v: number) => measured(key, v, heightCm);
  const side = sideOfSaidBound(value, reference, say);
  return `${side ? `just ${side} ` : ''}${say(value)}`;
}

/** A reference range in the same words as `measured`: "under 4 in (10 cm)", "80° to 100°". */
export function rangeWords(key: MetricKey, reference: string, heightCm?: number | null): string {
  const say = (value: number) => (METRIC_INFO[key].unit === '% of downswing' ? `${Math.round(value)} %` : measured(key, value, heightCm));
  return sayRange(reference, say) ?? reference;
}

/**
 * Whether a limit, in the golfer's words, is one of the range's own bounds: a limit set at the
 * range's edge, or one the words cannot tell from it (without the golfer's height, 5 % and 8 % of a
 * torso are both "a quarter of a head-width"). Such a limit is said once, as the range.
 */
export function limitReadsAsBound(key: MetricKey, limit: number, reference: string, heightCm?: number | null): boolean {
  const range = readReference(reference);
  const said = measured(key, limit, heightCm);
  return range !== null && [range.low, range.high].some((bound) => bound !== null && measured(key, bound, heightCm) === said);
}

/** "shoulder turn at the top 84° (good: 80° to 100°)", or null when not measured. */
export function metricPhrase(metrics: SwingMetrics, key: MetricKey, context: Pick<CoachingContext, 'standard' | 'shorterSwing' | 'heightCm'>): string | null {
  const value = metrics[key];
  if (value === undefined) return null;
  const { standard, shorterSwing, heightCm } = context;
  const against = judged(key, standard) ? `good: ${rangeWords(key, referenceFor(key, standard), heightCm)}` : notJudgedOn(shorterSwing);
  return `${METRIC_INFO[key].label.toLowerCase()} ${measured(key, value, heightCm)} (${against})`;
}

/** Whether a value sits inside a reference range ("a–b", "< a", "> a"). */
export function insideReference(value: number, reference: string): boolean {
  return distanceFromReference(value, reference) === 0;
}
