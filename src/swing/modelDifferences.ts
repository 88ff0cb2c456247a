import type { AnalysisResults, SwingEventName } from '../shared/analysis';
import { hipMid, meanScore, shoulderMid, surerWrist } from './body';
import { EVENT_ORDER } from './detect';
import { torsoDistance, torsoSpeed } from './golferUnits';
import type { MetricKey } from './metrics';
import { smoothTrack, type DenseTrack, type SmoothPoint } from './smoothing';
import { distance } from './stats';
import type { PoseTrack } from './types';

/** One swing of a comparison: its keypoint track and what the engine read from it. */
export interface ComparedSwing {
  track: PoseTrack;
  results: Pick<AnalysisResults, 'events' | 'metrics' | 'view' | 'timing'>;
}

/** A difference between the member's swing and the model, named in a golfer's words. */
export interface ModelDifference {
  key: MetricKey | 'handsHeightTop';
  /** What is compared: "Lead arm at the top". */
  name: string;
  /** Too small a difference to name (what a frame or a keypoint's wobble can move). */
  same: boolean;
  /** "Your lead arm at the top: 18° more bent than the model's". */
  text: string;
  /** Member minus model, in the measurement's own unit (degrees, seconds, % of torso…). */
  difference: number;
  /** The swing position it is seen at, for the player to jump to. */
  at?: SwingEventName;
}

type Kind = 'deg' | 's' | 'torso' | 'speed';

interface Wording {
  kind: Kind;
  /** Below this the two are said to be the same (what a frame or a keypoint's wobble can move). */
  sameBelow: number;
  at?: SwingEventName;
  /** Said when the two are the same. */
  name: string;
  more: (amount: string) => string;
  less: (amount: string) => string;
}

const SAME = { deg: 3, s: 0.05, torso: 3, speed: 1 } as const;
const wording = (kind: Kind, name: string, at: SwingEventName | undefined, more: Wording['more'], less: Wording['less']): Wording => ({
  kind,
  sameBelow: SAME[kind],
  at,
  name,
  more,
  less,
});

/**
 * The engine's measurements compared, in the order of the swing. The sign of each is the
 * engine's (metrics.ts): e.g. spine-angle change is negative when the golfer stands up.
 */
const METRIC_WORDING: Partial<Record<MetricKey, Wording>> = {
  spineAngleAddress: wording(
    'deg',
    'Forward bend at address',
    'address',
    (a) => `At address you bend forward ${a} more than the model`,
    (a) => `At address you bend forward ${a} less than the model`,
  ),
  kneeFlex: wording(
    'deg',
    'Knee flex at address',
    'address',
    (a) => `At address your knees flex ${a} more than the model's`,
    (a) => `At address your knees flex ${a} less than the model's`,
  ),
  backswingPlane: wording(
    'deg',
    'Backswing hand path',
    'top',
    (a) => `Your hands go back on a path ${a} steeper than the model's`,
    (a) => `Your hands go back on a path ${a} flatter than the model's`,
  ),
  hipSway: wording(
    'torso',
    'Hip sway in the backswing',
    'top',
    (a) => `Your hips sway ${a} further away from the target than the model's`,
    (a) => `Your hips sway ${a} less than the model's`,
  ),
  shoulderTurn: wording(
    'deg',
    'Shoulder turn at the top',
    'top',
    (a) => `Your shoulders turn ${a} more than the model's at the top`,
    (a) => `Your shoulders turn ${a} less than the model's at the top`,
  ),
  hipTurn: wording(
    'deg',
    'Hip turn at the top',
    'top',
    (a) => `Your hips turn ${a} more than the model's at the top`,
    (a) => `Your hips turn ${a} less than the model's at the top`,
  ),
  leadArmBendTop: wording(
    'deg',
    'Lead arm at the top',
    'top',
    (a) => `Your lead arm at the top: ${a} more bent than the model's`,
    (a) => `Your lead arm at the top: ${a} straighter than the model's`,
  ),
  spineTiltTop: wording(
    'deg',
    'Spine at the top',
    'top',
    (a) => `At the top your spine leans ${a} more towards the target than the model's`,
    (a) => `At the top your spine leans ${a} less towards the target than the model's`,
  ),
  postureChangeTop: wording(
    'deg',
    'Posture at the top',
    'top',
    (a) => `By the top you bend over ${a} more than the model`,
    (a) => `By the top you stand up ${a} more than the model`,
  ),
  handPathShift: wording(
    'torso',
    'Hands coming down',
    'midDownswing',
    (a) => `Your hands come down ${a} further outside the backswing path than the model's`,
    (a) => `Your hands come down ${a} further inside the backswing path than the model's`,
  ),
  headMovement: wording(
    'torso',
    'Head movement to impact',
    'impact',
    (a) => `Your head moves ${a} more than the model's from address to impact`,
    (a) => `Your head moves ${a} less than the model's from address to impact`,
  ),
  headLift: wording(
    'torso',
    'Head height at impact',
    'impact',
    (a) => `At impact your head has risen ${a} more than the model's`,
    (a) => `At impact your head has dropped ${a} more than the model's`,
  ),
  spineAngleChange: wording(
    'deg',
    'Posture at impact',
    'impact',
    (a) => `By impact you bend over ${a} more than the model`,
    (a) => `By impact you stand up ${a} more than the model`,
  ),
  hipThrust: wording(
    'torso',
    'Hips at impact',
    'impact',
    (a) => `Your hips move ${a} further towards the ball by impact than the model's`,
    (a) => `Your hips move ${a} less towards the ball by impact than the model's`,
  ),
  hipSlide: wording(
    'torso',
    'Hip slide at impact',
    'impact',
    (a) => `Your hips slide ${a} further towards the target by impact than the model's`,
    (a) => `Your hips slide ${a} less towards the target by impact than the model's`,
  ),
  peakHandSpeed: wording(
    'speed',
    'Hand speed',
    'impact',
    (a) => `Your hands are ${a} faster at their fastest than the model's`,
    (a) => `Your hands are ${a} slower at their fastest than the model's`,
  ),
  leadArmBendFollow: wording(
    'deg',
    'Lead arm after impact',
    'midFollowThrough',
    (a) => `Your lead arm after impact: ${a} more bent than the model's`,
    (a) => `Your lead arm after impact: ${a} straighter than the model's`,
  ),
  finishStability: wording(
    'torso',
    'Balance at the finish',
    'finish',
    (a) => `Your hips drift ${a} more than the model's while you hold the finish`,
    (a) => `Your hips drift ${a} less than the model's while you hold the finish`,
  ),
  backswingTime: wording(
    's',
    'Backswing time',
    undefined,
    (a) => `Backswing ${a} longer than the model's`,
    (a) => `Backswing ${a} shorter than the model's`,
  ),
  downswingTime: wording(
    's',
    'Downswing time',
    undefined,
    (a) => `Downswing ${a} slower than the model's`,
    (a) => `Downswing ${a} quicker than the model's`,
  ),
  finishHold: wording(
    's',
    'Finish held',
    'finish',
    (a) => `You hold the finish ${a} longer than the model`,
    (a) => `You hold the finish ${a} less than the model`,
  ),
};

const HANDS_HEIGHT = wording(
  'torso',
  'Hands at the top',
  'top',
  (a) => `Your hands at the top: ${a} higher than the model's`,
  (a) => `Your hands at the top: ${a} lower than the model's`,
);

/** The tempo ratio is said as two ratios: a difference of ratios means little to a golfer. */
const SAME_TEMPO = 0.2;
/** A joint is read only when the pose model saw it at least this well (as metrics.ts). */
const VISIBLE = 0.3;

function amount(kind: Kind, value: number, heightCm: number | null): string {
  const size = Math.abs(value);
  if (kind === 'deg') return `${Math.round(size)}°`;
  if (kind === 's') return `${size.toFixed(2)} s`;
  if (kind === 'speed') return torsoSpeed(size, heightCm);
  return torsoDistance(size, heightCm);
}

function say(key: ModelDifference['key'], words: Wording, difference: number, heightCm: number | null): ModelDifference {
  const same = Math.abs(difference) < words.sameBelow;
  const text = same ? `${words.name}: about the same as the model's` : (difference > 0 ? words.more : words.less)(amount(words.kind, difference, heightCm));
  return { key, name: words.name, same, text, difference, ...(words.at ? { at: words.at } : {}) };
}

/**
 * How high the hands are at the top above the hips, in % of the golfer's own torso at address:
 * a body-relative height, so a near and a far camera read alike. Undefined when the hands
 * (handsAtTop), the hips or the shoulders were not seen well enough at those moments.
 */
export function handsHeightAtTop(swing: ComparedSwing): number | undefined {
  const frameOf = (name: SwingEventName) => swing.results.events.find((event) => event.name === name)?.frame;
  const addressFrame = frameOf('address');
  const topFrame = frameOf('top');
  if (addressFrame === undefined || topFrame === undefined || swing.track.frames.length < 2) return undefined;
  const dense = smoothTrack(swing.track);
  const index = (frame: number) => Math.min(Math.max(frame - dense.firstFrame, 0), dense.points.length - 1);
  const address = index(addressFrame);
  const top = index(topFrame);
  const body = ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'] as const;
  if (meanScore(dense, address, body) < VISIBLE || meanScore(dense, top, ['leftHip', 'rightHip']) < VISIBLE) return undefined;
  const grip = handsAtTop(dense, top);
  if (!grip) return undefined;
  const torso = distance(shoulderMid(dense, address), hipMid(dense, address));
  if (torso <= 0) return undefined;
  return (100 * (hipMid(dense, top).y - grip.y)) / torso;
}

/** The hands at the top (the smoothed track's index `top`) as the compare reads them: the surer wrist, when it was seen well enough. */
export function handsAtTop(dense: DenseTrack, top: number): SmoothPoint | undefined {
  const grip = surerWrist(dense, top);
  return grip.score >= VISIBLE ? grip : undefined;
}

/**
 * What differs between the member's swing and the model, in a golfer's words: each measurement
 * the engine made on both swings (one it could not make on either is left out, never taken as
 * zero), the tempo as two ratios, and the hands' height at the top read from both skeletons
 * when both were filmed from the same side. Distances in inches and centimetres from the
 * member's height, in head-widths without it.
 */
export function modelDifferences(member: ComparedSwing, model: ComparedSwing, heightCm: number | null): ModelDifference[] {
  const valueIn = (swing: ComparedSwing, key: string) => swing.results.metrics.find((metric) => metric.key === key)?.value;
  const differences: ModelDifference[] = [];
  for (const [key, words] of Object.entries(METRIC_WORDING) as [MetricKey, Wording][]) {
    const mine = valueIn(member, key);
    const theirs = valueIn(model, key);
    if (mine !== undefined && theirs !== undefined) differences.push(say(key, words, mine - theirs, heightCm));
  }
  const handsAtTop = sameSideHands(member, model, heightCm);
  if (handsAtTop) differences.push(handsAtTop);
  // In the order of the swing (sort is stable), the times after the positions.
  const order = (difference: ModelDifference) => (difference.at ? EVENT_ORDER.indexOf(difference.at) : EVENT_ORDER.length);
  differences.sort((a, b) => order(a) - order(b));
  const tempoMine = valueIn(member, 'tempoRatio');
  const tempoModel = valueIn(model, 'tempoRatio');
  if (tempoMine !== undefined && tempoModel !== undefined) {
    const difference = tempoMine - tempoModel;
    const ratios = `${tempoMine.toFixed(1)} : 1 against the model's ${tempoModel.toFixed(1)} : 1`;
    const same = Math.abs(difference) < SAME_TEMPO;
    const text = same ? `Tempo ${ratios}: about the same` : `Tempo ${ratios}: your backswing is ${difference > 0 ? 'long' : 'short'} for your downswing`;
    differences.push({ key: 'tempoRatio', name: 'Tempo', same, text, difference });
  }
  return differences;
}

function sameSideHands(member: ComparedSwing, model: ComparedSwing, heightCm: number | null): ModelDifference | null {
  if (member.results.view !== model.results.view) return null;
  const mine = handsHeightAtTop(member);
  const theirs = handsHeightAtTop(model);
  if (mine === undefined || theirs === undefined) return null;
  return say('handsHeightTop', HANDS_HEIGHT, mine - theirs, heightCm);
}
