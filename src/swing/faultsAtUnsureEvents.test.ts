import { describe, expect, it } from 'vitest';
import { UNSURE_BELOW } from '../shared/eventConfirmation';
import type { SwingAnalysis } from '../shared/analysis';
import { analyzeSwing, analyzeSwingWithEvents } from './index';
import { syntheticGolfer } from './syntheticGolfer';
import type { PoseTrack } from './types';

/** A golfer whose head rises a quarter of a torso by impact: a high head lift (limit 15 %). */
const { track, truth } = syntheticGolfer({ headLift: 25 });

/**
 * The same swing with the picture changing most four frames before impact, as a blur or a camera
 * starting to zoom does: the club's fastest moment, the impact's second reading, leaves the hands'
 * low point and the engine is unsure of its impact.
 */
function blurredBeforeImpact(swing: PoseTrack): PoseTrack {
  const busiest = Math.max(...swing.motion.map((m) => m.hands + m.clubArc));
  return { ...swing, motion: swing.motion.map((m) => (m.frame === truth.impact - 4 ? { ...m, hands: busiest, clubArc: busiest } : m)) };
}

const swingOf = (outcome: ReturnType<typeof analyzeSwing>): SwingAnalysis => {
  if (outcome.kind !== 'swing') throw new Error(`expected a swing, got ${outcome.kind}`);
  return outcome.analysis;
};
const impactConfidence = (a: SwingAnalysis) => a.analysisResults.events.find((e) => e.name === 'impact')?.confidence;
const headLift = (a: SwingAnalysis) => a.analysisResults.faults.find((f) => f.code === 'head_lift');

describe('faults at a position the engine is unsure of', () => {
  it('calls a high fault high at an impact the engine stands behind', () => {
    const analysis = swingOf(analyzeSwing(track));
    expect(impactConfidence(analysis)).toBeGreaterThanOrEqual(UNSURE_BELOW);
    expect(headLift(analysis)?.severity).toBe('high');
    expect(analysis.analysisResults.overallScore).toBeLessThan(80);
  });

  it('names the same fault at an impact it is unsure of, medium at most, and says why', () => {
    const analysis = swingOf(analyzeSwing(blurredBeforeImpact(track)));
    expect(impactConfidence(analysis)).toBeLessThan(UNSURE_BELOW);
    const fault = headLift(analysis);
    expect(fault?.severity).toBe('medium');
    expect(fault?.evidence).toContain('We were not sure of this frame');
    expect(analysis.analysisResults.faults.filter((f) => f.severity === 'high')).toEqual([]);
  });

  it('judges it in full once the member confirms the impact at its frame', () => {
    const unsure = swingOf(analyzeSwing(blurredBeforeImpact(track)));
    const impact = unsure.analysisResults.events.find((e) => e.name === 'impact')!;
    const confirmations = [{ event: 'impact' as const, frame: impact.frame, confirmedAt: new Date().toISOString() }];
    const confirmed = swingOf(analyzeSwing(blurredBeforeImpact(track), { confirmations }));
    // The frame and the engine's confidence in it stay; the member's word stands behind it.
    expect(confirmed.analysisResults.events).toEqual(unsure.analysisResults.events);
    expect(headLift(confirmed)?.severity).toBe('high');
    expect(headLift(confirmed)?.evidence).not.toContain('not sure');
    // A confirmation of another frame is not one of this impact.
    const elsewhere = [{ ...confirmations[0]!, frame: impact.frame + 1 }];
    expect(headLift(swingOf(analyzeSwing(blurredBeforeImpact(track), { confirmations: elsewhere })))?.severity).toBe('medium');
  });

  it('judges it in full once the member sets the impact', () => {
    const outcome = analyzeSwingWithEvents(blurredBeforeImpact(track), { impact: truth.impact });
    expect(outcome.kind).toBe('swing');
    if (outcome.kind !== 'swing') return;
    expect(impactConfidence(outcome.analysis)).toBeUndefined();
    expect(headLift(outcome.analysis)?.severity).toBe('high');
    expect(headLift(outcome.analysis)?.evidence).not.toContain('not sure');
  });
});
