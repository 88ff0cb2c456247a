import type { SwingTrace, TraceRun } from '../../../../shared/swingTrace';
import { drawnPoints, planeLine, runsUpTo } from '../../../../shared/swingTrace';
import { PHASE_COLOURS, PLANE_COLOUR } from '../../../../shared/swingTracePhases';

interface TraceOverlayProps {
  trace: SwingTrace;
  /** The frame on screen: while playing, the paths are drawn up to it; paused, whole. */
  frame: number;
  playing: boolean;
  show: { handPath: boolean; clubPath: boolean; plane: boolean };
  /** Another swing's trace laid over this video (the compares): dashed white like its ghost skeleton, so the two never read as one. */
  ghost?: boolean;
}

const EDGE = 'rgba(8, 30, 20, 0.7)';
const GHOST_COLOUR = 'rgba(255, 255, 255, 0.9)';
const PLANE_DASH = '8 6';

/**
 * The swing trace over the video, in 0..1 of the frame's box (the box has the video's aspect, as
 * the drawing layer's does): the hands' path, the clubhead's path where it was seen with
 * confidence, each coloured by phase, and the shaft's plane at address.
 */
export function TraceOverlay({ trace, frame, playing, show, ghost = false }: TraceOverlayProps) {
  const testId = ghost ? 'ghost-trace' : 'swing-trace';
  const upTo = (runs: TraceRun[]) => (playing ? runsUpTo(runs, frame) : runs);
  const plane = trace.addressShaft && planeLine(trace.addressShaft);
  return (
    <svg viewBox="0 0 1 1" preserveAspectRatio="none" className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden data-testid={testId}>
      {show.plane && plane && (
        <>
          <line {...planeEnds(plane)} stroke={EDGE} strokeWidth={4} strokeDasharray={PLANE_DASH} vectorEffect="non-scaling-stroke" />
          <line
            data-testid="trace-plane"
            {...planeEnds(plane)}
            stroke={PLANE_COLOUR}
            strokeWidth={2.5}
            strokeDasharray={PLANE_DASH}
            vectorEffect="non-scaling-stroke"
          />
        </>
      )}
      {show.clubPath && <Paths runs={upTo(trace.club)} width={4} ghost={ghost} testId={`${ghost ? 'ghost-' : ''}trace-club`} />}
      {show.handPath && <Paths runs={upTo(trace.hands)} width={3} ghost={ghost} testId={`${ghost ? 'ghost-' : ''}trace-hands`} />}
    </svg>
  );
}

function Paths({ runs, width, ghost, testId }: { runs: TraceRun[]; width: number; ghost: boolean; testId: string }) {
  const dash = ghost ? `${width * 2} ${width * 1.5}` : undefined;
  return (
    <g data-testid={testId}>
      {runs.map((run, index) => {
        const points = drawnPoints(run)
          .map((point) => `${point.x},${point.y}`)
          .join(' ');
        const line = { fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'round', vectorEffect: 'non-scaling-stroke' } as const;
        return (
          <g key={index} data-phase={run.phase}>
            <polyline points={points} stroke={EDGE} strokeWidth={width + 2} strokeDasharray={dash} {...line} />
            <polyline points={points} stroke={ghost ? GHOST_COLOUR : PHASE_COLOURS[run.phase]} strokeWidth={width} strokeDasharray={dash} {...line} />
          </g>
        );
      })}
    </g>
  );
}

function planeEnds({ from, to }: ReturnType<typeof planeLine>) {
  return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
}
