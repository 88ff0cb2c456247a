import type { ClubSample } from '../shared/clubTrack';
import type { Keypoint, MotionSample, PoseFrame } from '../swing/types';
import { clubAtRest } from './club/clubTracker';
import type { RgbImage } from './image';
import type { PoseEstimator } from './model';
import { MotionMeter, motionRegions, type MotionField } from './motion';
import { PersonTracker } from './personTracker';
import { TrackingBudgetSpent, type TrackingBudget } from './budget';
import { round, roundKeypoint } from './precision';
import { confidentPerson } from '../swing/posture';
import { interpolateKeypoints, isNextAnchor, poseChange, type SamplingPlan } from './sampling';

export interface IndexedFrame extends RgbImage {
  index: number;
  timeMs: number;
  /** The tracker is done with the frame: its pixels may be overwritten (the decoder reads a later frame into them). */
  release?(): void;
}

/**
 * A frame whose RGB is made only if it is posed: most frames are only measured, and their
 * luminance on the motion grid (motionLuma) costs a fraction of the whole picture.
 */
export interface DeferredFrame {
  index: number;
  timeMs: number;
  width: number;
  height: number;
  /** Exactly motionLuma of the picture `picture` gives. */
  motionLuma: Float32Array;
  picture(): Promise<RgbImage>;
  /** The tracker is done with the frame: what it holds may be reused. */
  release(): void;
}

/** A frame as the tracker reads it: its RGB already made, or deferred. */
export type TrackedFrame = IndexedFrame | DeferredFrame;

const isDeferred = (frame: TrackedFrame): frame is DeferredFrame => 'picture' in frame;

/** The frame with its RGB, made now if it was deferred. */
export async function framePicture(frame: TrackedFrame): Promise<IndexedFrame> {
  return isDeferred(frame) ? { ...(await frame.picture()), index: frame.index, timeMs: frame.timeMs } : frame;
}

export interface TrackFramesResult {
  frames: PoseFrame[];
  motion: MotionSample[];
  /** The club at rest, read on the posed frames where the hands hung still (clubAtRest), in frame order. */
  stillClub: ClubSample[];
  /** Frames decoded, and model runs made (searches and re-looks included). */
  framesSeen: number;
  inferences: number;
  /** Wall time spent in the model (crops included); the rest of the loop is decoding and motion. */
  poseMs: number;
}

export interface TrackFramesHooks {
  /** After each decoded frame (its motion measured). */
  onFrame?: (frame: TrackedFrame) => void;
  /** After each gap between anchors is posed, with the last frame index it covers. */
  onPosed?: (lastIndex: number) => void;
  /**
   * Asked before each frame and each model run: a promise holds the run there until it settles
   * (the server lets another member's analysis have the CPU meanwhile, decision 1510).
   */
  waitTurn?: () => Promise<void> | undefined;
  /** Stop with TrackingBudgetSpent once this is spent (checked before each model run and frame). */
  budget?: TrackingBudget;
}

interface Pending {
  frame: TrackedFrame;
  field: MotionField;
}

/**
 * The platform-neutral heart of pose tracking. Reads frames in order, measures motion on every
 * one, poses the frames the sampling plan picks (anchors, then the inside of a gap where the body
 * moved) and places each frame's motion regions from its own pose or, if it was not posed, from
 * the poses either side of it; on a posed frame where the hands hang still, it also reads the club
 * at rest (clubAtRest). Only the frames of the current gap are held in memory; a deferred frame's
 * RGB is made only if it is posed, and each frame and its motion field are released once its
 * motion is placed.
 */
export async function trackFrames(
  source: AsyncIterable<TrackedFrame>,
  estimator: PoseEstimator,
  plan: SamplingPlan,
  hooks: TrackFramesHooks = {},
): Promise<TrackFramesResult> {
  const tracker = new PersonTracker(estimator);
  const poses = new Map<number, PoseFrame>();
  const motion: MotionSample[] = [];
  const stillClub: ClubSample[] = [];
  let meter: MotionMeter | null = null;
  let anchor: PoseFrame | null = null;
  let gap: Pending[] = [];

  let poseMs = 0;
  /** Time in the model and in motion measuring: this thread's own work. */
  let busyMs = 0;
  let personSeen = false;
  const checkBudget = () => {
    const { budget } = hooks;
    if (budget && (tracker.inferences >= budget.poseRuns || busyMs >= budget.busyMs)) {
      throw new TrackingBudgetSpent({ poseRuns: tracker.inferences, busyMs });
    }
  };

  const pose = async (frame: TrackedFrame, neighbours: Keypoint[][]): Promise<PoseFrame> => {
    // A model run holds the thread for tens of milliseconds: let waiting I/O (the web server,
    // when it shares the process) have its turn before each one.
    await yieldToEventLoop();
    await hooks.waitTurn?.();
    checkBudget();
    const picture = await framePicture(frame);
    const started = performance.now();
    const { keypoints } = tracker.estimate(picture, neighbours);
    const took = performance.now() - started;
    poseMs += took;
    busyMs += took;
    const posed: PoseFrame = { frame: frame.index, timeMs: round(frame.timeMs, 3), keypoints: keypoints.map(roundKeypoint) };
    const searched = performance.now();
    const club = clubAtRest(picture, posed.keypoints, neighbours);
    busyMs += performance.now() - searched;
    if (club) stillClub.push(club);
    poses.set(frame.index, posed);
    personSeen ||= confidentPerson(keypoints);
    return posed;
  };

  /**
   * Poses inside a gap (its ends already posed) by halving it while the body moved across it, or
   * while it is long and the hands moved inside it. `indices[0]` is the anchor; position p > 0 is gap[p - 1].
   */
  const refine = async (indices: number[], handsActive: boolean[], lo: number, hi: number): Promise<void> => {
    // Until somebody is seen there is no body whose motion could need a closer look.
    if (hi - lo < 2 || !personSeen) return;
    const a = poses.get(indices[lo])!;
    const b = poses.get(indices[hi])!;
    const { width, height } = gap[0].frame;
    const fast = poseChange(a.keypoints, b.keypoints, width, height) > plan.refineAbove;
    const moving = b.timeMs - a.timeMs > plan.movingGapMs && handsActive.slice(lo + 1, hi + 1).some(Boolean);
    if (!fast && !moving) return;
    const mid = (lo + hi) >> 1;
    // indices[0] is the anchor, posed before; every mid is inside the gap, at gap[mid - 1].
    await pose(gap[mid - 1].frame, [a.keypoints, b.keypoints]);
    await refine(indices, handsActive, lo, mid);
    await refine(indices, handsActive, mid, hi);
  };

  /** Motion of each frame, with regions from its pose or from the poses either side of it; the frames are done with then. */
  const measure = (items: Pending[]): void => {
    for (const { frame, field } of items) {
      frame.release?.();
      const keypoints = poses.get(frame.index)?.keypoints ?? keypointsBetween(poses, frame.index, frame.timeMs);
      const sample = field.sample(frame.index, round(frame.timeMs, 3), motionRegions(keypoints, frame.width, frame.height));
      field.release();
      motion.push({
        ...sample,
        hands: round(sample.hands, 6),
        clubArc: round(sample.clubArc, 6),
        person: round(sample.person, 6),
        clubPeak: round(sample.clubPeak ?? 0, 6),
      });
    }
  };

  /** Poses the last frame of the gap as the next anchor, fills the gap in, measures its motion. */
  const closeGap = async (): Promise<void> => {
    if (!anchor || gap.length === 0) return;
    const next = await pose(gap[gap.length - 1].frame, [anchor.keypoints]);
    // The hands region of the anchor's pose: where the hands start from in this gap.
    const { width, height } = gap[0].frame;
    const regions = motionRegions(anchor.keypoints, width, height);
    const handsActive = [false, ...gap.map((p) => p.field.handsActivity(regions) > plan.handsActiveAbove)];
    await refine([anchor.frame, ...gap.map((p) => p.frame.index)], handsActive, 0, gap.length);
    measure(gap);
    anchor = next;
    gap = [];
    hooks.onPosed?.(next.frame);
  };

  for await (const frame of source) {
    // Leaving the loop ends the source (the decoder stops): the rest of the clip is never read.
    if (!personSeen && frame.timeMs > plan.giveUpWithoutPersonMs) break;
    await hooks.waitTurn?.();
    checkBudget();
    const measured = performance.now();
    meter ??= new MotionMeter(frame.width, frame.height);
    const field = isDeferred(frame) ? meter.measure(frame.motionLuma, frame.timeMs) : meter.next(frame);
    busyMs += performance.now() - measured;
    if (!anchor) {
      anchor = await pose(frame, []);
      measure([{ frame, field }]);
      hooks.onPosed?.(frame.index);
    } else {
      gap.push({ frame, field });
      if (isNextAnchor(plan.gap, anchor, frame)) await closeGap();
    }
    hooks.onFrame?.(frame);
  }
  await closeGap();

  const frames = [...poses.values()].sort((a, b) => a.frame - b.frame);
  stillClub.sort((a, b) => a.frame - b.frame);
  return { frames, motion, stillClub, framesSeen: motion.length, inferences: tracker.inferences, poseMs };
}

/** A macrotask turn: setImmediate in Node, a zero timeout in browsers. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/**
 * Keypoints of an unposed frame, linearly in time between the nearest posed frames before and
 * after it (in time, not in frame count, so variable frame rates interpolate right).
 */
export function keypointsBetween(poses: ReadonlyMap<number, PoseFrame>, index: number, timeMs: number): Keypoint[] {
  let before = index - 1;
  while (!poses.has(before)) before -= 1;
  let after = index + 1;
  while (!poses.has(after)) after += 1;
  const a = poses.get(before)!;
  const b = poses.get(after)!;
  // Broken files can repeat a timestamp: then halfway is as good as anything.
  const span = b.timeMs - a.timeMs;
  const t = span > 0 ? Math.min(Math.max((timeMs - a.timeMs) / span, 0), 1) : 0.5;
  return interpolateKeypoints(a.keypoints, b.keypoints, t);
}
