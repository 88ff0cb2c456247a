import { describe, expect, it } from 'vitest';
import { analyzeSwing } from './index';
import { syntheticGolfer } from './syntheticGolfer';
import type { PoseTrack } from './types';

/**
 * What the camera and the head do to the picture, and what the engine reads from it (decisions
 * 2606 and 2610). Finish balance is the hips over the lead foot: a TV camera that follows the ball
 * through the held finish moves the whole body in the picture and is not a loss of balance, nor is
 * a finish whose feet the camera has left; hips that slide over a still foot are. How long the
 * finish is held is judged only when the clip shows the golfer leave it. A camera that zooms in
 * after the ball does not shrink the swing's distances, and a head that turns is not a head that moves.
 */
const NOSE = 0;
const FACE = new Set([0, 1, 2, 3, 4]);
const ANKLES = new Set([15, 16]);

/**
 * The track with every frame from `from` to `until` changed by `move` (x, y in 0..1, and the
 * frame's share of the way through that stretch).
 */
function changedAfter(
  track: PoseTrack,
  from: number,
  move: (p: { x: number; y: number }, k: number, share: number) => { x: number; y: number; score?: number },
  until = Number.POSITIVE_INFINITY,
): PoseTrack {
  const last = Math.min(track.frames[track.frames.length - 1]!.frame, until);
  return {
    ...track,
    frames: track.frames.map((f) =>
      f.frame < from || f.frame > last
        ? f
        : { ...f, keypoints: f.keypoints.map((p, k) => ({ ...p, ...move(p, k, (f.frame - from) / Math.max(last - from, 1)) })) },
    ),
  };
}

function measured(track: PoseTrack, key: string) {
  const outcome = analyzeSwing(track);
  if (outcome.kind !== 'swing') throw new Error('expected a swing');
  const { metrics, faults } = outcome.analysis.analysisResults;
  return { value: metrics.find((m) => m.key === key)?.value, faults: faults.map((f) => f.code) };
}

function finishOf(track: PoseTrack) {
  const outcome = analyzeSwing(track);
  if (outcome.kind !== 'swing') throw new Error('expected a swing');
  const { metrics, faults } = outcome.analysis.analysisResults;
  return { drift: metrics.find((m) => m.key === 'finishStability')?.value, faults: faults.map((f) => f.code) };
}

describe('finish balance', () => {
  const { track, truth } = syntheticGolfer({ hold: 1.5 });

  it('does not count a camera panning after the ball through the finish', () => {
    const panned = changedAfter(track, truth.finish, (p, _, share) => ({ x: p.x - 0.15 * share, y: p.y + 0.03 * share }));
    const { drift, faults } = finishOf(panned);
    expect(drift).toBeLessThan(5);
    expect(faults).not.toContain('poor_finish_balance');
  });

  it('does not judge balance when the camera zooms in and leaves the feet out of the picture', () => {
    const zoomed = changedAfter(track, truth.finish, (p, k, share) => ({
      x: 0.5 + (p.x - 0.5) * (1 + share / 2),
      y: 0.5 + (p.y - 0.5) * (1 + share / 2),
      ...(ANKLES.has(k) ? { score: 0.1 } : {}),
    }));
    const { drift, faults } = finishOf(zoomed);
    expect(drift).toBeUndefined();
    expect(faults).not.toContain('poor_finish_balance');
  });

  it('does not judge how long a finish is held when the clip ends in it, and says so at the finish', () => {
    const cutOff = analyzeSwing(syntheticGolfer({ hold: 0.3 }).track);
    const left = analyzeSwing(syntheticGolfer({ hold: 0.3, relax: 0.6 }).track);
    if (cutOff.kind !== 'swing' || left.kind !== 'swing') throw new Error('expected swings');
    const hold = (a: typeof cutOff.analysis) => a.analysisResults.metrics.find((m) => m.key === 'finishHold')?.value;
    const finishText = (a: typeof cutOff.analysis) => a.analysisResults.positionDetails.find((p) => p.event === 'finish')?.analysis.detailedFeedback;
    expect(hold(cutOff.analysis)).toBeUndefined();
    expect(cutOff.analysis.analysisResults.faults.map((f) => f.code)).not.toContain('short_finish');
    expect(finishText(cutOff.analysis)).toContain('The clip ends while you still hold the finish');
    expect(hold(left.analysis)).toBeLessThan(0.5);
    expect(left.analysis.analysisResults.faults.map((f) => f.code)).toContain('short_finish');
    expect(finishText(left.analysis)).not.toContain('The clip ends while you still hold the finish');
  });

  it('still counts hips that slide over still feet', () => {
    const slid = changedAfter(track, truth.finish, (p, k, share) => (ANKLES.has(k) ? p : { x: p.x + 0.06 * share, y: p.y }));
    const { drift, faults } = finishOf(slid);
    expect(drift).toBeGreaterThan(8);
    expect(faults).toContain('poor_finish_balance');
  });
});

describe('the swing in the picture', () => {
  it('counts the skull, not a nose that sweeps sideways as the head turns', () => {
    const { track, truth } = syntheticGolfer();
    // A third of a torso (110 px of 720) and back between address and impact.
    const sweep = (share: number) => (0.33 * 110 * Math.sin(Math.PI * share)) / 720;
    const turned = changedAfter(track, truth.address, (p, k, share) => (k === NOSE ? { x: p.x - sweep(share), y: p.y } : p), truth.impact);
    const moved = changedAfter(track, truth.address, (p, k, share) => (FACE.has(k) ? { x: p.x - sweep(share), y: p.y } : p), truth.impact);
    const still = measured(turned, 'headMovement');
    expect(still.value).toBeLessThan(10);
    expect(still.faults).not.toContain('head_movement');
    const swayed = measured(moved, 'headMovement');
    expect(swayed.value).toBeGreaterThan(25);
    expect(swayed.faults).toContain('head_movement');
  });

  it('reads the hip slide at the swing’s own size when the camera zooms in after the ball', () => {
    // Most of the clip is the held finish, filmed ever closer: the clip's median size is the zoomed one.
    const { track, truth } = syntheticGolfer({ slide: 20, hold: 3 });
    const zoom = (share: number) => 1 + 1.5 * Math.min(1, 3 * share);
    const zoomed = changedAfter(track, truth.impact + 3, (p, _, share) => ({ x: 0.5 + (p.x - 0.5) * zoom(share), y: 0.5 + (p.y - 0.5) * zoom(share) }));
    const plain = measured(track, 'hipSlide').value!;
    expect(plain).toBeGreaterThan(15);
    expect(measured(zoomed, 'hipSlide').value).toBeCloseTo(plain, 0);
  });
});
