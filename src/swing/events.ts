import type { SwingEventName } from '../shared/analysis';
import { EVENT_CONSTANTS, type EventConstants } from './eventConstants';
import { heightShare } from './golferUnits';
import type { SwingWindow } from './segment';
import { indexAfter, type Signals } from './signals';
import { argMax, argMin, distance, median, medianFilter, movingAverage, quantile } from './stats';

/** Event name → index on the dense frame grid. */
export type EventIndices = Record<SwingEventName, number>;

/** The events the engine reads from the club, each also read a second, independent way (see eventConfidence.ts). */
export type CheckedEvent = 'address' | 'top' | 'impact' | 'finish';

export interface EventReadings {
  events: EventIndices;
  /** The second reading of each checked event, on the same grid. */
  second: Record<CheckedEvent, number>;
}

/** One frame of real-time video: the finest step the swing's own clock is read at. */
const REAL_FRAME_S = 1 / 30;

/** The hands' fast drop starts where they are 80 % of the way up from the low point to the top. */
const FAST_DROP_START = 0.8;

/**
 * Every event of one swing. Address, top and finish are the club's, read from the pixel motion:
 * the frame before it starts to build towards the takeaway, its dip where the club changes
 * direction, the frame it settles at the finish. Impact is the last frame of the hands' flat low
 * point (the clubhead trails the hands to the ball). The takeaway is where the hands leave their
 * place at address; the other in-between positions come from the hands' height (see
 * eventConstants.ts). Without motion data the hands stand in for the club.
 */
export function findEvents(signals: Signals, window: SwingWindow, c: EventConstants = EVENT_CONSTANTS): EventReadings {
  const h = signals.handHeight;
  const v = signals.handSpeed;
  const n = h.length;
  const top = clubTop(signals, window, c);

  // The wrists blur at impact and the model can lose them for a frame: the bottom is read on the
  // hands' height with one-frame spikes (one real-time frame, at this clip's rate) filtered out,
  // against the bottom itself rather than step by step, so it reads the same at any frame rate.
  const settled = medianFilter(h, framesPer(signals.timeMs, REAL_FRAME_S));
  let impact = argMin(settled, top, indexAfter(signals.timeMs, window.low, REAL_FRAME_S, 1));
  const bottom = settled[impact];
  while (impact + 1 < n && settled[impact + 1] <= bottom + c.BOTTOM_TOLERANCE) impact += 1;

  // The climb starts where the hands last sat low before the top.
  const climbStart = argMin(h, indexAfter(signals.timeMs, top, c.MAX_BACKSWING_S, -1), top);
  const peakBack = Math.max(...v.slice(climbStart, top + 1));
  const midBackGuess = firstIndex(h, climbStart, top, (x) => x >= (h[climbStart] + h[top]) / 2);
  // Where the hands' speed builds to the backswing: the club starts back before it.
  let handsStart = midBackGuess;
  while (handsStart > climbStart && v[handsStart - 1] >= c.HANDS_START_FRACTION * peakBack) handsStart -= 1;

  const start = signals.hasMotion ? clubStart(signals, handsStart, top, c) : { address: handsStart, second: handsStart };
  const address = start.address;
  const takeaway = handsLeaveAddress(signals, address, top, c);
  const base = h[address];
  const rise = (fraction: number) => base + fraction * (h[top] - base);
  const toeUp = firstIndex(h, takeaway, top, (x) => x >= rise(c.TOE_UP_RISE));
  const midBackswing = firstIndex(h, toeUp, top, (x) => x >= rise(c.LEAD_ARM_PARALLEL_RISE));
  const midDownswing = firstIndex(h, top, impact, (x) => x <= rise(c.LEAD_ARM_PARALLEL_RISE));
  const midFollowThrough = firstIndex(h, impact, n - 1, (x) => x >= rise(c.SHAFT_PARALLEL_THROUGH_RISE));

  const peakDown = Math.max(...v.slice(top, impact + 1));
  const arrived = firstIndex(v, midFollowThrough, n - 1, (x) => x < c.HANDS_ARRIVED_FRACTION * peakDown);
  // Read two ways, the club's rest and the hands' arrival; one is the finish, the other its second reading.
  const [finish, finishSecond] = finishReadings(signals, address, impact, arrived, finishHeldUntil(settled, signals.timeMs, arrived, c), c);

  const events = ordered({ address, takeaway, toeUp, midBackswing, top, midDownswing, impact, midFollowThrough, finish });
  return { events, second: secondReadings(signals, window, events, { address: start.second, finish: finishSecond }) };
}

/**
 * Each club event read again, from a cue the first reading did not settle on: the address by the
 * club's other reading (see clubStart), the top at the hands' highest, impact at the club's
 * fastest moment in the downswing, the finish by whichever of the club's rest and the hands'
 * arrival it was not (finishReadings). Without pixel motion the hands gave both readings.
 */
function secondReadings(signals: Signals, window: SwingWindow, events: EventIndices, read: { address: number; finish: number }): Record<CheckedEvent, number> {
  if (!signals.hasMotion) return { address: events.address, top: events.top, impact: events.impact, finish: events.finish };
  const impact = argMax(signals.clubMotion, events.top, indexAfter(signals.timeMs, window.low, REAL_FRAME_S, 1));
  return { address: read.address, top: window.top, impact, finish: read.finish };
}

/**
 * The top: the hands hover near their highest for a tenth of a second or more, so their peak is a
 * weak clue to the club's change of direction; the club's own motion dips to its least right
 * there, before the hands start their fast drop (a hovering golfer's club still goes back while
 * his hands wait at the top). Read on the most-changed cell (clubPeak), not on the motion summed
 * around the hands: the hips and arms start down while the club still goes back, so the sum dips
 * before the club turns. Averaged over one real-time frame, as the creep reads it: in slow motion
 * the club hovers for many frames, each changing by little more than the compression noise
 * (decision 2406). Without motion data the hands' peak.
 */
export function clubTop(signals: Signals, window: SwingWindow, c: EventConstants): number {
  if (!signals.hasMotion) return window.top;
  const h = signals.handHeight;
  const dropStart = firstIndex(h, window.top, window.low, (x) => x < h[window.low] + FAST_DROP_START * (h[window.top] - h[window.low]));
  const from = indexAfter(signals.timeMs, window.top, c.TOP_SEARCH_S, -1);
  const club = movingAverage(signals.clubPeak, Math.floor(framesPer(signals.timeMs, REAL_FRAME_S) / 2));
  return argMin(club, from, Math.max(indexAfter(signals.timeMs, window.top, c.TOP_SEARCH_S, 1), dropStart));
}

/** How many frames of this clip span `seconds` of the swing's clock (at least one). */
function framesPer(timeMs: readonly number[], seconds: number): number {
  const frameMs = median(timeMs.slice(1).map((x, i) => x - timeMs[i]));
  return Math.max(1, Math.round((1000 * seconds) / frameMs));
}

/** First index in [from, to] whose value passes the test; `to` if none does. */
function firstIndex<T>(values: readonly T[], from: number, to: number, test: (x: T) => boolean): number {
  for (let i = Math.max(from, 0); i <= Math.min(to, values.length - 1); i += 1) if (test(values[i])) return i;
  return Math.min(to, values.length - 1);
}

/**
 * The takeaway: the first frame on which the hands stand TAKEAWAY_MOVE_OF_HEIGHT from where they
 * were at the address, as the label reads it (a displacement, not a speed). At the labelled
 * takeaways the hands move at 2–9 % of their peak backswing speed in slow motion, where they
 * creep a pixel over many frames, and at 7–30 % in real time, so no share of the peak fits both
 * (decision 2407).
 */
function handsLeaveAddress(signals: Signals, address: number, top: number, c: EventConstants): number {
  const p = signals.handPosition;
  const away = heightShare(c.TAKEAWAY_MOVE_OF_HEIGHT, signals.scale);
  return firstIndex(p, address + 1, top, (q) => distance(q, p[address]) >= away);
}

/**
 * The address: the frame before the club starts back, read two ways from its motion (below). In
 * real time both readings err early, each into a different kind of pre-shot motion: the step walk
 * goes on back through a slow rise (a forward press, a re-set club), the creep joins a waggle that
 * stands above the still address's noise. Whichever stopped later stopped at the club's real start;
 * the other is the second reading. In slow motion a frame's motion sinks into the compression
 * noise and only the creep, read on the swing's own clock, can see the start. Slow motion whose
 * frames lie more than two-thirds of a real-time frame apart (under 45 a real second: a phone's
 * slow motion captured at 30, issue 31) has real-time frames and is read as real time; the twelve
 * dev clips' slow motion is 66–330 frames a real second, so any cut from 31 to 65 reads them the
 * same (decision 3112).
 */
function clubStart(signals: Signals, handsStart: number, top: number, c: EventConstants): { address: number; second: number } {
  const creep = clubCreepsAwayFrom(signals, handsStart, top, c);
  const walk = clubStillBefore(signals.clubMotion, signals.timeMs, handsStart, c);
  if (signals.slowMotionFactor > 1 && framesPer(signals.timeMs, REAL_FRAME_S) > 1) return { address: creep, second: walk };
  return { address: Math.max(creep, walk), second: Math.min(creep, walk) };
}

/**
 * Walks back from the hands' start to where the club's motion stops falling: at each step it
 * moves to the nearest frame, within the next eighth of a second back, that is lower by a margin: a twentieth of the motion's rise above the quietest level of the two seconds
 * before, and at least three times the frame-to-frame jitter of those two seconds. Looking a tenth of a second ahead (not one frame) steps over repeated frames and the
 * short dips of compression noise, and reads the same at any frame rate. A frame's motion is its
 * change from the frame before, so the club first moves on the frame after the address; the
 * de-flickering filter (a one-frame maximum, then a one-frame average) spreads that rise two
 * frames earlier still. The walk ends on the last still frame before the spread rise, hence the
 * +2 (decision 2405).
 */
function clubStillBefore(motion: readonly number[], timeMs: readonly number[], handsStart: number, c: EventConstants): number {
  const before = motion.slice(indexAfter(timeMs, handsStart, 2, -1), handsStart + 1);
  const quiet = Math.min(...before);
  const jitter = median(before.slice(1).map((m, k) => Math.abs(m - before[k])));
  const margin = Math.max(c.CLUB_START_STEP * (motion[handsStart] - quiet), c.CLUB_NOISE_FACTOR * jitter);
  let i = handsStart;
  for (;;) {
    let next = -1;
    for (let j = i - 1; j >= indexAfter(timeMs, i, c.CLUB_LOOKBACK_S, -1) && next < 0; j -= 1) if (motion[j] < motion[i] - margin) next = j;
    if (next < 0) break;
    i = next;
  }
  return Math.min(i + 2, handsStart);
}

/**
 * In slow motion the club creeps away from the ball: its motion from one frame to the next is the
 * slow-motion factor times smaller than in real time and sinks into the compression noise, so no
 * single step stands out. Read on the swing's own clock instead: the most-changed cell's motion,
 * averaged over one real-time frame, against the noise of the still address (stillLevel); the
 * club's start is the run above that level that leads into the hands' start (short dips
 * included), and the address is the frame before it.
 */
function clubCreepsAwayFrom(signals: Signals, handsStart: number, top: number, c: EventConstants): number {
  const t = signals.timeMs;
  const motion = movingAverage(signals.clubPeak, Math.floor(framesPer(t, REAL_FRAME_S) / 2));
  const from = indexAfter(t, handsStart, c.QUIET_SEARCH_S, -1);
  const level = stillLevel(motion, t, from, handsStart, signals.slowMotionFactor, c);
  let start = firstIndex(motion, handsStart, top, (x) => x > level);
  for (;;) {
    let j = start - 1;
    while (j >= from && t[start] - t[j] <= 1000 * c.START_GAP_S && motion[j] <= level) j -= 1;
    if (j < from || t[start] - t[j] > 1000 * c.START_GAP_S) break;
    start = j;
  }
  return Math.max(start - 1, 0);
}

/**
 * The club's motion at a still address, over which the club's start stands: the quietest stretch
 * of the address (QUIET_STRETCH_S) between `from` and the hands' start, its median plus a few
 * times its spread. Stretches starting at every frame are compared: on a grid of half-stretch
 * steps the quiet part of a short address could fall across two stretches, each holding some of
 * the walk in or the takeaway (the GolfDB clip posed on every frame and read as 3.3× slow motion:
 * address 70 for 47). In slow motion the club creeps back for a while before the hands start, so
 * the stretch that runs into the club's start is never the quietest when a still address comes
 * before it.
 * When it is (or none fits), the clip was cut to begin at the address and the club is creeping
 * through every stretch: their spread is the club's rise, and the level read on it put the
 * club's start where the hands start (the letterboxed slow-motion driver, still for its first
 * three frames: address 25 for 2). The stillness is then the least motion before the hands start,
 * and the club has started once its cell changes START_OVER_FLOOR times as much. The clip's first
 * frame has no frame before it to change from, so it says nothing of the noise.
 */
function stillLevel(motion: readonly number[], t: readonly number[], from: number, handsStart: number, slowMotionFactor: number, c: EventConstants): number {
  const stretchS = Math.min(c.QUIET_STRETCH_S, c.QUIET_STRETCH_MAX_CLIP_S / slowMotionFactor);
  const length = Math.max(3, indexAfter(t, from, stretchS, 1) - from);
  let quiet = motion.slice(from, handsStart + 1);
  let quietTop = quantile(quiet, 0.9);
  let quietIsLast = true;
  const half = Math.max(1, length >> 1);
  for (let i = from; i + length <= handsStart; i += 1) {
    const stretch = motion.slice(i, i + length);
    const top = quantile(stretch, 0.9);
    if (top < quietTop) {
      quiet = stretch;
      quietTop = top;
      quietIsLast = i + half + length > handsStart;
    }
  }
  if (slowMotionFactor > 1 && quietIsLast) return c.START_OVER_FLOOR * Math.min(...motion.slice(Math.max(from, 1), handsStart + 1));
  const middle = median(quiet);
  return middle + c.START_SPREADS * (quietTop - middle);
}

/**
 * The finish and its second reading. The club's: the first frame from the hands' arrival where
 * its motion is back near its resting level, the least it moves in the finish the golfer holds
 * (finishHeldUntil; what comes later, the club lowered, a walk, the next swing's still address,
 * is not this finish); the hands' arrival is then the second reading.
 * When the club never gets near the stillness it had at address: a slow-motion clip ended before
 * the follow-through did (a few seconds of clip hold under a second of swing), and its last frame
 * is the nearest to the finish; a real-time clip shows a whole follow-through, so there it is the
 * body or the camera that kept the picture moving (the golfer turning his head, a TV camera
 * zooming), and the hands' arrival stands in for the club, as it does without motion data (the
 * club's last frame is then the second reading).
 */
function finishReadings(
  signals: Signals,
  address: number,
  impact: number,
  arrived: number,
  heldUntil: number,
  c: EventConstants,
): [finish: number, second: number] {
  if (!signals.hasMotion) return [arrived, arrived];
  const motion = signals.clubMotion;
  const rest = Math.min(...motion.slice(arrived, heldUntil + 1));
  const peak = Math.max(...motion.slice(impact, arrived + 1));
  const stillAtAddress = median(motion.slice(indexAfter(signals.timeMs, address, c.ADDRESS_STILL_S, -1), address + 1));
  // A perfectly still address (a screen capture) is no yardstick: the club must also still move by
  // more than the share of the swing that counts as rest.
  if (rest > c.NEVER_SETTLED_RATIO * stillAtAddress && rest > c.CLUB_REST_FRACTION * peak) {
    return signals.slowMotionFactor > 1 ? [motion.length - 1, arrived] : [arrived, motion.length - 1];
  }
  const threshold = rest + c.CLUB_REST_FRACTION * (peak - rest);
  return [firstIndex(motion, arrived, motion.length - 1, (x) => x <= threshold), arrived];
}

/**
 * The last frame of the finish the golfer holds: FINISH_REST_S after the hands arrive, or sooner
 * where he lowers the club, his hands FINISH_LOWERED below the highest they reached since they
 * arrived. The club going down can change the picture less than a short hold does, and would then
 * set the resting level: the finish waited for the club to be down (the simulator bay's golfer,
 * 26 frames late, decision 2400). Read on the hands' height with one-frame spikes filtered out
 * (`settled`, as impact reads it): a wrist the model loses for a frame has not lowered the club.
 */
function finishHeldUntil(settled: readonly number[], timeMs: readonly number[], arrived: number, c: EventConstants): number {
  const end = indexAfter(timeMs, arrived, c.FINISH_REST_S, 1);
  let highest = -Infinity;
  for (let i = arrived; i <= end; i += 1) {
    highest = Math.max(highest, settled[i]);
    if (settled[i] < highest - c.FINISH_LOWERED) return i;
  }
  return end;
}

/** Keeps events in swing order even on a degenerate track (each at least its predecessor). */
function ordered(events: EventIndices): EventIndices {
  const names: SwingEventName[] = ['address', 'takeaway', 'toeUp', 'midBackswing', 'top', 'midDownswing', 'impact', 'midFollowThrough', 'finish'];
  const out = { ...events };
  for (let k = 1; k < names.length; k += 1) out[names[k]] = Math.max(out[names[k]], out[names[k - 1]]);
  return out;
}
