import { SHOULDER_DEPTH } from './flatPicture';
/**
 * A parametric golfer: builds a PoseTrack (keypoints on every frame, pixel motion) of a swing with
 * known timing and known faults, seen face-on or down the line. Deterministic: the noise comes
 * from a seeded generator, so the same options always give the same track. The engine's tests
 * measure against its known truth, and the public demo analyses one (src/server/modules/demo).
 */
import { heightShare } from './golferUnits';
import { distance } from './stats';
import { KEYPOINT_NAMES, type Keypoint, type KeypointName, type MotionSample, type PoseTrack } from './types';

export interface GolferOptions {
  handedness: 'right' | 'left';
  view: 'face-on' | 'down-the-line';
  fps: number;
  /** Seconds standing still at address before the club starts back. */
  idleBefore: number;
  backswing: number;
  downswing: number;
  /** Seconds from impact until the hands reach the finish. */
  followThrough: number;
  /** Seconds the finish is held before the clip ends (or before the golfer relaxes). */
  hold: number;
  /** Seconds after the hold in which the golfer lets the club down, still filmed (0: the clip ends in the finish). */
  relax: number;
  /** Hips drift away from the target in the backswing, % of torso (face-on shows it). */
  sway: number;
  /** Hips towards the ball at impact, % of torso (down the line shows it). */
  earlyExtension: number;
  /** Head drift towards the target by impact, % of torso. */
  headMove: number;
  /** Head rises by impact, % of torso. */
  headLift: number;
  /** Hands outside the backswing path in the downswing, % of torso (down the line). */
  overTheTop: number;
  /** Lead-arm bend at the top, degrees. */
  leadArmBend: number;
  /** Lead-arm bend through the follow-through, degrees (a chicken wing, face-on). */
  chickenWing: number;
  /** Hips slide towards the target by impact, % of torso (face-on). */
  slide: number;
  /** Spine leans towards the target at the top, degrees (face-on). */
  reverseSpine: number;
  /** Throws the club from the top: the hands are fastest early in the downswing. */
  cast: boolean;
  /** Walks into the picture during the first second and a half before setting up. */
  walkIn: boolean;
  /** Shoulder turn at the top, degrees (face-on). */
  shoulderTurn: number;
  /** Waggles the club in the first part of the idle time. */
  waggle: boolean;
  /** A full practice swing (gentler) before the real one. */
  practiceSwing: boolean;
  /** No swing at all: the golfer stands at address for the whole clip. */
  noSwing: boolean;
  /** Not a golfer: standing upright with the arms apart. */
  notGolf: boolean;
  /** Keypoint noise in pixels (standard deviation). */
  noise: number;
  /** Share of frames whose wrists drop to a low score (hidden), at random. */
  dropouts: number;
  /** Overall keypoint confidence (a screenshot or empty scene is near 0.1). */
  confidence: number;
  seed: number;
  /** Torso length in pixels. */
  torso: number;
}

const DEFAULT_GOLFER: GolferOptions = {
  handedness: 'right',
  view: 'face-on',
  fps: 30,
  idleBefore: 1.2,
  backswing: 0.75,
  downswing: 0.28,
  followThrough: 0.4,
  hold: 1.5,
  relax: 0,
  sway: 0,
  earlyExtension: 0,
  headMove: 3,
  headLift: 0,
  overTheTop: 0,
  leadArmBend: 8,
  chickenWing: 10,
  slide: 12,
  reverseSpine: 0,
  cast: false,
  walkIn: false,
  shoulderTurn: 90,
  waggle: false,
  practiceSwing: false,
  noSwing: false,
  notGolf: false,
  noise: 0.6,
  dropouts: 0,
  confidence: 0.75,
  seed: 1,
  torso: 110,
};

/** Frames of the events the generator put in the clip (GolfDB's definitions). */
export interface GolferTruth {
  address: number;
  /** The first frame on which the hands stand half a percent of the golfer's height from their place at address (the takeaway's label). */
  takeaway: number;
  top: number;
  impact: number;
  finish: number;
}

/** The club starts back this long before the hands do, and settles this long after they stop. */
const CLUB_LEAD_S = 0.1;
const CLUB_SETTLE_S = 0.25;
const PRACTICE_S = 2.2;
/** The takeaway's label: the hands visibly away from their place at address, by half a percent of the golfer's height. */
const TAKEAWAY_LABEL_SHARE_OF_HEIGHT = 0.005;

export function syntheticGolfer(overrides: Partial<GolferOptions> = {}): { track: PoseTrack; truth: GolferTruth } {
  const o = { ...DEFAULT_GOLFER, ...overrides };
  const random = mulberry32(o.seed);
  const gauss = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const practice = o.practiceSwing ? PRACTICE_S : 0;
  const tAddress = o.idleBefore + practice;
  const tTop = tAddress + CLUB_LEAD_S + o.backswing;
  const tImpact = tTop + o.downswing;
  const tArrive = tImpact + o.followThrough;
  const tRelax = tArrive + o.hold;
  const duration = o.noSwing ? tAddress + 2 : tRelax + o.relax;
  const frameCount = Math.round(duration * o.fps);
  const width = 720;
  const height = 720;
  const frames: PoseTrack['frames'] = [];
  const motion: MotionSample[] = [];
  const toFrame = (s: number) => Math.round(s * o.fps);
  const addressFrame = toFrame(tAddress) - 1;
  let handsAtAddress = { x: 0, y: 0 };
  let takeaway: number | null = null;
  for (let f = 0; f < frameCount; f += 1) {
    const t = f / o.fps;
    const pose = posePoints(o, t, { tAddress, tTop, tImpact, tArrive, tRelax, practice });
    const hands = { x: (pose.leftWrist.x + pose.rightWrist.x) / 2, y: (pose.leftWrist.y + pose.rightWrist.y) / 2 };
    if (f === addressFrame) handsAtAddress = hands;
    if (takeaway === null && f > addressFrame && distance(hands, handsAtAddress) >= heightShare(TAKEAWAY_LABEL_SHARE_OF_HEIGHT, o.torso)) takeaway = f;
    const keypoints = KEYPOINT_NAMES.map((name): Keypoint => {
      const p = pose[name];
      let score = o.confidence + 0.05 * gauss();
      if ((name === 'leftWrist' || name === 'rightWrist') && random() < o.dropouts) score = 0.12;
      return {
        x: (p.x + o.noise * gauss()) / width,
        y: (p.y + o.noise * gauss()) / height,
        score: Math.min(Math.max(score, 0.02), 0.99),
      };
    });
    const timeMs = Math.round(((1000 * f) / o.fps) * 1000) / 1000;
    frames.push({ frame: f, timeMs, keypoints });
    const club = o.notGolf ? 0 : clubActivity(o, t, { tAddress, tTop, tImpact, tArrive, tRelax, practice });
    motion.push({
      frame: f,
      timeMs,
      hands: 0.004 + 0.06 * club + 0.002 * Math.abs(gauss()),
      clubArc: 0.003 + 0.03 * club + 0.002 * Math.abs(gauss()),
      person: 0.003 + 0.01 * club + 0.001 * Math.abs(gauss()),
    });
  }
  return {
    track: { source: 'video', width, height, fps: o.fps, frameCount, durationMs: Math.round(duration * 1000), model: 'lightning', frames, motion },
    truth: {
      address: addressFrame,
      takeaway: takeaway ?? frameCount - 1,
      top: toFrame(tTop),
      impact: toFrame(tImpact),
      finish: toFrame(tArrive + CLUB_SETTLE_S),
    },
  };
}

interface Timeline {
  tAddress: number;
  tTop: number;
  tImpact: number;
  tArrive: number;
  /** The golfer starts to let the club down from the finish. */
  tRelax: number;
  practice: number;
}

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** Where the swing is: back (0 address → 1 top), down (1 → 0) and through (0 → 1 finish). */
function swingState(o: GolferOptions, t: number, tl: Timeline): { back: number; through: number; down: boolean; downProgress: number; scale: number } {
  if (o.practiceSwing && t >= o.idleBefore && t < tl.tAddress - 0.3) {
    // A three-quarter practice swing at two thirds of the speed, back to address before the real one.
    const u = (t - o.idleBefore) / (PRACTICE_S - 0.3);
    const back = u < 0.6 ? smoothstep(u / 0.6) * 0.8 : 0.8 * (1 - smoothstep((u - 0.6) / 0.4));
    return { back, through: 0, down: u >= 0.6, downProgress: 0, scale: 0.8 };
  }
  const handsStart = tl.tAddress + CLUB_LEAD_S;
  if (o.noSwing || t < handsStart) return { back: 0, through: 0, down: false, downProgress: 0, scale: 1 };
  if (t < tl.tTop) return { back: smoothstep((t - handsStart) / (tl.tTop - handsStart)), through: 0, down: false, downProgress: 0, scale: 1 };
  if (t < tl.tImpact) {
    const u = (t - tl.tTop) / (tl.tImpact - tl.tTop);
    return { back: o.cast ? (1 - u) * (1 - u) : 1 - u * u, through: 0, down: true, downProgress: u, scale: 1 };
  }
  const u = Math.min((t - tl.tImpact) / (tl.tArrive - tl.tImpact), 1);
  // Relaxing: the hands come down from the finish to the height of the chest.
  const relaxed = o.relax > 0 ? 0.6 * smoothstep((t - tl.tRelax) / o.relax) : 0;
  return { back: 0, through: 1 - (1 - u) * (1 - u) - relaxed, down: false, downProgress: 1, scale: 1 };
}

/**
 * How fast the club moves, 0..1: it leads the hands off the ball, slows almost to a stop where it
 * changes direction at the top, is fastest at impact and settles after the hands stop.
 */
function clubActivity(o: GolferOptions, t: number, tl: Timeline): number {
  if (o.waggle && t > 0.2 && t < o.idleBefore - 0.5) return 0.3 * Math.abs(Math.sin(2 * Math.PI * 1.5 * (t - 0.2)));
  if (o.practiceSwing && t >= o.idleBefore && t < tl.tAddress - 0.3) return 0.6;
  if (o.noSwing || t < tl.tAddress) return 0;
  if (t < tl.tTop) return 0.15 + 0.6 * Math.sin((Math.PI * (t - tl.tAddress)) / (tl.tTop - tl.tAddress)) ** 0.5;
  if (t < tl.tImpact) return 0.15 + 0.85 * ((t - tl.tTop) / (tl.tImpact - tl.tTop));
  if (t < tl.tArrive) return 1 - 0.6 * ((t - tl.tImpact) / (tl.tArrive - tl.tImpact));
  if (t >= tl.tRelax && o.relax > 0) return 0.2;
  return 0.4 * Math.max(0, 1 - (t - tl.tArrive) / CLUB_SETTLE_S);
}

type Pose = Record<KeypointName, { x: number; y: number }>;

function posePoints(o: GolferOptions, t: number, tl: Timeline): Pose {
  const T = o.torso;
  const dir = o.handedness === 'right' ? 1 : -1;
  const faceOn = o.view === 'face-on';
  const s = swingState(o, t, tl);
  const wagglePhase = o.waggle && t > 0.2 && t < o.idleBefore - 0.5 ? Math.sin(2 * Math.PI * 1.5 * (t - 0.2)) : 0;
  const impactness = s.down ? s.downProgress : s.through > 0 ? 1 - s.through * 0.5 : 0;

  // Hips: sway away from the target in the backswing (face-on); towards the ball in the downswing (down the line).
  const stand = { x: 360, y: 380 };
  const hip = { ...stand };
  if (faceOn) hip.x += -dir * (o.sway / 100) * T * s.back;
  else hip.x += dir * (o.earlyExtension / 100) * T * impactness;
  // The pelvis slides towards the target through impact; the upper body stays more centred.
  const slide = faceOn ? dir * (o.slide / 100) * T * (s.down ? s.downProgress : s.through > 0 ? 1 : 0) : 0;
  if (faceOn) hip.x += dir * 0.15 * T * s.through;
  // Walking in: the whole body arrives from the image's left during the first 1.5 s.
  const walk = o.walkIn ? Math.max(0, 1 - t / 1.5) : 0;
  hip.x -= 260 * walk;
  stand.x -= 260 * walk;

  // Spine: tilted away from the target face-on; bent forward down the line (standing up with early extension).
  const forward = faceOn ? 0 : (35 - 12 * (o.earlyExtension / 15) * impactness - 25 * s.through) * (Math.PI / 180);
  const side = faceOn ? ((-dir * 6 * (1 - s.through) + dir * o.reverseSpine * s.back) * Math.PI) / 180 : 0;
  const lean = o.notGolf ? 0 : faceOn ? side : dir * forward;
  const shoulder = { x: hip.x + T * Math.sin(lean), y: hip.y - T * Math.cos(lean) };
  hip.x += slide;

  // Turn: shoulders narrow face-on and widen down the line as they turn; face-on, the pose model
  // keeps the shoulders' depth between them (flatPicture.ts).
  const turn = ((o.shoulderTurn * s.back + 90 * s.through) * Math.PI) / 180;
  const hipTurnAngle = turn / 2;
  const halfShoulder =
    faceOn || o.notGolf
      ? 0.42 * T * Math.max(Math.abs(Math.cos(turn)) + SHOULDER_DEPTH * Math.abs(Math.sin(turn)), 0.08)
      : 0.42 * T * Math.max(Math.sin(turn), 0.06);
  const halfHip = faceOn || o.notGolf ? 0.26 * T * Math.max(Math.cos(hipTurnAngle), 0.1) : 0.26 * T * Math.max(Math.sin(hipTurnAngle), 0.08);

  // Hands: height above the hips (torso lengths) and side offset along the swing.
  const back = s.back * s.scale;
  let handsH = -0.32 + 1.62 * back + 1.8 * s.through;
  let handsX: number;
  if (faceOn) handsX = hip.x - dir * 0.95 * T * Math.sin(Math.PI * 0.8 * back) + dir * 0.8 * T * Math.sin(Math.PI * 0.8 * s.through) + dir * 0.05 * T;
  else {
    handsX = hip.x + dir * 0.55 * T - dir * 0.95 * T * Math.sin((Math.PI / 2) * back) - dir * 0.9 * T * Math.sin((Math.PI / 2) * s.through);
    if (s.down) handsX += dir * (o.overTheTop / 100) * 2 * T * Math.sin(Math.PI * s.downProgress);
  }
  handsX += 0.12 * T * wagglePhase + 0.25 * T * Math.sin(2 * Math.PI * 1.8 * t) * walk;
  if (o.notGolf) handsH = 0.3;
  const handsY = hip.y - handsH * T;

  const lead = o.handedness === 'right' ? 'left' : 'right';
  // Which image side each anatomical side is on: face-on the golfer's left is the image's right.
  const sideSign = (sd: 'left' | 'right') => (faceOn || o.notGolf ? (sd === 'left' ? 1 : -1) : (sd === lead ? -1 : 1) * dir * 0.3);
  const headDrift = (o.headMove / 100) * T * (s.down ? s.downProgress : s.through > 0 ? 1 : 0);
  const headRise = (o.headLift / 100) * T * (s.down ? s.downProgress : s.through > 0 ? 1 : 0);
  const nose = { x: shoulder.x + (faceOn ? 0 : dir * 0.2 * T) + dir * headDrift, y: shoulder.y - 0.38 * T - headRise };

  const p: Partial<Pose> = {};
  p.nose = nose;
  for (const sd of ['left', 'right'] as const) {
    const k = sideSign(sd);
    p[`${sd}Eye`] = { x: nose.x + k * 0.08 * T, y: nose.y - 0.06 * T };
    p[`${sd}Ear`] = { x: nose.x + k * 0.16 * T, y: nose.y - 0.02 * T };
    p[`${sd}Shoulder`] = { x: shoulder.x + k * halfShoulder, y: shoulder.y };
    p[`${sd}Hip`] = { x: hip.x + k * halfHip, y: hip.y };
    p[`${sd}Knee`] = { x: hip.x + k * 0.28 * T + (faceOn ? 0 : dir * 0.2 * T), y: hip.y + 0.85 * T };
    p[`${sd}Ankle`] = { x: stand.x + k * 0.36 * T, y: stand.y + 1.75 * T };
    const wrist = o.notGolf ? { x: shoulder.x + k * 0.9 * T, y: handsY } : { x: handsX + k * 0.04 * T, y: handsY + 0.02 * T * k };
    p[`${sd}Wrist`] = wrist;
    const sh = p[`${sd}Shoulder`] as { x: number; y: number };
    // The elbow sits off the shoulder–wrist line by the bend: sin(bend/2) of half the arm.
    const leadBend = o.leadArmBend * back + o.chickenWing * Math.min(s.through * 3, 1);
    const bend = sd === lead ? (leadBend * Math.PI) / 180 : (30 * Math.PI) / 180;
    const mx = (sh.x + wrist.x) / 2;
    const my = (sh.y + wrist.y) / 2;
    const len = Math.hypot(wrist.x - sh.x, wrist.y - sh.y) || 1;
    const off = (len / 2) * Math.tan(bend / 2);
    p[`${sd}Elbow`] = { x: mx + (-(wrist.y - sh.y) / len) * off, y: my + ((wrist.x - sh.x) / len) * off };
  }
  return p as Pose;
}

/** A small seeded generator (mulberry32): reproducible noise for tests, never used by the engine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
