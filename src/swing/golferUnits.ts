import type { Measurement } from '../shared/analysis';
import { distanceFromReference, readReference, sideOfSaidBound } from '../shared/referenceRange';

/**
 * The engine measures distances in torso lengths (hips to shoulders), the one ruler every video
 * carries. A golfer reads inches and centimetres: with their height known, a torso is about 30 %
 * of it (hip joint at 52 %, shoulder at 82 % of standing height); without it, distances are said
 * in head-widths (a head is about a third of a torso wide), a ruler every golfer carries too.
 */
const TORSO_SHARE_OF_HEIGHT = 0.3;
const TORSO_PER_HEAD_WIDTH = 0.3;
const CM_PER_INCH = 2.54;
const MPH_PER_METRE_PER_SECOND = 2.237;

/** A distance given in % of torso length, in a golfer's words. */
export function torsoDistance(percentOfTorso: number, heightCm: number | null): string {
  const torsos = Math.abs(percentOfTorso) / 100;
  if (heightCm) {
    // The centimetres are the inches said, converted: rounded apart, 1.3 in read "1.5 in (3 cm)"
    // beside a range "within 1 in (3 cm)" it was judged outside of.
    const inches = inchesSaid(torsos * TORSO_SHARE_OF_HEIGHT * heightCm);
    return `${inches} in (${Math.round(inches * CM_PER_INCH)} cm)`;
  }
  const heads = headWidthsSaid(torsos);
  const FRACTIONS: Record<number, string> = {
    0: 'less than a quarter of a head-width',
    0.25: 'a quarter of a head-width',
    0.5: 'half a head-width',
    0.75: 'three quarters of a head-width',
    1: 'a head-width',
  };
  return FRACTIONS[heads] ?? `${heads} head-widths`;
}

/**
 * A distance in % of torso length as torsoDistance says it (to half an inch, or a quarter of a
 * head-width), sign kept: two distances said apart differ by what this gives for each.
 */
export function torsoDistanceSaid(percentOfTorso: number, heightCm: number | null): number {
  const torsos = Math.abs(percentOfTorso) / 100;
  const said = heightCm
    ? (inchesSaid(torsos * TORSO_SHARE_OF_HEIGHT * heightCm) * CM_PER_INCH) / (TORSO_SHARE_OF_HEIGHT * heightCm)
    : headWidthsSaid(torsos) * TORSO_PER_HEAD_WIDTH;
  return Math.sign(percentOfTorso) * said * 100;
}

/** Inches to the half. */
function inchesSaid(cm: number): number {
  return roundTo(cm / CM_PER_INCH, 0.5);
}

/** Head-widths to the quarter up to one, to the half beyond. */
function headWidthsSaid(torsos: number): number {
  const heads = roundTo(torsos / TORSO_PER_HEAD_WIDTH, 0.25);
  return heads > 1 ? roundTo(heads, 0.5) : heads;
}

/** A speed given in torso lengths per second: mph with the golfer's height, else in their own heights per second. */
export function torsoSpeed(torsosPerSecond: number, heightCm: number | null): string {
  if (heightCm) return `${mphSaid(torsosPerSecond, heightCm)} mph`;
  return `${heightsPerSecondSaid(torsosPerSecond).toFixed(1)} times your height per second`;
}

/** A speed in torso lengths per second as torsoSpeed says it (to the mph, or a tenth of a height a second). */
export function torsoSpeedSaid(torsosPerSecond: number, heightCm: number | null): number {
  const heightsPerSecond = heightCm
    ? mphSaid(torsosPerSecond, heightCm) / ((heightCm / 100) * MPH_PER_METRE_PER_SECOND)
    : heightsPerSecondSaid(torsosPerSecond);
  return heightsPerSecond / TORSO_SHARE_OF_HEIGHT;
}

function mphSaid(torsosPerSecond: number, heightCm: number): number {
  return Math.round(torsosPerSecond * TORSO_SHARE_OF_HEIGHT * (heightCm / 100) * MPH_PER_METRE_PER_SECOND);
}

function heightsPerSecondSaid(torsosPerSecond: number): number {
  return roundTo(torsosPerSecond * TORSO_SHARE_OF_HEIGHT, 0.1);
}

/** A share of the golfer's standing height, in pixels for a torso of `torsoPx`. */
export function heightShare(share: number, torsoPx: number): number {
  return (share * torsoPx) / TORSO_SHARE_OF_HEIGHT;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** A reference range ("a–b", "< a", "> a") said with `say` for each bound; null when it cannot be read. */
export function sayRange(reference: string | undefined, say: (value: number) => string): string | null {
  const range = readReference(reference);
  if (!range) return null;
  if (range.low === null) return `under ${say(range.high)}`;
  if (range.high === null) return `over ${say(range.low)}`;
  // A range around zero ("-5–5") is "within 5 either way".
  return range.low === -range.high ? `within ${say(range.high)} either way` : `${say(range.low)} to ${say(range.high)}`;
}

/** A value rounded as its words round it, by the engine's unit (toFixed as the words use it). */
export function valueSaid(unit: string, value: number, heightCm: number | null): number {
  if (unit === '% of torso') return torsoDistanceSaid(value, heightCm);
  if (unit === 'torso lengths/s') return torsoSpeedSaid(value, heightCm);
  if (unit === 's') return Number(value.toFixed(2));
  if (unit === 'ratio' || unit === 'shoulder widths') return Number(value.toFixed(1));
  // Degrees and percentages are said whole.
  return Math.round(value);
}

/** Where a value stands against its good range, as the measurements card says it. */
export type RangeStanding = 'inside' | 'outside' | 'within a frame';

/**
 * Where a measurement stands against its good range as the golfer reads the two: the value and
 * the range's bounds rounded as they are said, so 35.3° ("35°") is inside "15° to 35°" and a value
 * said on a bound of a closed range is on its edge, inside. On an open range's bound the words say
 * "just under" or "just over" (the page's golferMeasurement, the engine's measuredAgainst), and the
 * verdict follows that side. A timing value said outside but no further from the range than one
 * frame more or less could move it (its `allowance`) is "within a frame": faults and the tempo score
 * take the same allowance. The result page's card and the engine's summary both judge by it.
 */
export function rangeStanding(
  { unit, value, reference, allowance }: Pick<Measurement, 'unit' | 'value' | 'reference' | 'allowance'>,
  heightCm: number | null,
): RangeStanding {
  const range = readReference(reference);
  if (!range) return 'inside';
  const said = (v: number) => valueSaid(unit, v, heightCm);
  const side = sideOfSaidBound(value, reference, said);
  const outside =
    side !== null
      ? (distanceFromReference(value, reference) ?? 0) > 0
      : (range.low !== null && said(value) < said(range.low)) || (range.high !== null && said(value) > said(range.high));
  if (!outside) return 'inside';
  return (distanceFromReference(value, reference) ?? 0) <= (allowance ?? 0) ? 'within a frame' : 'outside';
}
