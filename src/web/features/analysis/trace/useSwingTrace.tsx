import { useMemo } from 'react';
import type { AnalysisResults, ClubTrace, SwingEvent } from '../../../../shared/analysis';
import type { PoseTrack } from '../../../../shared/poseTrack';
import { downswingClubShare, drawsPlane, swingTrace, type SwingTrace } from '../../../../shared/swingTrace';
import type { PlayerLayer } from '../player/layers';
import { usePlayerLayer } from '../player/playerLayers';
import { TraceOverlay } from './TraceOverlay';
import { TracePanel } from './TracePanel';

/**
 * The swing trace as a layer of the result page's player: the hands' path (from the pose, on
 * every analysis), the clubhead's path where the track carries confident club samples, and the
 * shaft plane at address on a down-the-line view; with its switches and what it is missing below.
 * Null when the swing has no trace (no track yet, a still image, events missing). `clubTrace` is
 * the analysis's club read, which the page is told of while it runs (decision 2816); `timing`
 * bounds how far the clubhead can travel between frames (swingTrace).
 */
export function useSwingTrace(
  track: PoseTrack | null,
  events: readonly SwingEvent[],
  { view, timing, clubTrace }: { view: AnalysisResults['view'] | undefined; timing?: AnalysisResults['timing']; clubTrace?: ClubTrace },
): PlayerLayer | null {
  const [handPath, toggleHands] = usePlayerLayer('handPath');
  const [clubPath, toggleClub] = usePlayerLayer('clubPath');
  const [plane, togglePlane] = usePlayerLayer('plane');
  const slowMotionFactor = timing?.slowMotionFactor;
  const trace = useMemo(() => (track && track.source === 'video' ? swingTrace(track, events, slowMotionFactor) : null), [track, events, slowMotionFactor]);
  if (!trace || trace.hands.length + trace.club.length === 0) return null;
  const downTheLine = view === 'down-the-line';
  const switches = [
    { label: 'Hand path', shown: handPath, onToggle: toggleHands, unavailable: trace.hands.length === 0 },
    { label: 'Club path', shown: clubPath, onToggle: toggleClub, unavailable: trace.club.length === 0 },
    ...(downTheLine ? [{ label: 'Plane', shown: plane, onToggle: togglePlane, unavailable: !trace.addressShaft }] : []),
  ];
  return {
    id: 'trace',
    overlay: (player) => (
      <TraceOverlay trace={trace} frame={player.frame} playing={player.playing} show={{ handPath, clubPath, plane: plane && drawsPlane(trace, view) }} />
    ),
    panel: () => (
      <TracePanel switches={switches} note={traceNote(trace, events, downTheLine, clubTrace === 'tracing')} plane={plane && drawsPlane(trace, view)} />
    ),
  };
}

/** What the trace lacks on this swing, said plainly: a gap must not pass for the club's path. */
function traceNote(trace: SwingTrace, events: readonly SwingEvent[], downTheLine: boolean, tracing: boolean): string | null {
  if (tracing) return 'Tracing the club through this swing: its path appears here in a few seconds. Until then the path drawn is that of the hands.';
  const plane = downTheLine && !trace.addressShaft ? ' The club was not seen clearly at address, so no plane is drawn.' : '';
  if (trace.club.length === 0) {
    const atRest = downTheLine && trace.addressShaft ? ' The plane line is the shaft as the club rested at address.' : plane;
    return `The club is not traced through this swing: the path drawn is that of the hands, from the body tracking.${atRest}`;
  }
  const share = Math.round(downswingClubShare(trace, events) * 100);
  if (share >= 100 && !plane) return null;
  const dots = trace.club.some((run) => run.points.length === 1) ? ', and a dot is a clubhead seen with no sure neighbour to join it to' : '';
  return `The club was seen clearly on ${share} % of the downswing; the gaps are where it could not be placed with confidence${dots}.${plane}`;
}
