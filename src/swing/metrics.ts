import type { Measurement } from '../shared/analysis';
import { clockIsMeasured } from './clock';
import { bodyScale, hands, head, hipMid, leadSide, meanScore, sideJoint, spineLean, type Handedness, type Side } from './body';
import type { EventIndices } from './events';
import type { CameraView } from './orientation';
import { handSpeedPx, indexAfter, type Signals } from './signals';
import type { DenseTrack } from './smoothing';
import { shoulderTurnFromWidth } from './flatPicture';
import { argMax, clamp, distance, jointAngle, round } from './stats';
import type { Standard } from './swingLength';

/** What the engine measures; each key appears in the reply with its label, unit and reference. */
export const METRIC_INFO = {
  backswingTime: { label: 'Backswing time', unit: 's', reference: '0.7–1.0' },
  downswingTime: { label: 'Downswing time', unit: 's', reference: '0.23–0.33' },
  tempoRatio: { label: 'Tempo ratio (backswing : downswing)', unit: 'ratio', reference: '2.8–3.2' },
  headMovement: { label: 'Head movement from address to impact', unit: '% of torso', reference: '< 20' },
  headLift: { label: 'Head rise at impact', unit: '% of torso', reference: '-5–5' },
  peakHandSpeed: { label: 'Peak hand speed in the downswing', unit: 'torso lengths/s', reference: '> 12' },
  peakSpeedTiming: { label: 'Timing of peak hand speed', unit: '% of downswing', reference: '60–90' },
  finishStability: { label: 'Hip drift while holding the finish', unit: '% of torso', reference: '< 5' },
  finishHold: { label: 'Finish hold', unit: 's', reference: '> 1.0' },
  spineAngleAddress: { label: 'Spine tilt at address', unit: 'deg', reference: '30–45' },
  spineAngleChange: { label: 'Spine-angle change from address to impact', unit: 'deg', reference: '-5–5' },
  postureChangeTop: { label: 'Spine-angle change from address to the top', unit: 'deg', reference: '-5–5' },
  hipThrust: { label: 'Hips towards the ball at impact', unit: '% of torso', reference: '< 8' },
  handPathShift: { label: 'Hands outside the backswing path (downswing)', unit: '% of torso', reference: '< 10' },
  backswingPlane: { label: 'Backswing hand-path angle', unit: 'deg', reference: '55–72' },
  hipSway: { label: 'Hip sway away from the target', unit: '% of torso', reference: '< 10' },
  hipSlide: { label: 'Hip slide towards the target at impact', unit: '% of torso', reference: '5–25' },
  spineTiltTop: { label: 'Spine tilt change towards the target at the top', unit: 'deg', reference: '< 5' },
  shoulderTurn: { label: 'Shoulder turn at the top', unit: 'deg', reference: '80–100' },
  hipTurn: { label: 'Hip turn at the top', unit: 'deg', reference: '35–50' },
  leadArmBendTop: { label: 'Lead-arm bend at the top', unit: 'deg', reference: '< 20' },
  leadArmBendFollow: { label: 'Lead-arm bend after impact', unit: 'deg', reference: '< 35' },
  weightOnLead: { label: 'Hips over the lead foot at the finish', unit: '%', reference: '> 75' },
  kneeFlex: { label: 'Knee flex at address', unit: 'deg', reference: '15–35' },
  stanceWidth: { label: 'Stance width at address', unit: 'shoulder widths', reference: '0.9–1.6' },
} as const;

export type MetricKey = keyof typeof METRIC_INFO;
export type SwingMetrics = Partial<Record<MetricKey, number>>;

/** A joint triple is used only when the model saw it at least this well. */
const VISIBLE = 0.3;
/** An angle at a joint is read only when the model saw each of its three joints at least this well. */
const CLEARLY_SEEN = 0.4;

/**
 * Balance while the finish is held: how far the hips move over the lead foot, both read in the
 * same frame, as % of torso (decision 2606). The head turns to watch the ball, so it is not used;
 * the trail foot pivots onto its toe, so it is not the ground either; and the picture is not the
 * ground: a TV camera that follows the ball moves the whole body, which a drift measured against
 * the picture took for a sway of one and a half head-widths. Frames where the model does not see
 * the lead foot (the camera has left it) say nothing about balance: without it for half the hold
 * or more, balance is not measured. The swing's own scale is kept (a per-frame torso length
 * wavers more than a held finish moves).
 */
function finishDrift(dense: DenseTrack, hold: number[], lead: Side, pct: (px: number) => number): number | undefined {
  const footSeen = hold.filter((i) => sideJoint(dense, i, lead, 'Ankle').score >= VISIBLE);
  if (footSeen.length < 2 || footSeen.length * 2 < hold.length) return undefined;
  const overFoot = (i: number) => {
    const foot = sideJoint(dense, i, lead, 'Ankle');
    const hips = hipMid(dense, i);
    return { x: hips.x - foot.x, y: hips.y - foot.y };
  };
  const first = overFoot(footSeen[0]!);
  return pct(Math.max(...footSeen.map((i) => distance(overFoot(i), first))));
}

/** What one swing's video shows: its measurements, and whether the clip ended with the finish still held. */
export interface SwingReading {
  metrics: SwingMetrics;
  /** The golfer was still in the finish on the clip's last frame: how long it is held is unseen. */
  finishCutOff: boolean;
}

/**
 * Measures one swing. `dir` is +1 when the target (face-on) or the ball (down the line) is on
 * the image's right, which is where it is for a right-hander; distances are % of torso length.
 */
export function measureSwing(dense: DenseTrack, signals: Signals, ev: EventIndices, view: CameraView, handedness: Handedness): SwingReading {
  const dir = handedness === 'right' ? 1 : -1;
  const lead = leadSide(handedness);
  // The body's size through the swing, address to impact. The clip's median size is not: a TV
  // camera that zooms in after the ball (to three times the golfer's size) made every distance
  // of the swing read a third short (decision 2606).
  const scale = bodyScale(dense, ev.address, ev.impact);
  const pct = (px: number) => (100 * px) / scale;
  const t = (i: number) => signals.timeMs[i] / 1000;
  const range = (a: number, b: number) => Array.from({ length: Math.max(b - a + 1, 0) }, (_, k) => a + k);
  const m: SwingMetrics = measurePosture(dense, ev.address, view, handedness, scale);

  const backswing = t(ev.top) - t(ev.address);
  const downswing = t(ev.impact) - t(ev.top);
  m.tempoRatio = backswing / Math.max(downswing, 1e-3);
  // In slow motion the clock is rebuilt from an assumed downswing length (clock.ts), so times and
  // speeds would only echo that assumption: they are unknown, and only ratios are reported, unless
  // the file stated how fast it was captured.
  const realClock = clockIsMeasured(signals);
  if (realClock) {
    m.backswingTime = backswing;
    m.downswingTime = downswing;
  }

  const head0 = head(dense, ev.address);
  m.headMovement = pct(Math.max(...range(ev.address, ev.impact).map((i) => distance(head(dense, i), head0))));
  m.headLift = pct(head0.y - head(dense, ev.impact).y);

  const peak = argMax(signals.handSpeed, ev.top, ev.impact);
  // The peak is read again at the swing's own size, over the frames either side as the signal
  // is: the signal's size is the median of two seconds around, which a camera zooming in after
  // the ball takes over.
  const aroundPeak = [peak - 1, peak, peak + 1].filter((i) => i >= 0 && i < dense.points.length);
  if (realClock) m.peakHandSpeed = aroundPeak.reduce((s, i) => s + handSpeedPx(dense, signals.timeMs, i), 0) / aroundPeak.length / scale;
  m.peakSpeedTiming = (100 * (t(peak) - t(ev.top))) / Math.max(downswing, 1e-3);

  const holdEnd = indexAfter(signals.timeMs, ev.finish, 0.5, 1);
  const stability = finishDrift(dense, range(ev.finish, holdEnd), lead, pct);
  if (stability !== undefined) m.finishStability = stability;
  const handsAtFinish = hands(dense, ev.finish);
  let held = ev.finish;
  while (held + 1 < dense.points.length && pct(distance(hands(dense, held + 1), handsAtFinish)) < 15) held += 1;
  // A finish still held on the clip's last frame was cut off by the clip, not by the golfer.
  const finishCutOff = held === dense.points.length - 1;
  if (realClock && !finishCutOff) m.finishHold = t(held) - t(ev.finish);

  const hipShift = (i: number) => pct(dir * (hipMid(dense, i).x - hipMid(dense, ev.address).x));
  // The model scores each joint: at the top, face-on, the lead wrist hides behind the head and
  // is placed with a score of 0.2–0.3, which drew a straight tour arm bent by 60°–105°.
  const armBend = (i: number) => {
    const names = [`${lead}Shoulder`, `${lead}Elbow`, `${lead}Wrist`] as const;
    if (names.some((name) => meanScore(dense, i, [name]) < CLEARLY_SEEN)) return undefined;
    return 180 - jointAngle(sideJoint(dense, i, lead, 'Shoulder'), sideJoint(dense, i, lead, 'Elbow'), sideJoint(dense, i, lead, 'Wrist'));
  };

  if (view === 'down-the-line') {
    m.spineAngleChange = spineLean(dense, ev.impact, dir) - spineLean(dense, ev.address, dir);
    m.postureChangeTop = spineLean(dense, ev.top, dir) - spineLean(dense, ev.address, dir);
    m.hipThrust = hipShift(ev.impact);
    // Compare the hands where they cross the same height on the way up and down: the downswing
    // is fast, so the nearest frames can be far apart along the path.
    const level = signals.handHeight[ev.midBackswing];
    const up = handsXAtHeight(dense, signals.handHeight, ev.midBackswing, level);
    const down = handsXAtHeight(dense, signals.handHeight, ev.midDownswing, level);
    m.handPathShift = pct(dir * (down - up));
    const a = hands(dense, ev.address);
    const b = hands(dense, ev.top);
    m.backswingPlane = (Math.atan2(Math.abs(a.y - b.y), Math.abs(a.x - b.x)) * 180) / Math.PI;
  }
  if (view === 'face-on') {
    m.hipSway = Math.max(0, ...range(ev.address, ev.top).map((i) => -hipShift(i)));
    m.hipSlide = hipShift(ev.impact);
    m.spineTiltTop = spineLean(dense, ev.top, dir) - spineLean(dense, ev.address, dir);
    const width = (i: number, a: 'Shoulder' | 'Hip') => Math.abs(sideJoint(dense, i, 'left', a).x - sideJoint(dense, i, 'right', a).x);
    const widthRatio = (a: 'Shoulder' | 'Hip') => width(ev.top, a) / Math.max(width(ev.address, a), 1);
    m.shoulderTurn = shoulderTurnFromWidth(widthRatio('Shoulder'));
    m.hipTurn = (Math.acos(clamp(widthRatio('Hip'), 0, 1)) * 180) / Math.PI;
    m.leadArmBendTop = armBend(ev.top);
    m.leadArmBendFollow = armBend(ev.midFollowThrough);
    const trail = sideJoint(dense, ev.finish, lead === 'left' ? 'right' : 'left', 'Ankle').x;
    const leadAnkle = sideJoint(dense, ev.finish, lead, 'Ankle').x;
    if (Math.abs(leadAnkle - trail) > 0.1 * scale) {
      m.weightOnLead = clamp((100 * (hipMid(dense, ev.finish).x - trail)) / (leadAnkle - trail), -50, 150);
    }
  }
  for (const key of Object.keys(m) as MetricKey[]) if (m[key] === undefined || !Number.isFinite(m[key])) delete m[key];
  return { metrics: m, finishCutOff };
}

/**
 * How far each timing metric can be off because the events fall on whole frames: one frame
 * interval (in real time) on each time, and what one frame more or less in the downswing does to
 * the tempo ratio. At 24 fps a 0.25 s downswing is six frames, and one frame moves the ratio by
 * half a point; a fault is not called on a difference the frame rate cannot show.
 */
export function frameAllowance(signals: Signals, ev: EventIndices): SwingMetrics {
  const t = (i: number) => signals.timeMs[i] / 1000;
  const frame = (t(ev.impact) - t(ev.address)) / Math.max(ev.impact - ev.address, 1);
  const backswing = t(ev.top) - t(ev.address);
  const downswing = t(ev.impact) - t(ev.top);
  const allowance: SwingMetrics = { tempoRatio: backswing / Math.max(downswing - frame, frame) - backswing / Math.max(downswing, 1e-3) };
  if (clockIsMeasured(signals)) Object.assign(allowance, { backswingTime: frame, downswingTime: frame });
  return allowance;
}

/** Hands' x where their height crosses `level` between frame i−1 and i (linear in between). */
function handsXAtHeight(dense: DenseTrack, height: readonly number[], i: number, level: number): number {
  const a = hands(dense, Math.max(i - 1, 0));
  const b = hands(dense, i);
  const ha = height[Math.max(i - 1, 0)];
  const hb = height[i];
  const u = hb === ha ? 1 : clamp((level - ha) / (hb - ha), 0, 1);
  return a.x + u * (b.x - a.x);
}

/**
 * The set-up, measurable on any single frame (an uploaded image or a video's address): spine
 * tilt and knee flex down the line, stance width face-on.
 */
export function measurePosture(dense: DenseTrack, i: number, view: CameraView, handedness: Handedness, scale: number): SwingMetrics {
  const dir = handedness === 'right' ? 1 : -1;
  const m: SwingMetrics = {};
  if (view === 'down-the-line') {
    m.spineAngleAddress = spineLean(dense, i, dir);
  }
  // Knee flex bends the legs towards the ball: only a side view shows it.
  const flexes = (['left', 'right'] as const)
    .filter((side) => view === 'down-the-line' && meanScore(dense, i, [`${side}Hip`, `${side}Knee`, `${side}Ankle`]) >= VISIBLE)
    .map((side) => 180 - jointAngle(sideJoint(dense, i, side, 'Hip'), sideJoint(dense, i, side, 'Knee'), sideJoint(dense, i, side, 'Ankle')));
  if (flexes.length > 0) m.kneeFlex = Math.max(...flexes);
  if (view === 'face-on') {
    const shoulders = Math.abs(sideJoint(dense, i, 'left', 'Shoulder').x - sideJoint(dense, i, 'right', 'Shoulder').x);
    const ankles = Math.abs(sideJoint(dense, i, 'left', 'Ankle').x - sideJoint(dense, i, 'right', 'Ankle').x);
    if (shoulders > 0.2 * scale) m.stanceWidth = ankles / shoulders;
  }
  return m;
}

/**
 * The reply's list of raw measurements with units, rounded for display, each with the range this
 * swing is judged by (the club's and swing length's, as the faults and texts use it), and none
 * where a shorter swing is not judged; a judged timing value carries its frame allowance.
 */
export function toMeasurements(metrics: SwingMetrics, standard?: Standard, allowance: SwingMetrics = {}): Measurement[] {
  return (Object.keys(METRIC_INFO) as MetricKey[])
    .filter((key) => metrics[key] !== undefined)
    .map((key) => {
      const { label, unit, reference } = METRIC_INFO[key];
      const judged = !standard?.unjudged?.includes(key);
      const slack = allowance[key];
      return {
        key,
        label,
        unit,
        ...(judged ? { reference: standard?.references[key] ?? reference } : {}),
        value: round(metrics[key] as number, unit === 's' ? 2 : 1),
        ...(judged && slack !== undefined && slack > 0 ? { allowance: round(slack, 2) } : {}),
      };
    });
}
