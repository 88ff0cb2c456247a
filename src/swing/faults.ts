import type { Fault, FaultArea, SwingEventName } from '../shared/analysis';
import { FEEL_CUES } from './feelCues';
import { METRIC_INFO, type MetricKey, type SwingMetrics } from './metrics';
import type { CameraView } from './orientation';
import { round } from './stats';
import type { Standard } from './swingLength';

export type Severity = Fault['severity'];
export type { FaultArea };

export interface FaultRule {
  code: string;
  name: string;
  /** Views in which the measurement behind the rule can be seen at all. */
  views: readonly CameraView[];
  /** The position where the fault shows; it lowers that position's score. */
  position: SwingEventName;
  area: FaultArea;
  metric: MetricKey;
  /** Fires when the metric goes past `threshold` in `direction`; high severity past `severe`. */
  direction: 'above' | 'below';
  threshold: number;
  severe: number;
  ballFlight: string;
  drill: string;
}

const BOTH: readonly CameraView[] = ['face-on', 'down-the-line', 'oblique'];
const FACE_ON: readonly CameraView[] = ['face-on'];
const DOWN_THE_LINE: readonly CameraView[] = ['down-the-line'];

/**
 * The fault catalogue. Thresholds are written down, with their reasons, in docs/swing-analysis.md;
 * keep the two in step.
 */
export const FAULT_RULES: readonly FaultRule[] = [
  {
    code: 'quick_tempo',
    name: 'Quick, rushed backswing',
    views: BOTH,
    position: 'top',
    area: 'tempo',
    metric: 'backswingTime',
    direction: 'below',
    threshold: 0.6,
    severe: 0.5,
    ballFlight: 'A rushed backswing throws the club off plane at the transition: pulls, hooks and thin strikes, and distance control suffers.',
    drill: 'Count "one-two-three" to the top and "four" at impact with a metronome at 60–70 bpm; ten balls at 50 % effort keeping the count.',
  },
  {
    code: 'slow_backswing',
    name: 'Slow, deliberate backswing',
    views: BOTH,
    position: 'top',
    area: 'tempo',
    metric: 'backswingTime',
    direction: 'above',
    threshold: 1.2,
    severe: 1.6,
    ballFlight: 'A very slow backswing loses the stretch of the coil: the downswing has to be forced and strikes become inconsistent.',
    drill: 'Pump drill: swing to the top and straight on without a pause, three smooth rehearsals then hit, aiming for about 0.8 s to the top.',
  },
  {
    code: 'tempo_ratio_low',
    name: 'Downswing long for the backswing (tempo ratio low)',
    views: BOTH,
    position: 'midDownswing',
    area: 'tempo',
    metric: 'tempoRatio',
    direction: 'below',
    threshold: 2.4,
    severe: 2.0,
    ballFlight: 'A downswing that takes more than a third of the backswing time is steered rather than released: weak, high shots and lost distance.',
    drill: 'Whoosh drill: turn an iron upside down and swing making the whoosh as loud as possible just after the ball position, keeping the same backswing.',
  },
  {
    code: 'tempo_ratio_high',
    name: 'Backswing long for the downswing (tempo ratio high)',
    views: BOTH,
    position: 'top',
    area: 'tempo',
    metric: 'tempoRatio',
    direction: 'above',
    threshold: 3.8,
    severe: 4.5,
    ballFlight: 'An over-long backswing followed by a lunge from the top: out-to-in path, pulls and slices.',
    drill: 'Metronome at 70 bpm: three beats to the top, one down; ten swings without a ball, then ten with.',
  },
  {
    code: 'head_movement',
    name: 'Excess head movement',
    views: BOTH,
    position: 'impact',
    area: 'balance',
    metric: 'headMovement',
    direction: 'above',
    threshold: 25,
    severe: 40,
    ballFlight: 'The low point of the swing moves with the head: fat and thin strikes.',
    drill:
      'Swing with a friend holding a club shaft lightly against the top of your head (or the shadow of your head on a tee peg) and keep contact to impact.',
  },
  {
    code: 'head_lift',
    name: 'Head lift',
    views: BOTH,
    position: 'impact',
    area: 'accuracy',
    metric: 'headLift',
    direction: 'above',
    threshold: 8,
    severe: 15,
    ballFlight: 'Standing up raises the low point: topped and thin shots.',
    drill: 'Hold the finish of your eyes: keep looking at the spot where the ball was for one second after impact, on twenty practice swings.',
  },
  {
    code: 'casting',
    name: 'Casting (early release)',
    views: BOTH,
    position: 'midDownswing',
    area: 'power',
    metric: 'peakSpeedTiming',
    direction: 'below',
    threshold: 45,
    severe: 30,
    ballFlight: 'Throwing the angle early means the hands slow before impact: high weak shots, fat contact and lost distance.',
    drill: 'Pump drill: swing down to hip height keeping the wrist angle, back to the top twice, then hit; feel the hands lead the clubhead.',
  },
  {
    code: 'poor_finish_balance',
    name: 'Poor finish balance',
    views: BOTH,
    position: 'finish',
    area: 'balance',
    metric: 'finishStability',
    direction: 'above',
    threshold: 8,
    severe: 15,
    ballFlight: 'Losing balance after impact shows the swing was not centred: erratic direction and contact.',
    drill: 'Hold every finish for a count of three, belt buckle to the target, weight on the lead foot; hit at 70 % until you can.',
  },
  {
    code: 'short_finish',
    name: 'Finish not held',
    views: BOTH,
    position: 'finish',
    area: 'balance',
    metric: 'finishHold',
    direction: 'below',
    threshold: 0.5,
    severe: 0.2,
    ballFlight: 'Falling out of the finish at once usually means the body stopped or lost balance through impact.',
    drill: '"Pose for the photo": after each shot hold the finish until the ball lands.',
  },
  {
    code: 'early_extension',
    name: 'Early extension',
    views: DOWN_THE_LINE,
    position: 'impact',
    area: 'accuracy',
    metric: 'hipThrust',
    direction: 'above',
    threshold: 8,
    severe: 15,
    ballFlight: 'Hips moving towards the ball block the arms: pushes, blocks, hooks as the hands flip, and thin or toe strikes.',
    drill: 'Set a chair (or an alignment stick) touching your backside at address and keep your trail then lead glute on it through impact.',
  },
  {
    code: 'loss_of_posture',
    name: 'Loss of spine angle at impact',
    views: DOWN_THE_LINE,
    position: 'impact',
    area: 'accuracy',
    metric: 'spineAngleChange',
    direction: 'below',
    threshold: -8,
    severe: -14,
    ballFlight: 'Standing up out of the shot moves the low point: thins, tops and shots off the heel or toe.',
    drill: 'Wall drill: address with your head touching a wall (a pad in between) and make slow swings keeping the head on it until after impact.',
  },
  {
    code: 'posture_change_backswing',
    name: 'Standing up in the backswing',
    views: DOWN_THE_LINE,
    position: 'top',
    area: 'accuracy',
    metric: 'postureChangeTop',
    direction: 'below',
    threshold: -8,
    severe: -14,
    ballFlight: 'Rising in the backswing has to be undone on the way down: inconsistent height of strike.',
    drill: 'Cross your arms on your chest with a club across the shoulders and turn to the top keeping your original spine tilt, in front of a mirror.',
  },
  {
    code: 'over_the_top',
    name: 'Over the top',
    views: DOWN_THE_LINE,
    position: 'midDownswing',
    area: 'accuracy',
    metric: 'handPathShift',
    direction: 'above',
    threshold: 10,
    severe: 20,
    ballFlight: 'An out-to-in path: pulls and slices (for a right-hander, left then curving right).',
    drill: 'Headcover drill: place a headcover just outside the ball and beyond it; swing without touching it, feeling the hands drop inside on the way down.',
  },
  {
    code: 'steep_backswing',
    name: 'Steep (upright) backswing',
    views: DOWN_THE_LINE,
    position: 'top',
    area: 'accuracy',
    metric: 'backswingPlane',
    direction: 'above',
    threshold: 72,
    severe: 80,
    ballFlight: 'A steep swing digs: deep divots, pulls and fat shots, and weak slices.',
    drill: 'Takeaway with the clubhead outside the hands to hip height, then turn the chest; check that the shaft points along the ball line at hip height.',
  },
  {
    code: 'flat_backswing',
    name: 'Flat backswing',
    views: DOWN_THE_LINE,
    position: 'top',
    area: 'accuracy',
    metric: 'backswingPlane',
    direction: 'below',
    threshold: 50,
    severe: 42,
    ballFlight: 'A flat, inside takeaway pushes and hooks, and often leads to an over-the-top correction.',
    drill: 'Alignment stick along the toe line: in the takeaway keep the clubhead over the stick until hip height.',
  },
  {
    code: 'sway',
    name: 'Hip sway',
    views: FACE_ON,
    position: 'top',
    area: 'balance',
    metric: 'hipSway',
    direction: 'above',
    threshold: 10,
    severe: 20,
    ballFlight: 'Drifting off the ball moves the low point back: fat shots and loss of power.',
    drill: 'Place an alignment stick upright just outside the trail hip and turn to the top without touching it.',
  },
  {
    code: 'slide',
    name: 'Hip slide',
    views: FACE_ON,
    position: 'impact',
    area: 'accuracy',
    metric: 'hipSlide',
    direction: 'above',
    threshold: 30,
    severe: 45,
    ballFlight: 'Sliding instead of turning leaves the face open: pushes, blocks and high fades.',
    drill: 'Stick upright beside the lead hip at address: turn the lead hip back and away from it in the downswing instead of bumping into it.',
  },
  {
    code: 'reverse_spine',
    name: 'Reverse spine angle',
    views: FACE_ON,
    position: 'top',
    area: 'accuracy',
    metric: 'spineTiltTop',
    direction: 'above',
    threshold: 8,
    severe: 15,
    ballFlight: 'Leaning towards the target at the top forces a steep, out-to-in downswing: pulls, slices and back strain.',
    drill: 'At the top feel the trail shoulder lower than at address; rehearse with the hands across the chest in front of a mirror.',
  },
  {
    code: 'limited_turn',
    name: 'Limited shoulder turn',
    views: FACE_ON,
    position: 'top',
    area: 'power',
    metric: 'shoulderTurn',
    direction: 'below',
    threshold: 70,
    severe: 55,
    ballFlight: 'An arms-only backswing loses width and speed: short, weak shots.',
    drill: 'Club across the shoulders: turn until the shaft points at the ball, ten slow reps, then swing matching the feel.',
  },
  {
    code: 'bent_lead_arm',
    name: 'Bent lead arm at the top',
    views: FACE_ON,
    position: 'top',
    area: 'power',
    metric: 'leadArmBendTop',
    direction: 'above',
    threshold: 25,
    severe: 40,
    ballFlight: 'A collapsing lead arm narrows the arc: lost distance and inconsistent contact.',
    drill: 'Swing to the top with a headcover tucked under the lead armpit and the lead arm long, stopping where it starts to bend.',
  },
  {
    code: 'chicken_wing',
    name: 'Chicken wing',
    views: FACE_ON,
    position: 'midFollowThrough',
    area: 'accuracy',
    metric: 'leadArmBendFollow',
    direction: 'above',
    threshold: 45,
    severe: 65,
    ballFlight: 'The lead elbow folding through impact holds the face open: weak fades, slices and thin shots.',
    drill: 'Towel under both armpits: hit half shots keeping it in place through to hip height after impact.',
  },
  {
    code: 'weight_back',
    name: 'Weight left on the trail side',
    views: FACE_ON,
    position: 'finish',
    area: 'balance',
    metric: 'weightOnLead',
    direction: 'below',
    threshold: 60,
    severe: 40,
    ballFlight: 'Hanging back flips the club: high weak shots, hooks and fat contact.',
    drill: 'Finish drill: at the finish lift the trail toe and balance on the lead foot for three seconds.',
  },
  {
    code: 'upright_posture',
    name: 'Too upright at address',
    views: DOWN_THE_LINE,
    position: 'address',
    area: 'accuracy',
    metric: 'spineAngleAddress',
    direction: 'below',
    threshold: 22,
    severe: 15,
    ballFlight: 'Standing tall at address flattens the swing and brings the ground closer than it looks: thin and heel strikes.',
    drill: 'Hinge from the hips with a club held down your spine (touching head, upper back and tailbone) until the arms hang under the shoulders.',
  },
  {
    code: 'hunched_posture',
    name: 'Bent over too far at address',
    views: DOWN_THE_LINE,
    position: 'address',
    area: 'accuracy',
    metric: 'spineAngleAddress',
    direction: 'above',
    threshold: 55,
    severe: 62,
    ballFlight: 'A very bent posture makes the swing steep and the turn short: fat shots and pulls.',
    drill: 'Stand taller with the club down your spine, hinge only until the hands hang a fist from the thighs.',
  },
  {
    code: 'straight_knees',
    name: 'Locked knees at address',
    views: DOWN_THE_LINE,
    position: 'address',
    area: 'balance',
    metric: 'kneeFlex',
    direction: 'below',
    threshold: 8,
    severe: 4,
    ballFlight: 'Straight legs leave nothing to turn from: balance and contact suffer.',
    drill: 'At address feel the weight over the balls of the feet and soften the knees until the kneecaps sit over the shoelaces.',
  },
  {
    code: 'narrow_stance',
    name: 'Narrow stance',
    views: FACE_ON,
    position: 'address',
    area: 'balance',
    metric: 'stanceWidth',
    direction: 'below',
    threshold: 0.8,
    severe: 0.6,
    ballFlight: 'A narrow base makes balance hard at speed: fall-offs and off-centre strikes.',
    drill: 'Set the insides of the feet at shoulder width for irons (a little wider for the driver), checked with a club laid on the ground.',
  },
  {
    code: 'wide_stance',
    name: 'Very wide stance',
    views: FACE_ON,
    position: 'address',
    area: 'power',
    metric: 'stanceWidth',
    direction: 'above',
    threshold: 1.9,
    severe: 2.3,
    ballFlight: 'Too wide a stance blocks the hip turn: short backswing, sway and lost power.',
    drill: 'Narrow the feet until the outsides of the feet are just outside the shoulders and feel the hips turn freely.',
  },
];

export interface FoundFault {
  code: string;
  name: string;
  severity: Severity;
  ballFlight: string;
  drill: string;
  feel: string;
  position: SwingEventName;
  area: FaultArea;
  metric: MetricKey;
  direction: FaultRule['direction'];
  /** The measured value, the limit it went past (for this club) and the reference range it is judged by. */
  value: number;
  limit: number;
  reference: string;
  /** Shown at a position the engine is unsure of, so called medium at most (faultsAtUnsureEvents.ts). */
  atUnsurePosition?: boolean;
}

/** The rule with its limits and reference for the club and swing length (the catalogue's own without them). */
export function ruleFor(rule: FaultRule, standard: Standard | undefined): FaultRule & { reference: string } {
  const limits = standard?.limits[rule.code];
  return { ...rule, ...limits, reference: standard?.references[rule.metric] ?? METRIC_INFO[rule.metric].reference };
}

/** The rules that can be judged from this camera view. */
export function rulesSeenFrom(view: CameraView): FaultRule[] {
  return FAULT_RULES.filter((rule) => rule.views.includes(view));
}

/**
 * Applies the catalogue to measured metrics, only with the rules the camera view can show, at the
 * club's and swing length's limits, leaving out what a shorter swing does not judge. `allowance` is how far a metric can be off for reasons the golfer does not own
 * (the frame rate, metrics.ts frameAllowance): a fault is called only past its limit by more.
 */
export function detectFaults(metrics: SwingMetrics, view: CameraView, standard?: Standard, allowance: SwingMetrics = {}): FoundFault[] {
  const found: FoundFault[] = [];
  for (const base of rulesSeenFrom(view)) {
    const value = metrics[base.metric];
    if (value === undefined || standard?.unjudged?.includes(base.metric)) continue;
    const rule = ruleFor(base, standard);
    const slack = allowance[base.metric] ?? 0;
    const past = (limit: number) => (rule.direction === 'above' ? value > limit + slack : value < limit - slack);
    if (!past(rule.threshold)) continue;
    found.push({
      code: rule.code,
      name: rule.name,
      severity: past(rule.severe) ? 'high' : 'medium',
      ballFlight: rule.ballFlight,
      drill: rule.drill,
      feel: FEEL_CUES[rule.code] ?? '',
      position: rule.position,
      area: rule.area,
      metric: rule.metric,
      direction: rule.direction,
      value,
      limit: rule.threshold,
      reference: rule.reference,
    });
  }
  // Most serious first, then catalogue order, so the reply is stable.
  return found.sort((a, b) => Number(b.severity === 'high') - Number(a.severity === 'high'));
}

export function formatValue(value: number, unit: string): string {
  const digits = unit === 's' || unit === 'ratio' ? 2 : unit === 'deg' || unit.startsWith('%') ? 0 : 1;
  const v = round(value, digits);
  if (unit === 'ratio') return `${v.toFixed(1)}:1`;
  if (unit === 'deg') return `${v}°`;
  if (unit === 's') return `${v.toFixed(2)} s`;
  if (unit === '%') return `${v} %`;
  if (unit === 'shoulder widths' && v === 1) return '1 shoulder width';
  return `${v} ${unit}`;
}
