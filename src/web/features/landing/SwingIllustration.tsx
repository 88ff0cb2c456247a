/**
 * The hero's picture: a pose skeleton at the top of the backswing with the hands' path in the
 * trace's phase colours and the event markers the analysis finds, as a member's result page draws
 * them. It leaves out the clubhead's path, which a result page draws only where that swing's club
 * was seen clearly (decision 2816). Drawn as SVG so it costs no request and stays sharp.
 */
import { PHASE_COLOURS } from '../../../shared/swingTracePhases';

// A right-handed golfer seen face-on at the top of the backswing: the hands above the trail
// shoulder (viewer's left), the lead arm straight across the chest, the club pointing at the target.
const JOINTS = {
  head: [150, 58],
  neck: [150, 80],
  trailShoulder: [130, 92],
  leadShoulder: [160, 94],
  trailElbow: [108, 80],
  leadElbow: [134, 66],
  hands: [112, 40],
  hip: [150, 156],
  trailHip: [138, 158],
  leadHip: [162, 158],
  trailKnee: [132, 208],
  leadKnee: [162, 206],
  trailAnkle: [126, 258],
  leadAnkle: [176, 258],
} as const;

type Joint = keyof typeof JOINTS;

const BONES: ReadonlyArray<[Joint, Joint]> = [
  ['head', 'neck'],
  ['neck', 'trailShoulder'],
  ['neck', 'leadShoulder'],
  ['leadShoulder', 'leadElbow'],
  ['leadElbow', 'hands'],
  ['trailShoulder', 'trailElbow'],
  ['trailElbow', 'hands'],
  ['neck', 'hip'],
  ['hip', 'trailHip'],
  ['hip', 'leadHip'],
  ['trailHip', 'trailKnee'],
  ['trailKnee', 'trailAnkle'],
  ['leadHip', 'leadKnee'],
  ['leadKnee', 'leadAnkle'],
];

const CLUBHEAD_AT_TOP = [178, 24] as const;

const HANDS_AT_ADDRESS = [146, 180] as const;
const HANDS_AT_IMPACT = [156, 182] as const;

/** The hands' path, one curve a phase, joined at the events. */
const HAND_PATH = [
  { phase: 'backswing', d: `M${HANDS_AT_ADDRESS.join(' ')} C 104 176, 84 96, ${JOINTS.hands.join(' ')}` },
  { phase: 'downswing', d: `M${JOINTS.hands.join(' ')} C 100 104, 120 176, ${HANDS_AT_IMPACT.join(' ')}` },
  { phase: 'followThrough', d: `M${HANDS_AT_IMPACT.join(' ')} C 204 176, 222 104, 198 56` },
] as const;

const EVENTS = [
  { label: 'Address', at: HANDS_AT_ADDRESS, anchor: 'end' },
  { label: 'Top', at: JOINTS.hands, anchor: 'end' },
  { label: 'Impact', at: HANDS_AT_IMPACT, anchor: 'start' },
] as const;

export function SwingIllustration() {
  return (
    <figure className="relative mx-auto w-full max-w-md rounded-3xl border border-white/10 bg-fairway-800/80 p-6 shadow-2xl">
      <svg viewBox="0 0 300 300" className="w-full" role="img" aria-label="A golfer's pose skeleton at the top of the swing with the path of the hands">
        <defs>
          <linearGradient id="turf" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#1f6b4f" stopOpacity="0" />
            <stop offset="1" stopColor="#1f6b4f" stopOpacity="0.7" />
          </linearGradient>
        </defs>
        <rect x="0" y="200" width="300" height="100" fill="url(#turf)" />
        {HAND_PATH.map(({ phase, d }) => (
          <path key={phase} d={d} fill="none" stroke={PHASE_COLOURS[phase]} strokeWidth="3" strokeLinecap="round" />
        ))}
        <line
          x1={JOINTS.hands[0]}
          y1={JOINTS.hands[1]}
          x2={CLUBHEAD_AT_TOP[0]}
          y2={CLUBHEAD_AT_TOP[1]}
          stroke="#faf8f2"
          strokeWidth="3"
          strokeLinecap="round"
        />
        {BONES.map(([from, to]) => (
          <line
            key={`${from}-${to}`}
            x1={JOINTS[from][0]}
            y1={JOINTS[from][1]}
            x2={JOINTS[to][0]}
            y2={JOINTS[to][1]}
            stroke="#b9d7c4"
            strokeWidth="4"
            strokeLinecap="round"
          />
        ))}
        {(Object.keys(JOINTS) as Joint[]).map((joint) => (
          <circle
            key={joint}
            cx={JOINTS[joint][0]}
            cy={JOINTS[joint][1]}
            r={joint === 'head' ? 13 : 4.5}
            fill={joint === 'head' ? 'none' : '#d4af37'}
            stroke="#d4af37"
            strokeWidth="3"
          />
        ))}
        {EVENTS.map((event) => (
          <g key={event.label}>
            <circle cx={event.at[0]} cy={event.at[1]} r="6" fill="#0a2a20" stroke="#d4af37" strokeWidth="2.5" />
            <text
              x={event.anchor === 'end' ? event.at[0] - 10 : event.at[0] + 10}
              y={event.at[1] + 4}
              textAnchor={event.anchor}
              fill="#faf8f2"
              fontSize="12"
              fontFamily="Inter Variable, sans-serif"
              fontWeight="600"
            >
              {event.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-4 flex flex-wrap justify-center gap-2 text-xs font-semibold">
        {['Swing events', 'Tempo', 'Balance', 'Turn', 'Head movement'].map((item) => (
          <span key={item} className="rounded-full bg-white/10 px-3 py-1 text-cream/90">
            {item}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
