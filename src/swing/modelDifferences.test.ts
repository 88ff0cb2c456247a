import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSwing } from './index';
import { handsHeightAtTop, modelDifferences, type ComparedSwing } from './modelDifferences';
import { modelledSwing } from './modelSwing';
import { syntheticGolfer } from './syntheticGolfer';
import type { Keypoint, PoseTrack } from './types';

// The real fixture swing (MoveNet on golfdb-test-swing.mp4, production sampling): a right-hander
// filmed down the line in slow motion, so the engine gives no times for it, only ratios.
const root = resolve(import.meta.dirname, '../..');
const fixture = JSON.parse(readFileSync(resolve(root, 'tests/fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8')) as PoseTrack;

function compared(track: PoseTrack): ComparedSwing {
  const outcome = analyzeSwing(track);
  if (outcome.kind !== 'swing') throw new Error(outcome.reason);
  return { track, results: outcome.analysis.analysisResults };
}
function model(view: 'face-on' | 'down-the-line', handedness: 'right' | 'left' = 'right'): ComparedSwing {
  const built = modelledSwing(view, handedness)!;
  return { track: built.track, results: built.analysis.analysisResults };
}
const metric = (swing: ComparedSwing, key: string) => swing.results.metrics.find((one) => one.key === key)?.value;

describe('the modelled swing a member compares with', () => {
  it('is built in the member’s view and handedness and read by the engine as such, at tour tempo', () => {
    for (const view of ['face-on', 'down-the-line'] as const) {
      for (const handedness of ['right', 'left'] as const) {
        const built = modelledSwing(view, handedness)!;
        expect(built.analysis.analysisResults.view).toBe(view);
        expect(built.analysis.analysisResults.handedness).toBe(handedness);
        expect(metric({ track: built.track, results: built.analysis.analysisResults }, 'tempoRatio')).toBeGreaterThan(2.8);
        expect(metric({ track: built.track, results: built.analysis.analysisResults }, 'tempoRatio')).toBeLessThan(3.3);
      }
    }
  });

  it('is not built for an oblique camera', () => {
    expect(modelledSwing('oblique', 'right')).toBeNull();
  });
});

describe('the differences from the model, named in numbers', () => {
  const member = compared(fixture);
  const dtlModel = model('down-the-line');

  it('names each measurement both swings have as the member’s minus the model’s, in inches from the height', () => {
    const differences = modelDifferences(member, dtlModel, 180);
    const byKey = new Map(differences.map((difference) => [difference.key, difference]));
    // The fixture stands up through impact (spine-angle change about −11°) where the model keeps it (about −4°).
    const posture = byKey.get('spineAngleChange')!;
    expect(posture.difference).toBeCloseTo(metric(member, 'spineAngleChange')! - metric(dtlModel, 'spineAngleChange')!, 6);
    expect(posture.difference).toBeLessThan(-3);
    expect(posture.text).toBe(`By impact you stand up ${Math.round(-posture.difference)}° more than the model`);
    expect(posture.at).toBe('impact');
    // Hips towards the ball: % of torso said to the half inch, and those inches in centimetres (a torso is 30 % of 180 cm).
    const thrust = byKey.get('hipThrust')!;
    const inches = Math.round(((thrust.difference / 100) * 0.3 * 180) / 2.54 / 0.5) * 0.5;
    expect(thrust.difference).toBeGreaterThan(3);
    expect(thrust.text).toContain(`${inches} in (${Math.round(inches * 2.54)} cm) further towards the ball by impact than the model's`);
    // The tempo is two ratios, the fixture's shorter backswing for its downswing said as such.
    expect(byKey.get('tempoRatio')!.text).toBe(
      `Tempo ${metric(member, 'tempoRatio')!.toFixed(1)} : 1 against the model's ${metric(dtlModel, 'tempoRatio')!.toFixed(1)} : 1: your backswing is short for your downswing`,
    );
    // In the order of the swing: address first, the tempo last.
    expect(differences[0]!.at).toBe('address');
    expect(differences.at(-1)!.key).toBe('tempoRatio');
  });

  it('leaves out what was not measured on both: no times for a slow-motion clip, no lead arm down the line', () => {
    const keys = modelDifferences(member, dtlModel, 180).map((difference) => difference.key);
    // The model has times; the slow-motion fixture does not, so none is compared (never as zero).
    expect(metric(dtlModel, 'backswingTime')).toBeDefined();
    expect(metric(member, 'backswingTime')).toBeUndefined();
    expect(keys).not.toContain('backswingTime');
    expect(keys).not.toContain('downswingTime');
    expect(keys).not.toContain('peakHandSpeed');
    expect(keys).not.toContain('leadArmBendTop');
  });

  it('reads the hands’ height at the top from both skeletons, each against its own torso', () => {
    const mine = handsHeightAtTop(member)!;
    const theirs = handsHeightAtTop(dtlModel)!;
    // Both golfers' hands are above their hips by more than a torso at the top.
    expect(mine).toBeGreaterThan(100);
    expect(theirs).toBeGreaterThan(100);
    const hands = modelDifferences(member, dtlModel, null).find((difference) => difference.key === 'handsHeightTop')!;
    expect(hands.difference).toBeCloseTo(mine - theirs, 6);
    // Without a height, in head-widths.
    expect(hands.text).toMatch(/^(Your hands at the top: .*head-width.* (higher|lower) than the model's|Hands at the top: about the same as the model's)$/);
  });

  it('reads the hands at the top from the surer wrist, not from one the pose slid down its forearm', () => {
    // The pose at the top often places one wrist on its forearm with a lower score (decision 2823).
    const LEFT_WRIST = 9;
    const RIGHT_WRIST = 10;
    const withLeftWrist = (place: (left: Keypoint, right: Keypoint) => Keypoint): ComparedSwing => ({
      ...dtlModel,
      track: {
        ...dtlModel.track,
        frames: dtlModel.track.frames.map((frame) => ({
          ...frame,
          keypoints: frame.keypoints.map((point, k) => (k === LEFT_WRIST ? place(point, frame.keypoints[RIGHT_WRIST]) : point)),
        })),
      },
    });
    const gripped = handsHeightAtTop(withLeftWrist((_, right) => right))!;
    const slid = handsHeightAtTop(withLeftWrist((_, right) => ({ x: right.x, y: right.y + 0.05, score: right.score / 2 })))!;
    // 0.05 of the frame is about a third of this golfer's torso: a middle weighted by score would
    // read the hands some 10 % of a torso lower.
    expect(slid).toBeCloseTo(gripped, 6);
  });

  it('compares the hands’ height only when both were filmed from the same side', () => {
    const keys = modelDifferences(member, model('face-on'), 180).map((difference) => difference.key);
    expect(keys).not.toContain('handsHeightTop');
  });

  it('says a face-on golfer’s bent lead arm, sway and times in degrees, inches and seconds', () => {
    const golfer = compared(syntheticGolfer({ view: 'face-on', leadArmBend: 28, sway: 15, backswing: 1.0, seed: 4 }).track);
    const faceOn = model('face-on');
    const byKey = new Map(modelDifferences(golfer, faceOn, 170).map((difference) => [difference.key, difference]));
    const arm = byKey.get('leadArmBendTop')!;
    expect(arm.difference).toBeCloseTo(metric(golfer, 'leadArmBendTop')! - metric(faceOn, 'leadArmBendTop')!, 6);
    expect(arm.text).toBe(`Your lead arm at the top: ${Math.round(arm.difference)}° more bent than the model's`);
    expect(arm.difference).toBeGreaterThan(15);
    expect(byKey.get('hipSway')!.text).toMatch(/^Your hips sway [\d.]+ in \(\d+ cm\) further away from the target than the model's$/);
    const backswing = byKey.get('backswingTime')!;
    expect(backswing.difference).toBeGreaterThan(0.2);
    expect(backswing.text).toBe(`Backswing ${backswing.difference.toFixed(2)} s longer than the model's`);
  });

  it('says the same swing is the same as the model', () => {
    const differences = modelDifferences(dtlModel, dtlModel, 180);
    expect(differences.length).toBeGreaterThan(5);
    for (const difference of differences) {
      expect(difference.difference).toBe(0);
      expect(difference.same).toBe(true);
      expect(difference.text).toMatch(/about the same/);
    }
  });
});
