import type { AnalysisResults, Fault, KeyMetrics, SwingEventName, SwingTiming } from '../shared/analysis';
import { scoredAreas } from '../shared/keyMetricsMeasured';
import type { Handedness } from './body';
import { faultCard } from './faultCards';
import { rangeStanding } from './golferUnits';
import { FAULT_RULES, rulesSeenFrom, ruleFor, type FaultRule, type FoundFault } from './faults';
import { METRIC_INFO, type MetricKey, type SwingMetrics } from './metrics';
import type { CameraView } from './orientation';
import { rankFaults, type CoachingContext, type RankedFault } from './priorities';
import { AREA_PENALTY, areasLeftUnjudged, positionScore } from './scoring';
import {
  andList,
  EVENT_LABEL,
  insideReference,
  judged,
  measured,
  measuredAgainst,
  metricPhrase,
  notJudgedOn,
  rangeWords,
  referenceFor,
  seconds,
  shotWords,
  viewName,
} from './words';

type PositionTime = { name: SwingEventName; frame: number; timeMs: number };

export interface CoachingInput {
  metrics: SwingMetrics;
  /** How far each timing metric can be off because the events fall on whole frames (frameAllowance). */
  allowance?: SwingMetrics;
  faults: readonly FoundFault[];
  keyMetrics: KeyMetrics;
  overallScore: number;
  view: CameraView;
  handedness: Handedness;
  /** Events with their times on the clip's clock, in swing order (one for a still image). */
  events: readonly PositionTime[];
  /** 'swing' for a video, 'posture' for a still image. */
  kind: 'swing' | 'posture';
  context: CoachingContext;
  /** The clip ended with the golfer still in the finish: how long it is held was not seen. */
  finishCutOff?: boolean;
  /** A video's clock against life; absent for a still image. */
  timing?: SwingTiming;
}

export interface CoachingTexts {
  feedback: string;
  visualCoaching: string;
  revolutionaryCoaching: string;
  currentPosition: AnalysisResults['currentPosition'];
  nextMove: AnalysisResults['nextMove'];
  quickWins: string[];
  predictiveCoaching: AnalysisResults['predictiveCoaching'];
  positionDetails: AnalysisResults['positionDetails'];
  /** The faults in this golfer's order, each a card with its evidence, feel, drill and target. */
  faults: Fault[];
}

const POSITION_TEXT: Record<SwingEventName, { title: string; metrics: readonly MetricKey[] }> = {
  address: { title: 'Address: the set-up before the club moves', metrics: ['spineAngleAddress', 'kneeFlex', 'stanceWidth'] },
  takeaway: { title: 'Takeaway: the hands start back', metrics: [] },
  toeUp: { title: 'Toe-up: shaft parallel to the ground in the backswing', metrics: [] },
  midBackswing: { title: 'Mid-backswing: lead arm parallel to the ground', metrics: [] },
  top: {
    title: 'Top of the backswing: the club changes direction',
    metrics: ['backswingTime', 'backswingPlane', 'postureChangeTop', 'shoulderTurn', 'hipTurn', 'hipSway', 'spineTiltTop', 'leadArmBendTop'],
  },
  midDownswing: { title: 'Mid-downswing: lead arm parallel again', metrics: ['handPathShift', 'peakSpeedTiming'] },
  impact: {
    title: 'Impact: the club meets the ball',
    metrics: ['downswingTime', 'tempoRatio', 'headMovement', 'headLift', 'spineAngleChange', 'hipThrust', 'hipSlide', 'peakHandSpeed'],
  },
  midFollowThrough: { title: 'Mid-follow-through: shaft parallel after impact', metrics: ['leadArmBendFollow'] },
  finish: { title: 'Finish: the club comes to rest', metrics: ['finishStability', 'finishHold', 'weightOnLead'] },
};

/** How many faults a golfer is asked to work on at once: one for a newer golfer, three for a skilled one. */
const PLAN_SIZE = { newer: 1, developing: 2, skilled: 3 } as const;

/**
 * Every text of the reply, composed from this swing's measurements for this golfer. Each sentence
 * is written once: a fault's evidence, feel, drill and target live on its card (`faults`), and
 * the other texts name it and say where to look, why it comes first and what fixing it is worth.
 */
export function composeCoaching(input: CoachingInput): CoachingTexts {
  const { faults, events, context } = input;
  const ranked = rankFaults(faults, context);
  const frames = Object.fromEntries(events.map((e) => [e.name, e.frame])) as Partial<Record<SwingEventName, number>>;
  const main = ranked[0];
  return {
    feedback: summary(input, main),
    visualCoaching: timeline(input, ranked),
    revolutionaryCoaching: plan(input, ranked),
    currentPosition: { phase: phaseOf(input), issues: ranked.map((r) => `${r.fault.name} (${r.fault.severity})`) },
    nextMove: nextMove(input, main),
    quickWins: keepers(input),
    predictiveCoaching: outlook(input, main),
    positionDetails: positions(input),
    faults: ranked.map((r) => faultCard(r, context, frames)),
  };
}

/**
 * The score areas this clip scored, with their scores: slow motion and photos cannot time power,
 * photos not tempo, and a shorter swing's power is not judged.
 */
function scoredAreaScores({ keyMetrics, metrics, kind, context }: CoachingInput): [keyof KeyMetrics, number][] {
  const scored = scoredAreas({
    metrics: Object.keys(metrics).map((key) => ({ key })),
    analysisKind: kind,
    unjudgedAreas: areasLeftUnjudged(metrics, context.standard),
  });
  return scored.map((area) => [area, keyMetrics[area]]);
}

function summary(input: CoachingInput, main: RankedFault | undefined): string {
  const { overallScore, handedness, view, kind, context } = input;
  const withClub = context.club ? ` with ${context.club.name}` : '';
  const areas = scoredAreaScores(input);
  const strongest = areas.reduce((a, b) => (b[1] > a[1] ? b : a));
  const weakest = areas.reduce((a, b) => (b[1] < a[1] ? b : a));
  const opening =
    kind === 'swing'
      ? `${overallScore}/100 for this ${handedness}-handed ${context.shorterSwing ? `${context.shorterSwing} ` : ''}swing${withClub}, filmed from ${viewName(view)}.`
      : `Set-up check from a photo${withClub}, taken from ${viewName(view)}: ${overallScore}/100 for this one position.`;
  const focus = main ? `Work on ${main.fault.name.toLowerCase()} first.` : `No measurement passed its limit${shotWords(context)}.`;
  const areasLine = kind === 'swing' ? `${strongestWords(input, strongest)}; most room in ${weakest[0]} at ${weakest[1]}/10.` : '';
  return [opening, focus, areasLine, ...goneFaults(input)].filter(Boolean).join(' ');
}

/** The measurement an area's score is read from besides its faults (scoring.ts); accuracy has none. */
const AREA_MEASUREMENT: Partial<Record<keyof KeyMetrics, MetricKey>> = { tempo: 'tempoRatio', balance: 'headMovement', power: 'peakHandSpeed' };

/**
 * The best-scored area, called the strongest only when its own measurement is in its good range:
 * "Strongest area tempo at 8.7/10" above a tempo ratio marked outside 2.8 to 3.2 told the golfer
 * two things. Outside is the measurements card's verdict: a fault on it, or `rangeStanding`.
 */
function strongestWords({ metrics, allowance = {}, faults, context }: CoachingInput, [area, score]: [keyof KeyMetrics, number]): string {
  const key = AREA_MEASUREMENT[area];
  const value = key === undefined ? undefined : metrics[key];
  if (key === undefined || value === undefined || !judged(key, context.standard)) return `Strongest area ${area} at ${score}/10`;
  const reference = referenceFor(key, context.standard);
  const measurement = { unit: METRIC_INFO[key].unit, value, reference, allowance: allowance[key] };
  const outside = faults.some((fault) => fault.metric === key) || rangeStanding(measurement, context.heightCm ?? null) === 'outside';
  if (!outside) return `Strongest area ${area} at ${score}/10`;
  const range = rangeWords(key, reference, context.heightCm);
  return `Highest score in ${area} at ${score}/10, though your ${METRIC_INFO[key].label.toLowerCase()} of ${measuredAgainst(key, value, reference, context.heightCm)} is outside the good range (${range})`;
}

/**
 * Faults of the last session that did not show today: each praised with today's number, then those
 * this view cannot see and those this swing length does not judge, each group in one sentence.
 */
function goneFaults({ faults, metrics, view, context }: CoachingInput): string[] {
  const last = context.history[0] ?? [];
  const seen = new Set(rulesSeenFrom(view).map((r) => r.code));
  const gone = FAULT_RULES.filter((rule) => last.includes(rule.code) && !faults.some((f) => f.code === rule.code));
  const unseen = gone.filter((rule) => !seen.has(rule.code) || metrics[rule.metric] === undefined);
  const unjudged = gone.filter((rule) => !unseen.includes(rule) && !judged(rule.metric, context.standard));
  const notFixed = (rules: FaultRule[], why: string) =>
    rules.length > 0
      ? `Your last session's ${andList(rules.map((r) => r.name.toLowerCase()))} ${why}, so ${rules.length > 1 ? 'they are' : 'it is'} not counted as fixed.`
      : '';
  return [
    ...gone.filter((rule) => !unseen.includes(rule) && !unjudged.includes(rule)).map((rule) => praiseGone(rule, metrics[rule.metric] as number, context)),
    notFixed(unseen, `cannot be judged from ${viewName(view)}`),
    notFixed(unjudged, `${unjudged.length > 1 ? 'are' : 'is'} ${notJudgedOn(context.shorterSwing)}`),
  ].filter(Boolean);
}

/** "Well done" with today's number against the limit; a number the words cannot tell from the limit is said as just inside it. */
function praiseGone(base: FaultRule, value: number, context: CoachingContext): string {
  const measure = METRIC_INFO[base.metric].label.toLowerCase();
  const today = measured(base.metric, value, context.heightCm);
  const limit = measured(base.metric, ruleFor(base, context.standard).threshold, context.heightCm);
  const against = today === limit ? `just inside its limit of ${limit}` : `at ${today} against a limit of ${limit}`;
  return `Well done: the ${base.name.toLowerCase()} of your last session is gone, with the ${measure} ${against}.`;
}

/** Where to pause the video and what to look for there: the faults by position, in swing order. */
function timeline(input: CoachingInput, ranked: readonly RankedFault[]): string {
  const { events, kind, view } = input;
  if (kind === 'posture') {
    const still = 'A photo cannot show tempo, turn or balance in motion; a video of the full swing measures those.';
    return [`Your photo shows ${EVENT_LABEL[events[0]?.name ?? 'address']}: look at the skeleton drawn over it.`, unseenFrom(view), still]
      .filter(Boolean)
      .join(' ');
  }
  const stops = events
    .map((e) => ({ event: e, faults: ranked.filter((r) => r.fault.position === e.name).map((r) => r.fault.name.toLowerCase()) }))
    .filter((stop) => stop.faults.length > 0)
    .map(({ event, faults }) => `Pause at ${EVENT_LABEL[event.name]} (tap its marker under the video) to see the ${faults.join(' and the ')}.`);
  const opening =
    stops.length > 0
      ? stops.join(' ')
      : 'Tap Address, Top, Impact and Finish under the video and compare each with the skeleton: nothing there passed its limit.';
  return [opening, unseenFrom(view)].filter(Boolean).join(' ');
}

/** What this camera view cannot show, said rather than guessed. */
function unseenFrom(view: CameraView): string {
  const hidden = [...new Set(FAULT_RULES.filter((r) => !r.views.includes(view)).map((r) => r.name.toLowerCase()))];
  if (hidden.length === 0) return '';
  const other = view === 'face-on' ? 'down the line' : view === 'down-the-line' ? 'face-on' : 'face-on and down the line';
  return `${viewName(view).replace(/^an? /, (a) => a.charAt(0).toUpperCase() + a.slice(1))} cannot show ${andList(hidden)}: film ${other} to check ${hidden.length > 1 ? 'them' : 'it'}.`;
}

function plan(input: CoachingInput, ranked: readonly RankedFault[]): string {
  const { context, kind } = input;
  const withClub = context.club ? ` with ${context.club.name}` : '';
  if (ranked.length === 0) {
    const weakest = scoredAreaScores(input).reduce((a, b) => (b[1] < a[1] ? b : a));
    return kind === 'swing'
      ? `Plan for the next session${withClub}: keep this swing and raise ${weakest[0]}, ${weakest[1]}/10 today, then film from the same spot to compare.`
      : `Plan for the next session${withClub}: film the whole swing from this spot so the motion can be measured too.`;
  }
  const size = PLAN_SIZE[context.level ?? 'developing'];
  const now = ranked.slice(0, size).map((r) => `${r.fault.name.toLowerCase()} (at ${EVENT_LABEL[r.fault.position]})`);
  const later = ranked.length - now.length;
  const wait =
    later > 0 ? ` The other ${later === 1 ? 'fault waits' : `${later} faults wait`} until ${now.length === 1 ? 'it is' : 'these are'} inside the limit.` : '';
  const pace = context.level === 'newer' ? ' One change at a time is what sticks while the swing is new.' : '';
  return `Plan for the next session${withClub}: ${now.join(', then ')}.${wait}${pace}`;
}

/**
 * What the analysis covers. A swing's is the whole motion, address to finish: its length (full,
 * three-quarter, half, chip) is not measured, and "Full swing" said of every swing was a claim.
 */
function phaseOf({ kind, events }: CoachingInput): string {
  if (kind === 'swing') return 'Address to finish';
  return events[0] ? POSITION_TEXT[events[0].name].title.split(':')[0] : 'Set-up';
}

/**
 * The rhythm a swing with no fault keeps: its backswing and downswing times, or in slow motion read
 * from the swing, where no time is measured, their ratio alone; on every swing of its length.
 */
function rhythmToKeep({ backswingTime, downswingTime, tempoRatio }: SwingMetrics, shorterSwing: string | undefined): string {
  const every = shorterSwing ? `every ${shorterSwing} swing` : 'every full shot';
  if (backswingTime !== undefined && downswingTime !== undefined) {
    return `Backswing ${seconds(1000 * backswingTime)} and downswing ${seconds(1000 * downswingTime)}: repeat that timing on ${every}.`;
  }
  if (tempoRatio !== undefined) return `Your backswing takes ${tempoRatio.toFixed(1)} times as long as your downswing: repeat that rhythm on ${every}.`;
  return `Repeat this rhythm on ${every}.`;
}

function nextMove(input: CoachingInput, main: RankedFault | undefined): AnalysisResults['nextMove'] {
  const { kind, metrics, view } = input;
  if (!main) {
    return kind === 'swing'
      ? {
          priority: 'low',
          action: 'Groove this rhythm',
          description: rhythmToKeep(metrics, input.context.shorterSwing),
          visualCue: 'Hold each finish for three seconds after the ball has gone.',
        }
      : {
          priority: 'low',
          action: 'Film a full swing',
          description: `A video from ${viewName(view)} lets the swing be timed and its positions found.`,
          visualCue: 'Camera at hip height, whole body and club in the frame.',
        };
  }
  const why =
    main.reasons.length > 0
      ? `It comes first because ${main.reasons.join(' and ')}.`
      : `It is the one fault that passed its limit on this ${kind === 'swing' ? 'swing' : 'set-up'}.`;
  const event = input.events.find((e) => e.name === main.fault.position);
  return {
    priority: main.fault.severity,
    action: `Work on: ${main.fault.name}`,
    description: why,
    // Its feel, drill and target are on its card; this says where to see it.
    visualCue: `${event ? 'Tap' : 'Look at'} ${EVENT_LABEL[main.fault.position]}${event ? ' under the video' : ''} to see the ${main.fault.name.toLowerCase()} on the skeleton.`,
  };
}

function outlook(input: CoachingInput, main: RankedFault | undefined): AnalysisResults['predictiveCoaching'] {
  const { view, context } = input;
  const areas = scoredAreaScores(input);
  if (!main) {
    const weakest = areas.reduce((a, b) => (b[1] < a[1] ? b : a));
    return {
      nextMovePrediction: `The next points are in ${weakest[0]}, the lowest area at ${weakest[1]}/10.`,
      correctionNeeded: `Nothing to correct today; film again from ${viewName(view)} to confirm it repeats.`,
    };
  }
  const { fault } = main;
  const scored = areas.find(([area]) => area === fault.area);
  const label = METRIC_INFO[fault.metric].label.toLowerCase();
  return {
    nextMovePrediction: scored
      ? `Inside its limit it gives back up to ${AREA_PENALTY[fault.severity]} points of ${fault.area}, ${scored[1]}/10 today.`
      : `Inside its limit it gives back ${fault.area}, which is not scored on ${unscoredOn(input)}.`,
    correctionNeeded: `Practise the drill on the ${fault.name.toLowerCase()} card, then re-film${context.club ? ` with ${context.club.name}` : ''} from ${viewName(view)} and check the ${label}, ${measured(fault.metric, fault.value, context.heightCm)} today.`,
  };
}

/** The clip an area is not scored on, in words: a photo, slow motion or a shorter swing (scoredAreaScores). */
function unscoredOn({ kind, metrics, context }: CoachingInput): string {
  if (kind === 'posture') return 'a photo';
  return metrics.peakHandSpeed === undefined ? 'slow motion of unknown speed' : `a ${context.shorterSwing ?? 'shorter'} swing`;
}

/**
 * Measurements already inside this club's and swing length's range: what to keep while the faults
 * are worked on. The measurement is named, then its value and range, "so keep it": "Keep your"
 * before the name told a golfer to keep his "hip sway away from the target" or his "hands outside
 * the backswing path".
 */
function keepers({ metrics, context, faults }: CoachingInput): string[] {
  const keys = Object.keys(METRIC_INFO) as MetricKey[];
  return keys
    .filter((key) => metrics[key] !== undefined && judged(key, context.standard) && !faults.some((f) => f.metric === key))
    .filter((key) => insideReference(metrics[key] as number, referenceFor(key, context.standard)))
    .slice(0, 3)
    .map((key) => {
      const reference = referenceFor(key, context.standard);
      const value = measuredAgainst(key, metrics[key] as number, reference, context.heightCm);
      return `${METRIC_INFO[key].label}: ${value}, in the good range (${rangeWords(key, reference, context.heightCm)}), so keep it.`;
    });
}

/**
 * When a position comes: the time since the one before, in real seconds (a clip whose file stated
 * its slow motion is timed in real time too). In slow motion read from the swing itself no time is
 * measured (the score's summary says so), so it says where the position is in the video instead:
 * 1.00 s of a clip 2.2 times slower than life would read as a slow backswing.
 */
function whenItComes(event: PositionTime, before: PositionTime | undefined, timing: SwingTiming | undefined): string {
  const factor = timing?.slowMotionFactor ?? 1;
  if (factor > 1 && !timing?.stated) return `at ${seconds(event.timeMs)} in the video`;
  return before ? `${seconds((event.timeMs - before.timeMs) / factor)} after ${EVENT_LABEL[before.name]}` : `at ${seconds(event.timeMs)}`;
}

/** Said at the finish when the clip cut it off, so that an unjudged hold is not read as a good one. */
const FINISH_CUT_OFF = 'The clip ends while you still hold the finish, so how long you hold it is not judged: keep filming until you relax.';

function positions({ metrics, faults, events, context, overallScore, finishCutOff, timing }: CoachingInput): AnalysisResults['positionDetails'] {
  return events.map((e, k) => {
    const info = POSITION_TEXT[e.name];
    const here = faults.filter((f) => f.position === e.name);
    const facts = info.metrics.map((key) => metricPhrase(metrics, key, context)).filter((p): p is string => p !== null);
    const when = whenItComes(e, events[k - 1], timing);
    const detailedFeedback = [
      `${when.charAt(0).toUpperCase()}${when.slice(1)}.`,
      facts.length > 0 ? `Measured at ${EVENT_LABEL[e.name]}: ${facts.join('; ')}.` : '',
      e.name === 'finish' && finishCutOff ? FINISH_CUT_OFF : '',
      here.length > 0
        ? `Shows here: ${here.map((f) => f.name.toLowerCase()).join(', ')}; see ${here.length > 1 ? 'their cards' : 'its card'} under Faults and Drills.`
        : `No fault shows at ${EVENT_LABEL[e.name]}.`,
    ]
      .filter(Boolean)
      .join(' ');
    return { description: info.title, analysis: { score: positionScore(e.name, faults, overallScore), detailedFeedback }, event: e.name };
  });
}
