import type { SwingAnalysis } from '../shared/analysis';
import { analyzeSwing } from './index';
import type { Handedness } from './body';
import { syntheticGolfer, type GolferOptions } from './syntheticGolfer';
import type { PoseTrack } from './types';

/** The views a modelled swing is built in: the two a member is asked to film. */
export type ModelView = 'face-on' | 'down-the-line';

/**
 * The modelled golfer a member compares with: tour tempo and positions (about 3 : 1, a straight lead
 * arm, a steady head, no sway, a full shoulder turn), without keypoint noise so the model's skeleton
 * is smooth. Everything else is the synthetic golfer's defaults.
 */
const MODEL_GOLFER: Partial<GolferOptions> = {
  idleBefore: 1.2,
  backswing: 0.75,
  downswing: 0.28,
  followThrough: 0.4,
  hold: 1.5,
  sway: 0,
  earlyExtension: 0,
  headMove: 2,
  headLift: 0,
  overTheTop: 0,
  leadArmBend: 5,
  chickenWing: 8,
  slide: 12,
  reverseSpine: 0,
  shoulderTurn: 90,
  noise: 0,
  confidence: 0.9,
  seed: 1,
};

export interface ModelSwing {
  track: PoseTrack;
  /** The engine's own analysis of the model: events and measurements read as a member's are. */
  analysis: SwingAnalysis;
}

/**
 * A reference swing built by the engine's synthetic golfer in the member's view and handedness,
 * measured by the same engine as the member's swing (so a difference is the swing, not the
 * ruler). Deterministic. Null for a view it is not built in (an oblique camera).
 */
export function modelledSwing(view: string, handedness: Handedness): ModelSwing | null {
  if (view !== 'face-on' && view !== 'down-the-line') return null;
  const { track } = syntheticGolfer({ ...MODEL_GOLFER, view, handedness });
  const outcome = analyzeSwing(track, { handedness });
  // The model is built to be a golf swing; the engine refusing it is a bug, not a member's problem.
  if (outcome.kind !== 'swing') throw new Error(`The modelled ${view} swing was not read as golf: ${outcome.reason}`);
  return { track, analysis: outcome.analysis };
}
