import type { SwingEventName } from '../shared/analysis';
import { distanceFromReference } from '../shared/referenceRange';
import type { ClubProfile } from './clubs';
import { formatValue } from './faults';
import { sayRange, torsoDistance, torsoSpeed } from './golferUnits';
import { METRIC_INFO, type MetricKey, type SwingMetrics } from './metrics';
import type { CameraView } from './orientation';

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

/** The reference range a metric is judged by with this club. */
export function referenceFor(key: MetricKey, club: ClubProfile | undefined): string {
  return club?.references[key] ?? METRIC_INFO[key].reference;
}

/**
 * A measured value in a golfer's words: distances in inches and centimetres from the golfer's
 * height (head-widths without it), speed in mph, the rest in degrees, seconds or ratios.
 */
export function measured(key: MetricKey, value: number, heightCm?: number | null): string {
  const { unit } = METRIC_INFO[key];
  if (unit === '% of torso') return torsoDistance(value, heightCm ?? null);
  if (unit === 'torso lengths/s') return torsoSpeed(value, heightCm ?? null);
  if (unit === '% of downswing') return `${Math.round(value)} % of the way down`;
  return formatValue(value, unit);
}

/** A reference range in the same words as `measured`: "under 4 in (10 cm)", "80° to 100°". */
export function rangeWords(key: MetricKey, reference: string, heightCm?: number | null): string {
  const say = (value: number) => (METRIC_INFO[key].unit === '% of downswing' ? `${Math.round(value)} %` : measured(key, value, heightCm));
  return sayRange(reference, say) ?? reference;
}

/** "shoulder turn at the top 84° (good: 80° to 100°)", or null when not measured. */
export function metricPhrase(metrics: SwingMetrics, key: MetricKey, club: ClubProfile | undefined, heightCm?: number | null): string | null {
  const value = metrics[key];
  if (value === undefined) return null;
  return `${METRIC_INFO[key].label.toLowerCase()} ${measured(key, value, heightCm)} (good: ${rangeWords(key, referenceFor(key, club), heightCm)})`;
}

/** Whether a value sits inside a reference range ("a–b", "< a", "> a"). */
export function insideReference(value: number, reference: string): boolean {
  return distanceFromReference(value, reference) === 0;
}
