import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../swing/types';
import { ADAPTIVE, interpolateKeypoints, isNextAnchor, poseChange } from './sampling';

/** A person with the torso 100 px long in a 1000×1000 frame; `handsX` moves the wrists. */
function pose(handsX = 500, score = 0.9): Keypoint[] {
  const k = Array.from({ length: 17 }, () => ({ x: 0.5, y: 0.5, score }));
  k[5] = { x: 0.48, y: 0.4, score };
  k[6] = { x: 0.52, y: 0.4, score };
  k[11] = { x: 0.48, y: 0.5, score };
  k[12] = { x: 0.52, y: 0.5, score };
  k[9] = { x: handsX / 1000, y: 0.55, score };
  k[10] = { x: handsX / 1000, y: 0.55, score };
  return k;
}

describe('poseChange', () => {
  it('is the largest joint travel in torso lengths', () => {
    expect(poseChange(pose(500), pose(500), 1000, 1000)).toBe(0);
    expect(poseChange(pose(500), pose(550), 1000, 1000)).toBeCloseTo(0.5);
  });

  it('ignores joints the model is unsure of', () => {
    const unsure = pose(900);
    unsure[9].score = 0.1;
    unsure[10].score = 0.1;
    expect(poseChange(pose(500), unsure, 1000, 1000)).toBe(0);
  });

  it('is infinite when the person appears or disappears, zero when never there', () => {
    expect(poseChange(pose(500), pose(500, 0.05), 1000, 1000)).toBe(Number.POSITIVE_INFINITY);
    expect(poseChange(pose(500, 0.05), pose(700, 0.05), 1000, 1000)).toBe(0);
  });
});

describe('anchors and interpolation', () => {
  it('takes an anchor every 250 ms, or every 32 frames at high frame rates', () => {
    const anchor = { frame: 10, timeMs: 333 };
    expect(isNextAnchor(ADAPTIVE.gap, anchor, { index: 17, timeMs: 566 })).toBe(false);
    expect(isNextAnchor(ADAPTIVE.gap, anchor, { index: 18, timeMs: 600 })).toBe(true);
    expect(isNextAnchor(ADAPTIVE.gap, anchor, { index: 42, timeMs: 466 })).toBe(true);
  });

  it('interpolates keypoints linearly, keeping the lower score', () => {
    const a = pose(500, 0.9);
    const b = pose(600, 0.6);
    const mid = interpolateKeypoints(a, b, 0.25);
    expect(mid[9].x).toBeCloseTo(0.525);
    expect(mid[9].score).toBe(0.6);
  });
});
