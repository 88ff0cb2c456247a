import { describe, expect, it } from 'vitest';
import type { SwingAnalysis } from '../shared/analysis';
import type { SwingLength } from '../shared/swingLabels';
import { analyzeSwing } from './index';
import { syntheticGolfer, type GolferOptions } from './syntheticGolfer';

function analyse(golfer: Partial<GolferOptions>, swingLength?: SwingLength): SwingAnalysis {
  const outcome = analyzeSwing(syntheticGolfer(golfer).track, swingLength ? { swingLength } : {});
  if (outcome.kind !== 'swing') throw new Error(outcome.reason);
  return outcome.analysis;
}

const adjectiveOf = (length: SwingLength) => (length === 'Half swing' ? 'half' : 'three-quarter');
const faultCodes = (a: SwingAnalysis) => a.analysisResults.faults.map((f) => f.code);
const atTop = (a: SwingAnalysis) => a.analysisResults.positionDetails.find((p) => p.event === 'top')?.analysis.detailedFeedback ?? '';

describe('a swing the member says is shorter than full', () => {
  const shortTurn = { shoulderTurn: 50 };

  it('is judged as a full swing when said to be one', () => {
    expect(analyse(shortTurn, 'Full swing')).toEqual(analyse(shortTurn));
  });

  it.each(['Three-quarter swing', 'Half swing'] as const)('does not call a chosen short turn limited on a %s, and says the turn is not judged', (length) => {
    const adjective = adjectiveOf(length);
    expect(faultCodes(analyse(shortTurn))).toContain('limited_turn');
    const shorter = analyse(shortTurn, length);
    expect(faultCodes(shorter)).not.toContain('limited_turn');
    expect(atTop(shorter)).toMatch(new RegExp(`shoulder turn at the top \\d+° \\(not judged on a ${adjective} swing\\)`));
    expect(shorter.feedback).toContain(`right-handed ${adjective} swing`);
    // Measured as it was; the turn's range is no longer given as the good one.
    const values = (a: SwingAnalysis) => a.analysisResults.metrics.map(({ key, value }) => ({ key, value }));
    expect(values(shorter)).toEqual(values(analyse(shortTurn)));
    const turn = shorter.analysisResults.metrics.find((m) => m.key === 'shoulderTurn');
    expect(turn?.value).toBeLessThan(55);
    expect(turn).not.toHaveProperty('reference');
    expect(analyse(shortTurn).analysisResults.metrics.find((m) => m.key === 'shoulderTurn')?.reference).toBe('80–100');
  });

  it('does not praise a limited turn of the last session as fixed on a shorter swing', () => {
    const outcome = analyzeSwing(syntheticGolfer(shortTurn).track, { swingLength: 'Half swing', history: [['limited_turn']] });
    if (outcome.kind !== 'swing') throw new Error(outcome.reason);
    expect(outcome.analysis.feedback).toContain("Your last session's limited shoulder turn is not judged on a half swing, so it is not counted as fixed.");
    expect(outcome.analysis.feedback).not.toContain('Well done');
  });

  it("judges a half swing's tempo at two to one, as tour players swing their short game, and a full swing's at three", () => {
    // Read as 0.53 s back and 0.27 s down: Tour Tempo's 16/8 frames at 30 fps.
    const twoToOne = { backswing: 0.35, downswing: 0.3 };
    expect(faultCodes(analyse(twoToOne))).toEqual(expect.arrayContaining(['tempo_ratio_low', 'quick_tempo']));
    const half = analyse(twoToOne, 'Half swing');
    expect(faultCodes(half)).not.toContain('tempo_ratio_low');
    expect(faultCodes(half)).not.toContain('quick_tempo');
    expect(half.analysisResults.keyMetrics.tempo).toBeGreaterThan(analyse(twoToOne).analysisResults.keyMetrics.tempo);

    // A full swing's rhythm (read as 3.5 to 1) on what the member calls a half swing is a long backswing for it.
    const threeToOne = { backswing: 0.8, downswing: 0.25 };
    expect(faultCodes(analyse(threeToOne))).not.toContain('tempo_ratio_high');
    const halfAtThree = analyse(threeToOne, 'Half swing');
    expect(faultCodes(halfAtThree)).toContain('tempo_ratio_high');
    expect(halfAtThree.analysisResults.faults.find((f) => f.code === 'tempo_ratio_high')?.evidence).toContain('for a half swing is 1.8:1 to 2.2:1');
    // The measurements list gives the same range as the coaching.
    expect(halfAtThree.analysisResults.metrics.find((m) => m.key === 'tempoRatio')?.reference).toBe('1.8–2.2');
  });

  it.each(['Three-quarter swing', 'Half swing'] as const)(
    'scores no power on a %s, whose hands are slower by choice, and leaves it out of the overall score',
    (length) => {
      const full = analyse({});
      expect(full.analysisResults).not.toHaveProperty('unjudgedAreas');
      expect(full.analysisResults.keyMetrics.power).not.toBe(5);

      const shorter = analyse({}, length).analysisResults;
      expect(shorter.unjudgedAreas).toEqual(['power']);
      const speed = (metrics: SwingAnalysis['analysisResults']['metrics']) => metrics.find((m) => m.key === 'peakHandSpeed');
      expect(speed(shorter.metrics)?.value).toBe(speed(full.analysisResults.metrics)?.value);
      expect(speed(shorter.metrics)).not.toHaveProperty('reference');
      const { tempo, balance, power, accuracy } = shorter.keyMetrics;
      expect(power).toBe(5);
      expect(shorter.overallScore).toBe(Math.round((10 * (0.25 * tempo + 0.25 * balance + 0.3 * accuracy)) / 0.8));
      expect(analyse({}, length).feedback).not.toMatch(/area power|room in power/);
      // A power fault is still coached, without a power score to give back points to.
      const bentArm = analyse({ leadArmBend: 45 }, length).analysisResults;
      expect(bentArm.faults[0]?.code).toBe('bent_lead_arm');
      expect(bentArm.predictiveCoaching.nextMovePrediction).toBe(
        `Inside its limit it gives back power, which is not scored on a ${adjectiveOf(length)} swing.`,
      );
    },
  );

  it("gives each measurement the range the coaching judges it by, the club's where it has one", () => {
    const outcome = analyzeSwing(syntheticGolfer({}).track, { club: 'Driver', swingLength: 'Half swing' });
    if (outcome.kind !== 'swing') throw new Error(outcome.reason);
    const range = (key: string) => outcome.analysis.analysisResults.metrics.find((m) => m.key === key)?.reference;
    expect([range('stanceWidth'), range('shoulderTurn'), range('tempoRatio'), range('headMovement')]).toEqual(['1.1–1.7', undefined, '1.8–2.2', '< 20']);
  });
});
