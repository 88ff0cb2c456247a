import type { Fault, Measurement } from '../../../shared/analysis';
import type { MemberContext, MemberSwing } from './memberContext';

/** The member's own numbers in words, as every coach reply quotes them. */

export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "your 7 Iron swing of 12 Nov (68/100)", "your Pitching Wedge half swing of 12 Nov (71/100)" */
export function describeSwing(swing: MemberSwing): string {
  const kind = swing.posture ? 'set-up photo' : (swing.shorterSwing?.toLowerCase() ?? 'swing');
  return `${swing.club ? `${swing.club} ` : ''}${kind} of ${formatDate(swing.date)} (${swing.score}/100)`;
}

const tenths = (value: number) => String(Math.round(value * 10) / 10);
const AND_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "tempo 7, balance 7.5 and accuracy 8 out of 10": the areas the swing scored, none shown as scored that was not. */
export function keyMetricsLine(swing: MemberSwing): string {
  const scores = Object.entries(swing.keyMetrics).map(([area, score]) => `${area} ${tenths(score)}`);
  return `${AND_LIST.format(scores)} out of 10`;
}

/** "hips towards the ball at impact 12.3 % of torso (usual range < 8)" */
export function formatMeasurement(measurement: Measurement): string {
  const unit = measurement.unit === 'ratio' ? ':1' : ` ${measurement.unit}`;
  const range = measurement.reference ? ` (usual range ${measurement.reference})` : '';
  return `${measurement.label.charAt(0).toLowerCase()}${measurement.label.slice(1)} ${tenths(measurement.value)}${unit}${range}`;
}

export function mainFault(swing: MemberSwing | null): Fault | undefined {
  return swing?.faults[0];
}

/** "Across your last 6 swings your score went from 58 to 71 (best 74, average 66)." */
export function trendLine(member: MemberContext): string | undefined {
  const { trend } = member;
  if (!trend || trend.swings < 2) return undefined;
  const direction = trend.latest > trend.first ? 'went up from' : trend.latest < trend.first ? 'went down from' : 'stayed at';
  const change = trend.latest === trend.first ? `${trend.latest}` : `${trend.first} to ${trend.latest}`;
  const recurring = member.recurring[0];
  const repeat = recurring ? ` ${recurring.name} showed on ${recurring.count} of them.` : '';
  return `Across your last ${trend.swings} swings your score ${direction} ${change} (best ${trend.best}, average ${trend.average}).${repeat}`;
}
