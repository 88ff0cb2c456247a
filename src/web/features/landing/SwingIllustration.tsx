/**
 * The hero's picture: a pose skeleton at the top of the backswing with the club's arc and the
 * event markers the analysis finds. Drawn as SVG so it costs no request and stays sharp.
 */

const JOINTS = {
  head: [150, 62],
  neck: [152, 88],
  leftShoulder: [128, 96],
  rightShoulder: [176, 94],
  leftElbow: [150, 70],
  rightElbow: [190, 66],
  hands: [172, 44],
  hip: [150, 158],
  leftHip: [136, 160],
  rightHip: [166, 158],
  leftKnee: [128, 208],
  rightKnee: [176, 206],
  leftAnkle: [122, 256],
  rightAnkle: [186, 256],
} as const;

type Joint = keyof typeof JOINTS;

const BONES: ReadonlyArray<[Joint, Joint]> = [
  ['head', 'neck'],
  ['neck', 'leftShoulder'],
  ['neck', 'rightShoulder'],
  ['leftShoulder', 'leftElbow'],
  ['leftElbow', 'hands'],
  ['rightShoulder', 'rightElbow'],
  ['rightElbow', 'hands'],
  ['neck', 'hip'],
  ['hip', 'leftHip'],
  ['hip', 'rightHip'],
  ['leftHip', 'leftKnee'],
  ['leftKnee', 'leftAnkle'],
  ['rightHip', 'rightKnee'],
  ['rightKnee', 'rightAnkle'],
];

const EVENTS = [
  { label: 'Address', x: 112, y: 262 },
  { label: 'Top', x: 232, y: 30 },
  { label: 'Impact', x: 196, y: 268 },
];

export function SwingIllustration() {
  return (
    <figure className="relative mx-auto w-full max-w-md rounded-3xl border border-white/10 bg-fairway-800/80 p-6 shadow-2xl">
      <svg viewBox="0 0 300 300" className="w-full" role="img" aria-label="A golfer's pose skeleton at the top of the swing with the club's arc">
        <defs>
          <linearGradient id="turf" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#1f6b4f" stopOpacity="0" />
            <stop offset="1" stopColor="#1f6b4f" stopOpacity="0.7" />
          </linearGradient>
        </defs>
        <rect x="0" y="200" width="300" height="100" fill="url(#turf)" />
        <path d="M116 262 C 40 200, 60 40, 232 30" fill="none" stroke="#d4af37" strokeWidth="2.5" strokeDasharray="6 6" opacity="0.8" />
        <path d="M232 30 C 270 120, 240 230, 196 268" fill="none" stroke="#ecd488" strokeWidth="2.5" opacity="0.9" />
        <line x1={JOINTS.hands[0]} y1={JOINTS.hands[1]} x2="232" y2="30" stroke="#faf8f2" strokeWidth="3" strokeLinecap="round" />
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
          <circle key={joint} cx={JOINTS[joint][0]} cy={JOINTS[joint][1]} r={joint === 'head' ? 13 : 4.5} fill={joint === 'head' ? 'none' : '#d4af37'} stroke="#d4af37" strokeWidth="3" />
        ))}
        {EVENTS.map((event) => (
          <g key={event.label}>
            <circle cx={event.x} cy={event.y} r="6" fill="#0a2a20" stroke="#d4af37" strokeWidth="2.5" />
            <text x={event.x + 10} y={event.y + 4} fill="#faf8f2" fontSize="12" fontFamily="Inter Variable, sans-serif" fontWeight="600">
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
