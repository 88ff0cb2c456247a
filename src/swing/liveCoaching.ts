import type { LivePhase, PoseAnalysis } from '../shared/live';
import { analyzeSwing } from './index';
import { singleFrameTrack } from './livePhases';
import type { Keypoint } from './types';

/** What to do next in each phase: the cue the Live Coaching Feedback card shows while it lasts. */
const PHASE_CUES: Record<LivePhase, string> = {
  address: 'Settle over the ball, then start the club back low and slow.',
  backswing: 'Turn your shoulders away until your back faces the target.',
  impact: 'Keep turning your chest through the ball.',
  'follow-through': 'Hold your finish in balance, then set up for the next swing.',
};

/**
 * The advice for a phase just entered. At address the golfer is still, so the engine's own
 * posture check (the same as for a still photo) measures the set-up and its faults become the
 * corrections; while the body swings a single frame cannot be measured fairly, so the other
 * phases carry their cue only.
 */
export function liveAdvice(phase: LivePhase, keypoints: readonly Keypoint[], width: number, height: number): PoseAnalysis {
  if (phase !== 'address') return { phase, corrections: [], nextMove: PHASE_CUES[phase] };
  const outcome = analyzeSwing(singleFrameTrack(keypoints, width, height));
  if (outcome.kind !== 'swing') return { phase, corrections: [], nextMove: PHASE_CUES.address };
  const faults = outcome.analysis.analysisResults.faults;
  return {
    phase,
    corrections: faults.map((fault) => `${fault.name}: ${fault.evidence}`),
    nextMove: faults[0]?.feel ?? PHASE_CUES.address,
  };
}

/** The short message shown for 3 s when a phase is entered, or null when the card's cue is enough. */
export function phaseFeedback(advice: PoseAnalysis): string | null {
  if (advice.phase === 'follow-through') return 'Swing complete. Set up again when you are ready.';
  if (advice.phase === 'address' && advice.corrections.length > 0) return `Before you swing: ${advice.corrections[0]}`;
  return null;
}
