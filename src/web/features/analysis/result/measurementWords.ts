import type { Measurement } from '../../../../shared/analysis';
import { sideOfSaidBound } from '../../../../shared/referenceRange';
import { sayRange, torsoDistance, torsoSpeed, valueSaid } from '../../../../swing/golferUnits';
import { formatNumber } from './formatMeasurement';

/** One measurement as a golfer reads it: its name, the number in degrees, inches or seconds, what it means and what a good one is. */
export interface GolferMeasurement {
  key: string;
  name: string;
  value: string;
  means: string;
  good: string | null;
}

type Say = (value: number) => string;

interface Words {
  name: string;
  means: string;
  /** Starts the "good" line; the reference range follows in the same units as the value. */
  good: string;
  /** The value as said; `range` the same for a bound of the reference (no side words). */
  value: (say: Units) => Say;
  range?: (say: Units) => Say;
}

interface Units {
  distance: Say;
  speed: Say;
}

const degrees: Say = (v) => `${Math.round(v)}°`;
const seconds: Say = (v) => `${v.toFixed(2)} s`;
const percent: Say = (v) => `${Math.round(v)} %`;
/** A signed change: "3° more bent", "2° taller". */
const bend =
  (more: string, less: string): Say =>
  (v) =>
    Math.round(v) === 0 ? 'no change' : `${Math.abs(Math.round(v))}° ${v < 0 ? less : more}`;

/** A signed lean at the top: "3° towards the target", "2° away from the target", "none". */
const lean: Say = (v) => (Math.round(v) === 0 ? 'none' : `${Math.abs(Math.round(v))}° ${v > 0 ? 'towards' : 'away from'} the target`);

/** A signed distance said with its way: "half a head-width towards the target", "… away from the ball". */
const towardsOrAwayFrom =
  (place: string) =>
  (u: Units): Say =>
  (v) =>
    `${u.distance(v)} ${v < 0 ? 'away from' : 'towards'} ${place}`;

const WORDS: Record<string, Words> = {
  backswingTime: { name: 'Backswing time', means: "From the club's first move to the top.", good: 'Unhurried and the same every swing', value: () => seconds },
  downswingTime: { name: 'Downswing time', means: 'From the top to the ball.', good: 'Typical', value: () => seconds },
  tempoRatio: {
    name: 'Tempo ratio',
    means: 'How many times longer your backswing takes than your downswing.',
    // The range that follows is the swing's own: 2.8 to 3.2 for a full swing, 1.8 to 2.2 for a half one.
    good: 'Like most tour players',
    value: () => (v) => `${v.toFixed(1)} to 1`,
    range: () => (v) => v.toFixed(1),
  },
  headMovement: { name: 'Head movement', means: 'How far your head travels between address and impact.', good: 'A centred swing', value: (u) => u.distance },
  headLift: {
    name: 'Head height at impact',
    means: 'How far your head rises (or drops) from address to impact.',
    good: 'Level',
    value: (u) => (v) => (Math.abs(v) < 1 ? 'level' : `${u.distance(v)} ${v > 0 ? 'higher' : 'lower'}`),
    range: (u) => u.distance,
  },
  peakHandSpeed: { name: 'Hand speed', means: 'The fastest your hands move on the way down.', good: 'A full-speed swing', value: (u) => u.speed },
  peakSpeedTiming: {
    name: 'When your hands are fastest',
    means: 'How far into the downswing your hands reach top speed.',
    good: 'Speed saved for the ball',
    value: () => (v) => `${Math.round(v)} % of the way down`,
    range: () => percent,
  },
  finishStability: {
    name: 'Balance at the finish',
    means: 'How far your hips drift while you hold the finish.',
    good: 'Standing still',
    value: (u) => u.distance,
  },
  finishHold: { name: 'Finish held', means: 'How long you stay still in the finish.', good: 'Until the ball lands', value: () => seconds },
  spineAngleAddress: { name: 'Forward bend at address', means: 'How far you bend forward from the hips at set-up.', good: 'Athletic', value: () => degrees },
  spineAngleChange: {
    name: 'Posture to impact',
    means: 'How your forward bend changes from address to impact.',
    good: 'Kept',
    value: () => bend('more bent', 'taller'),
    range: () => degrees,
  },
  postureChangeTop: {
    name: 'Posture to the top',
    means: 'How your forward bend changes from address to the top.',
    good: 'Kept',
    value: () => bend('more bent', 'taller'),
    range: () => degrees,
  },
  hipThrust: {
    name: 'Hips towards the ball',
    means: 'How far your hips move towards the ball by impact.',
    good: 'Hips stay back',
    value: towardsOrAwayFrom('the ball'),
    range: (u) => u.distance,
  },
  handPathShift: {
    name: 'Hands on the way down',
    means: 'How far outside their backswing path your hands come down.',
    good: 'On or inside the path',
    value: (u) => (v) => `${u.distance(v)} ${v > 0 ? 'outside' : 'inside'}`,
    range: (u) => u.distance,
  },
  backswingPlane: { name: 'Backswing plane', means: 'How steeply your hands rise from address to the top.', good: 'On plane', value: () => degrees },
  hipSway: { name: 'Hip sway', means: 'How far your hips drift away from the target going back.', good: 'Turning in place', value: (u) => u.distance },
  hipSlide: {
    name: 'Hip shift',
    means: 'How far your hips move towards the target by impact.',
    good: 'A shift, not a slide',
    value: towardsOrAwayFrom('the target'),
    range: (u) => u.distance,
  },
  spineTiltTop: {
    name: 'Lean at the top',
    means: 'How much your upper body tips towards the target at the top.',
    good: 'Staying behind the ball',
    value: () => lean,
    range: () => degrees,
  },
  shoulderTurn: { name: 'Shoulder turn', means: 'How far your shoulders turn away from the target at the top.', good: 'A full turn', value: () => degrees },
  hipTurn: { name: 'Hip turn', means: 'How far your hips turn at the top.', good: 'Hips turn about half as far as the shoulders', value: () => degrees },
  leadArmBendTop: { name: 'Lead arm at the top', means: 'How much your lead elbow bends at the top.', good: 'A long, wide arm', value: () => degrees },
  leadArmBendFollow: {
    name: 'Lead arm after impact',
    means: 'How much your lead elbow folds just after the ball.',
    good: 'Extending through the ball',
    value: () => degrees,
  },
  weightOnLead: {
    name: 'Weight on the lead side at the finish',
    means: 'Where your hips finish between your trail foot (0 %) and lead foot (100 %).',
    good: 'Over the lead foot',
    value: () => percent,
  },
  kneeFlex: { name: 'Knee flex at address', means: 'How much your knees bend at set-up.', good: 'Soft, athletic knees', value: () => degrees },
  stanceWidth: {
    name: 'Stance width',
    means: 'How far apart your feet are at set-up, against your shoulders.',
    good: 'A stable base',
    value: () => (v) => `${v.toFixed(1)} × shoulder width`,
  },
};

function unitsFor(heightCm: number | null): Units {
  return { distance: (v) => torsoDistance(v, heightCm), speed: (v) => torsoSpeed(v, heightCm) };
}

/**
 * A measurement of the reply in a golfer's words. `heightCm` from the golfer's profile turns
 * distances into inches and centimetres and speed into mph; without it they are body-relative.
 */
export function golferMeasurement(measurement: Measurement, heightCm: number | null): GolferMeasurement {
  const words = WORDS[measurement.key];
  const units = unitsFor(heightCm);
  if (!words) return { key: measurement.key, name: measurement.label, value: `${measurement.value} ${measurement.unit}`, means: '', good: null };
  const range = sayRange(measurement.reference, (words.range ?? words.value)(units));
  // Said as an open range's own bound ("2 in" against "under 2 in"), a value says which side it is on.
  const side = sideOfSaidBound(measurement.value, measurement.reference, (v) => valueSaid(measurement.unit, v, heightCm));
  return {
    key: measurement.key,
    name: words.name,
    value: `${side ? `just ${side} ` : ''}${words.value(units)(measurement.value)}`,
    means: words.means,
    good: range ? `${words.good.charAt(0).toLowerCase()}${words.good.slice(1)}, ${range}.` : null,
  };
}

/**
 * How far a measurement moved between two swings (earlier to later, in the engine's unit), in the
 * same words as its value: "+3°", "−1 in (3 cm)", "a quarter of a head-width more", or "no change"
 * when the two read alike or on one step. It is the difference of the two values as the golfer reads
 * them (34° after 32° is +2°, whatever the decimals). The sign is the measurement's own (more hip
 * sway, a later top speed), not better or worse.
 */
export function golferChange(measurement: Pick<Measurement, 'key' | 'unit'>, earlier: number, later: number, heightCm: number | null): string {
  const { key, unit } = measurement;
  const said = (value: number) => golferMeasurement({ ...measurement, label: key, value }, heightCm).value;
  // Values said alike are no change, and so are two a side or "level" tells apart under one step
  // ("less than a quarter of a head-width inside" and "… outside").
  const change = valueSaid(unit, later, heightCm) - valueSaid(unit, earlier, heightCm);
  if (said(earlier) === said(later) || change === 0) return 'no change';
  const words = WORDS[key];
  const amount = (words ? (words.range ?? words.value)(unitsFor(heightCm)) : (v: number) => `${formatNumber(v)} ${unit}`)(Math.abs(change));
  // A number takes its sign in front; a phrase ("half a head-width") says "more" or "less" after it.
  return /^\d/.test(amount) ? `${change < 0 ? '−' : '+'}${amount}` : `${amount} ${change < 0 ? 'less' : 'more'}`;
}
