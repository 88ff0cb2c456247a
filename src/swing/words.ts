import type { SwingEventName } from '../shared/analysis';
import { distanceFromReference } from '../shared/referenceRange';
import type { ClubProfile } from './clubs';
import { formatValue } from './faults';
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
  return view === 'unknown' ? 'an angled camera' : `a ${view} camera`;
}

/** The reference range a metric is judged by with this club. */
export function referenceFor(key: MetricKey, club: ClubProfile | undefined): string {
  return club?.references[key] ?? METRIC_INFO[key].reference;
}

export function measured(key: MetricKey, value: number): string {
  return formatValue(value, METRIC_INFO[key].unit);
}

/** "tempo ratio (backswing : downswing) 3.1:1 (range 2.8–3.2)", or null when not measured. */
export function metricPhrase(metrics: SwingMetrics, key: MetricKey, club: ClubProfile | undefined): string | null {
  const value = metrics[key];
  if (value === undefined) return null;
  return `${METRIC_INFO[key].label.toLowerCase()} ${measured(key, value)} (range ${referenceFor(key, club)})`;
}

/** Whether a value sits inside a reference range ("a–b", "< a", "> a"). */
export function insideReference(value: number, reference: string): boolean {
  return distanceFromReference(value, reference) === 0;
}
