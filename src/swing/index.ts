import {
  swingAnalysisSchema,
  type AnalysisResults,
  type EventConfirmation,
  type Footage,
  type SwingAnalysis,
  type SwingEvent,
  type SwingEventName,
  type SwingTiming,
} from '../shared/analysis';
import type { EventFrames } from '../shared/eventAdjustment';
import type { NotGolfCause } from '../shared/notGolf';
import type { SwingLength } from '../shared/swingLabels';
import { bodyScale, type Handedness } from './body';
import { clubProfile } from './clubs';
import { composeCoaching } from './coaching';
import { detectSwing, EVENT_ORDER, sourceFrame, type DetectedSwing } from './detect';
import { placeEvents } from './eventFrames';
import type { CheckedEvent, EventIndices } from './events';
import { CHECKED_EVENTS, eventConfidence } from './eventConfidence';
import { EVENT_CONSTANTS } from './eventConstants';
import { indexAfter } from './signals';
import { detectFaults, type FoundFault } from './faults';
import { faultsAtUnsureEvents, unsurePositions } from './faultsAtUnsureEvents';
import { frameAllowance, measurePosture, measureSwing, toMeasurements, type SwingMetrics } from './metrics';
import { cameraView, handednessFromPosture, handednessFromSwing, type CameraView } from './orientation';
import { golferFocus, golferLevel, type GolferInfo } from './golfer';
import { golfPosture, personSeen } from './posture';
import type { CoachingContext } from './priorities';
import { areasLeftUnjudged, scoreSwing } from './scoring';
import { smoothTrack, type DenseTrack } from './smoothing';
import { standardFor, swingLengthProfile } from './swingLength';
import type { PoseTrack } from './types';

/** Not a golf swing: `cause` is what the member is told (src/shared/notGolf.ts), `reason` the detail for the log. */
export type NotGolf = { kind: 'not_golf'; cause: NotGolfCause; reason: string };

export type SwingOutcome = { kind: 'swing'; analysis: SwingAnalysis } | NotGolf;

export interface AnalyzeOptions {
  /** The member's handedness from their profile; detected from the swing when absent. */
  handedness?: Handedness;
  /** The upload's club label ("Driver", "7 Iron"…): sets reference ranges, limits and priorities. */
  club?: string | null;
  /** The length of swing the member said they made: a shorter one's turn and tempo are judged as what it is. */
  swingLength?: SwingLength | null;
  /** The member's golf profile: level, focus areas and goals. */
  golfer?: GolferInfo;
  /** Fault codes of the member's recent analyses, newest first, this one excluded. */
  history?: readonly (readonly string[])[];
  /** Positions the member said look right ("Looks right", decision 2420): at those frames the engine's doubt no longer applies. */
  confirmations?: readonly EventConfirmation[];
  /** Which of the clip's swings to measure, by its place in the clip (the member's choice, decision 2414); the fastest when absent. */
  swing?: number;
}

const NO_PERSON: NotGolf = { kind: 'not_golf', cause: 'no_person', reason: 'no person found (keypoint confidence too low)' };
const NO_SWING: NotGolf = { kind: 'not_golf', cause: 'no_swing', reason: 'no golf swing found in the clip' };

/**
 * The swing engine's entry point: a pose track (video or image) in, a complete analysis or a
 * "not a golf swing" verdict out. Pure and deterministic: the same track gives the same result.
 */
export function analyzeSwing(track: PoseTrack, options: AnalyzeOptions = {}): SwingOutcome {
  if (!personSeen(track)) return NO_PERSON;
  return track.source === 'image' || track.frames.length === 1 ? analyzeStill(track, options) : analyzeVideo(track, options);
}

function analyzeVideo(track: PoseTrack, options: AnalyzeOptions): SwingOutcome {
  const detected = detectSwing(track, EVENT_CONSTANTS, options.swing);
  if (!detected) return NO_SWING;
  return measureAt(detected, detected.events, options, footageOf(track));
}

/** A swing measured at events the member placed, with the events the engine found beside them. */
export type AdjustedOutcome =
  | { kind: 'swing'; analysis: SwingAnalysis; detected: Record<SwingEventName, number> }
  | NotGolf
  | { kind: 'invalid_events'; event: SwingEventName; message: string };

/**
 * The same analysis as analyzeSwing, with some events at the source frames the member chose
 * (`moved`; none moved gives analyzeSwing's result). Measurements, faults, score and coaching
 * are recomputed from the stored track; the pose model is not involved. Whether it is golf, the
 * view and the handedness stay read at the detected events: moving a marker changes what is
 * measured, not what was filmed.
 */
export function analyzeSwingWithEvents(track: PoseTrack, moved: EventFrames, options: AnalyzeOptions = {}): AdjustedOutcome {
  if (track.source === 'image' || track.frames.length === 1) return { ...NO_SWING, reason: 'a still image has no swing events to move' };
  if (!personSeen(track)) return NO_PERSON;
  const detected = detectSwing(track, EVENT_CONSTANTS, options.swing);
  if (!detected) return NO_SWING;
  const placed = placeEvents(detected.dense, detected.events, moved);
  if (!placed.ok) return { kind: 'invalid_events', event: placed.event, message: placed.message };
  const outcome = measureAt(detected, placed.indices, options, footageOf(track));
  if (outcome.kind !== 'swing') return outcome;
  const detectedFrames = Object.fromEntries(EVENT_ORDER.map((name) => [name, sourceFrame(detected.dense, detected.events[name])]));
  return { ...outcome, detected: detectedFrames as Record<SwingEventName, number> };
}

function measureAt(detected: DetectedSwing, events: EventIndices, options: AnalyzeOptions, footage: Footage): SwingOutcome {
  const { dense, signals } = detected;
  // The body's size through the swing, as the measurements take it (metrics.ts): a camera that
  // zooms in after the ball makes the clip's median size the zoomed golfer's.
  const size = bodyScale(dense, detected.events.address, detected.events.impact);
  const view = cameraView(dense, detected.events.address, size);
  const handedness = options.handedness ?? handednessFromSwing(dense, detected.events.address, detected.events.top, view);
  if (!inGolfPostureAtAddress(detected, view, size, handedness)) {
    return { kind: 'not_golf', cause: 'no_golf_setup', reason: 'the person is not in a golf posture at the start of the motion' };
  }
  const { metrics, finishCutOff } = measureSwing(dense, signals, events, view, handedness);
  const confidence = eventConfidence(detected.events, detected.second);
  // An event the member placed is theirs: the engine's doubt about its own frame no longer applies.
  const replyEvents = EVENT_ORDER.map((name) => {
    const event = toEvent(dense, name, events[name]);
    return isChecked(name) && events[name] === detected.events[name] ? { ...event, confidence: confidence[name] } : event;
  });
  const timing = slowMotionTiming(detected);
  const analysis = buildAnalysis(metrics, view, handedness, replyEvents, 'swing', options, {
    allowance: frameAllowance(signals, events),
    finishCutOff,
    unsure: unsurePositions(replyEvents, options.confirmations),
    timing,
  });
  return {
    kind: 'swing',
    analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, timing, footage, ...swingsOfClip(detected) } },
  };
}

/** The clip's swings when it holds more than one, each where its hands are highest on the clip's clock, and which one was measured. */
function swingsOfClip({ swings, analysed, dense }: DetectedSwing): Pick<AnalysisResults, 'clipSwings'> {
  if (swings.length < 2) return {};
  return { clipSwings: { analysed, topsMs: swings.map((s) => Math.round(dense.timeMs[s.top])) } };
}

/** The clip's clock as the reply states it: `stated` only when the file gave the slow motion. */
function slowMotionTiming({ slowMotionFactor, signals }: DetectedSwing): SwingTiming {
  return signals.slowMotionStated ? { slowMotionFactor, stated: true } : { slowMotionFactor };
}

/**
 * Whether the golfer stands in a golf posture at the address or in the still moment before it
 * (ADDRESS_STILL_S): one frame's pose jitters by a degree or two, and a golfer filmed from above
 * and off the line leans only a little past the least forward bend the check asks.
 */
function inGolfPostureAtAddress(detected: DetectedSwing, view: CameraView, size: number, handedness: Handedness): boolean {
  const { dense, signals, events } = detected;
  const from = indexAfter(signals.timeMs, events.address, EVENT_CONSTANTS.ADDRESS_STILL_S, -1);
  for (let i = events.address; i >= from; i -= 1) if (golfPosture(dense, i, view, size, handedness === 'right' ? 1 : -1)) return true;
  return false;
}

function isChecked(name: SwingEventName): name is CheckedEvent {
  return (CHECKED_EVENTS as readonly string[]).includes(name);
}

function analyzeStill(track: PoseTrack, options: AnalyzeOptions): SwingOutcome {
  const dense = smoothTrack({ ...track, frames: track.frames.slice(0, 1) });
  const scale = bodyScale(dense, 0, 0);
  const view = cameraView(dense, 0, scale);
  const handedness = options.handedness ?? handednessFromPosture(dense, 0, view);
  const position = golfPosture(dense, 0, view, scale, handedness === 'right' ? 1 : -1);
  if (!position) return { kind: 'not_golf', cause: 'no_golf_setup', reason: 'the person is not in a golf posture' };
  const metrics = position === 'address' ? measurePosture(dense, 0, view, handedness, scale) : {};
  const events = [toEvent(dense, position, 0)];
  const analysis = buildAnalysis(metrics, view, handedness, events, 'posture', options);
  return { kind: 'swing', analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, footage: footageOf(track) } } };
}

/** The footage as the track read it: a player's shape and timeline before the track itself arrives. */
function footageOf({ width, height, durationMs }: PoseTrack): Footage {
  return { width, height, durationMs };
}

function toEvent(dense: DenseTrack, name: SwingEvent['name'], index: number): SwingEvent {
  return { name, frame: sourceFrame(dense, index), timeMs: Math.max(0, Math.round(dense.timeMs[index] ?? 0)) };
}

/** What a video adds to its measurements (a still image has none of it). */
interface SwingReading {
  /** How far each timing metric can be off because the events fall on whole frames (frameAllowance). */
  allowance?: SwingMetrics;
  finishCutOff?: boolean;
  /** Positions the engine is unsure of and the member has not confirmed. */
  unsure?: ReadonlySet<SwingEventName>;
  timing?: SwingTiming;
}

function buildAnalysis(
  metrics: SwingMetrics,
  view: CameraView,
  handedness: Handedness,
  events: SwingEvent[],
  kind: 'swing' | 'posture',
  options: AnalyzeOptions,
  { allowance = {}, finishCutOff = false, unsure = new Set(), timing }: SwingReading = {},
): SwingAnalysis {
  const context = coachingContext(options);
  const faults: FoundFault[] = faultsAtUnsureEvents(detectFaults(metrics, view, context.standard, allowance), unsure);
  const { keyMetrics, overallScore } = scoreSwing(metrics, faults, kind, allowance, context.standard);
  const unjudged = areasLeftUnjudged(metrics, context.standard);
  const texts = composeCoaching({ metrics, allowance, faults, keyMetrics, overallScore, view, handedness, events, kind, context, finishCutOff, timing });
  return swingAnalysisSchema.parse({
    feedback: texts.feedback,
    hasVisualCoaching: true,
    visualCoaching: texts.visualCoaching,
    hasRevolutionaryCoaching: true,
    revolutionaryCoaching: texts.revolutionaryCoaching,
    analysisResults: {
      overallScore,
      currentPosition: texts.currentPosition,
      nextMove: texts.nextMove,
      keyMetrics,
      quickWins: texts.quickWins,
      predictiveCoaching: texts.predictiveCoaching,
      multiFrameAnalysis: kind === 'swing',
      positionDetails: texts.positionDetails,
      events,
      view,
      handedness,
      analysisKind: kind,
      metrics: toMeasurements(metrics, context.standard, allowance),
      faults: texts.faults,
      ...(unjudged.length > 0 ? { unjudgedAreas: unjudged } : {}),
    },
  });
}

function coachingContext({ club, swingLength, golfer = {}, history = [] }: AnalyzeOptions): CoachingContext {
  const handicap = golfer.handicap ?? undefined;
  const heightCm = golfer.heightCm ?? undefined;
  const profile = clubProfile(club);
  const length = swingLengthProfile(swingLength);
  return {
    club: profile,
    ...(length ? { shorterSwing: length.adjective } : {}),
    standard: standardFor(profile, length),
    level: golferLevel(golfer),
    ...(handicap === undefined ? {} : { handicap }),
    ...(heightCm === undefined ? {} : { heightCm }),
    focus: golferFocus(golfer),
    history,
  };
}
