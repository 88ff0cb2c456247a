import type { AnalysisResults, KeyMetrics, SwingEventName } from '../shared/analysis';
import type { Handedness } from './body';
import { formatValue, type FoundFault } from './faults';
import { METRIC_INFO, type MetricKey, type SwingMetrics } from './metrics';
import type { CameraView } from './orientation';
import { positionScore } from './scoring';

export interface CoachingInput {
  metrics: SwingMetrics;
  faults: readonly FoundFault[];
  keyMetrics: KeyMetrics;
  overallScore: number;
  view: CameraView;
  handedness: Handedness;
  /** Events with their times, in swing order (one for a still image). */
  events: readonly { name: SwingEventName; frame: number; timeMs: number }[];
  /** 'swing' for a video, 'posture' for a still image. */
  kind: 'swing' | 'posture';
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

const EVENT_LABEL: Record<SwingEventName, string> = {
  address: 'address',
  takeaway: 'takeaway',
  toeUp: 'toe-up',
  midBackswing: 'mid-backswing',
  top: 'the top',
  midDownswing: 'mid-downswing',
  impact: 'impact',
  midFollowThrough: 'mid-follow-through',
  finish: 'the finish',
};

const AREA_NAMES = { tempo: 'tempo', balance: 'balance', power: 'power', accuracy: 'accuracy' } as const;

function phrase(metrics: SwingMetrics, key: MetricKey): string | null {
  const value = metrics[key];
  if (value === undefined) return null;
  const info = METRIC_INFO[key];
  return `${info.label.toLowerCase()} ${formatValue(value, info.unit)} (tour ${info.reference})`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function viewName(view: CameraView): string {
  return view === 'unknown' ? 'an angled camera' : `a ${view} camera`;
}

/** Every text of the reply, composed from this swing's own measurements and faults. */
export function composeCoaching(input: CoachingInput): CoachingTexts {
  const { metrics, faults, keyMetrics, overallScore, view, handedness, events, kind } = input;
  const main = faults[0];
  const areas = Object.entries(keyMetrics) as [keyof KeyMetrics, number][];
  const strongest = areas.reduce((a, b) => (b[1] > a[1] ? b : a));
  const weakest = areas.reduce((a, b) => (b[1] < a[1] ? b : a));
  const subject = kind === 'swing' ? 'swing' : 'position';
  const measured = (['tempoRatio', 'headMovement', 'peakHandSpeed', 'spineAngleAddress', 'kneeFlex'] as const)
    .map((k) => phrase(metrics, k))
    .filter((p): p is string => p !== null);

  const feedback = [
    `Overall ${overallScore}/100 for this ${handedness}-handed ${subject}, seen from ${viewName(view)}.`,
    measured.length > 0 ? `Measured: ${measured.join('; ')}.` : '',
    `Strongest area: ${AREA_NAMES[strongest[0]]} ${strongest[1]}/10; most room to grow: ${AREA_NAMES[weakest[0]]} ${weakest[1]}/10.`,
    faults.length > 0
      ? `Found ${faults.length} fault${faults.length > 1 ? 's' : ''}: ${faults.map((f) => `${f.name} (${f.severity})`).join(', ')}. Start with ${main.name.toLowerCase()}: ${main.evidence}`
      : `No fault passed its limit on this ${subject}; keep repeating it.`,
  ]
    .filter(Boolean)
    .join(' ');

  const timeline = events.map((e) => `${EVENT_LABEL[e.name]} at ${seconds(e.timeMs)} (frame ${e.frame})`).join(', ');
  const visualCoaching =
    kind === 'swing'
      ? `Key positions found on your video: ${timeline}. Step through them on the player: the skeleton shows where the hands, hips and head were at each one. ${
          main ? `Watch ${EVENT_LABEL[main.position]} closely — that is where the ${main.name.toLowerCase()} shows.` : 'Compare the top and the finish with your address to see how centred you stayed.'
        }`
      : `Position read from your photo: ${timeline}. The skeleton overlay shows the spine, knees and hands as measured. ${
          main ? `Look at the ${main.name.toLowerCase()} first: ${main.evidence}` : 'Your set-up checks passed; a video of the full swing unlocks tempo and motion analysis.'
        }`;

  const revolutionaryCoaching = main
    ? `Fix one thing: ${main.name.toLowerCase()}. ${main.ballFlight} Drill: ${main.drill} Re-film from ${viewName(view)} after 20 balls and compare the ${METRIC_INFO[main.metric].label.toLowerCase()}.`
    : kind === 'swing'
      ? `No measurement passed a fault limit. Next: hold the ${formatValue(metrics.tempoRatio ?? 3, 'ratio')} tempo under pressure — play nine holes counting your rhythm on every full shot, then re-film.`
      : `Your set-up is sound. Film the whole swing from the same spot so tempo, turn and balance can be measured too.`;

  const phase = kind === 'swing' ? 'Full swing' : events[0] ? POSITION_TEXT[events[0].name].title.split(':')[0] : 'Set-up';
  const issues = faults.map((f) => `${f.name}: ${f.evidence}`);
  const nextMove = main
    ? {
        priority: main.severity,
        action: `Work on: ${main.name}`,
        description: `${main.evidence} ${main.ballFlight}`,
        visualCue: main.drill,
      }
    : {
        priority: 'low' as const,
        action: kind === 'swing' ? 'Groove your tempo' : 'Film a full swing',
        description:
          kind === 'swing'
            ? `Backswing ${seconds(1000 * (metrics.backswingTime ?? 0))}, downswing ${seconds(1000 * (metrics.downswingTime ?? 0))}: repeat this rhythm.`
            : 'A video from the same angle lets us time your swing and find its positions.',
        visualCue: kind === 'swing' ? 'Hold the finish for three seconds after every shot.' : 'Camera at hip height, whole body and club in the frame.',
      };

  const quickWins = faults.slice(0, 3).map((f) => `${f.name}: ${f.drill}`);
  if (quickWins.length < 3 && metrics.finishHold !== undefined) quickWins.push(`Hold your finish: you held it ${seconds(1000 * metrics.finishHold)}; aim for 3 s.`);
  if (quickWins.length < 3 && metrics.tempoRatio !== undefined) quickWins.push(`Tempo check: your ratio was ${formatValue(metrics.tempoRatio, 'ratio')}; tour players swing near 3:1.`);
  if (quickWins.length < 3 && metrics.spineAngleAddress !== undefined) quickWins.push(`Set-up: your spine tilt was ${formatValue(metrics.spineAngleAddress, 'deg')}; 30–45° is typical.`);
  if (quickWins.length === 0) quickWins.push(`Film from ${viewName(view === 'face-on' ? 'down-the-line' : 'face-on')} too, to measure what this angle hides.`);

  const predictiveCoaching = main
    ? {
        nextMovePrediction: `Untreated, the ${main.name.toLowerCase()} (${main.evidence.replace(/\.$/, '')}) will keep showing up: ${main.ballFlight.charAt(0).toLowerCase()}${main.ballFlight.slice(1)}`,
        correctionNeeded: `${main.drill} Target: bring it back inside the limit given in the evidence.`,
      }
    : {
        nextMovePrediction: `With ${AREA_NAMES[weakest[0]]} at ${weakest[1]}/10 the next gains come from there.`,
        correctionNeeded: `Keep ${AREA_NAMES[strongest[0]]} at ${strongest[1]}/10 and raise ${AREA_NAMES[weakest[0]]}.`,
      };

  const positionDetails = events.map((e, k) => {
    const info = POSITION_TEXT[e.name];
    const here = faults.filter((f) => f.position === e.name);
    const facts = info.metrics.map((key) => phrase(metrics, key)).filter((p): p is string => p !== null);
    const prev = events[k - 1];
    const timing = prev ? `${seconds(e.timeMs - prev.timeMs)} after ${EVENT_LABEL[prev.name]}` : `at ${seconds(e.timeMs)}`;
    const detailedFeedback = [
      `Frame ${e.frame}, ${timing}.`,
      facts.length > 0 ? `Measured: ${facts.join('; ')}.` : '',
      here.length > 0 ? here.map((f) => `${f.name} — ${f.evidence} ${f.drill}`).join(' ') : 'Nothing here passed a fault limit.',
    ]
      .filter(Boolean)
      .join(' ');
    return { description: info.title, analysis: { score: positionScore(e.name, faults), detailedFeedback }, event: e.name };
  });

  return {
    feedback,
    visualCoaching,
    revolutionaryCoaching,
    currentPosition: { phase, issues },
    nextMove,
    quickWins,
    predictiveCoaching,
    positionDetails,
  };
}
