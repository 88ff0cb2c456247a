import type { KeyMetrics } from '../shared/analysis';
import type { FaultArea, FoundFault } from './faults';
import type { SwingMetrics } from './metrics';
import { clamp, round } from './stats';
import { FULL_SWING_TEMPO, type Standard } from './swingLength';

/** Points a fault costs in its area's score (out of 10) and in its position's score (out of 100). */
export const AREA_PENALTY = { high: 2.5, medium: 1.5, low: 0.5 } as const;
const POSITION_PENALTY = { high: 30, medium: 18, low: 8 } as const;
/**
 * The product's score bands (spec: 80 and above "Excellent"). A swing with a high-severity fault
 * stays below that band: "Excellent" above "Over the top (high)" tells the golfer two things.
 */
const EXCELLENT_FROM = 80;
/** Peak hand speed, in torso lengths per second, that earns full power marks (about 7 m/s at the hands). */
const FULL_POWER_SPEED = 14;

/**
 * Areas the swing's video measured but its standard leaves unjudged: a shorter swing's hand speed
 * is slow by choice, so power is not scored on it (decision 2418).
 */
export function areasLeftUnjudged(metrics: SwingMetrics, standard: Pick<Standard, 'unjudged'>): (keyof KeyMetrics)[] {
  return metrics.peakHandSpeed !== undefined && standard.unjudged?.includes('peakHandSpeed') ? ['power'] : [];
}

/**
 * keyMetrics out of 10 and the overall score, as written in docs/swing-analysis.md:
 * - tempo    = 10 − 2.5·max(0, |ratio − 3| − one frame's worth of ratio) − tempo-fault penalties,
 *   centred on 2 instead of 3 for a half swing (swingLength.ts)
 * - balance  = 10 − balance-fault penalties − 0.1 per % of torso of head movement beyond 20
 * - power    = 10 · min(1, peak hand speed / 14) − power-fault penalties
 * - accuracy = 10 − accuracy-fault penalties
 * - overall  = 10 · (0.25 tempo + 0.25 balance + 0.2 power + 0.3 accuracy), rounded, and at most
 *   79 (below "Excellent") when a fault is high.
 * A still image shows no motion: tempo and power stay at a neutral 5 and the overall score is
 * 10 · (0.5 balance + 0.5 accuracy). A slow-motion clip shows no true speed, and a shorter swing's
 * speed is not judged: power stays at a neutral 5 and the overall score is
 * 10 · (0.25 tempo + 0.25 balance + 0.3 accuracy) / 0.8.
 */
export function scoreSwing(
  metrics: SwingMetrics,
  faults: readonly FoundFault[],
  kind: 'swing' | 'posture',
  allowance: SwingMetrics = {},
  standard: Pick<Standard, 'unjudged' | 'tempoRatio'> = {},
): { keyMetrics: KeyMetrics; overallScore: number } {
  const penalty = (area: FaultArea) => faults.filter((f) => f.area === area).reduce((s, f) => s + AREA_PENALTY[f.severity], 0);
  const tempoTarget = standard.tempoRatio ?? FULL_SWING_TEMPO;
  const ratio = metrics.tempoRatio ?? tempoTarget;
  const still = kind === 'posture';
  // Events fall on whole frames: at 30 fps a six-frame downswing one frame shorter moves the
  // ratio by 0.8, so the score, like the tempo faults (frameAllowance), is not charged for that part.
  const offTempo = Math.max(0, Math.abs(ratio - tempoTarget) - (allowance.tempoRatio ?? 0));
  const tempo = still ? 5 : 10 - 2.5 * offTempo - penalty('tempo');
  const balance = 10 - penalty('balance') - 0.1 * Math.max(0, (metrics.headMovement ?? 0) - 20);
  // Speed cannot be read from a slow-motion clip (metrics.ts), nor judged on a shorter swing:
  // power is then neutral and left out of the overall score.
  const powerScored = metrics.peakHandSpeed !== undefined && areasLeftUnjudged(metrics, standard).length === 0;
  const power = still || !powerScored ? 5 : 10 * Math.min(1, (metrics.peakHandSpeed ?? 0) / FULL_POWER_SPEED) - penalty('power');
  const accuracy = 10 - penalty('accuracy');
  const keyMetrics = {
    tempo: round(clamp(tempo, 0, 10), 1),
    balance: round(clamp(balance, 0, 10), 1),
    power: round(clamp(power, 0, 10), 1),
    accuracy: round(clamp(accuracy, 0, 10), 1),
  };
  const overall = still
    ? 10 * (0.5 * keyMetrics.balance + 0.5 * keyMetrics.accuracy)
    : powerScored
      ? 10 * (0.25 * keyMetrics.tempo + 0.25 * keyMetrics.balance + 0.2 * keyMetrics.power + 0.3 * keyMetrics.accuracy)
      : (10 * (0.25 * keyMetrics.tempo + 0.25 * keyMetrics.balance + 0.3 * keyMetrics.accuracy)) / 0.8;
  const ceiling = faults.some((f) => f.severity === 'high') ? EXCELLENT_FROM - 1 : 100;
  return { keyMetrics, overallScore: Math.round(clamp(overall, 0, ceiling)) };
}

/**
 * A position's score out of 100: the swing's overall score less the penalties of the faults that
 * show there. One moment cannot read better than the swing it belongs to (a 100 beside an
 * overall 67 told the golfer two different things), and a fault there takes it lower.
 */
export function positionScore(position: string, faults: readonly FoundFault[], overallScore: number): number {
  const lost = faults.filter((f) => f.position === position).reduce((s, f) => s + POSITION_PENALTY[f.severity], 0);
  return clamp(overallScore - lost, 0, 100);
}
