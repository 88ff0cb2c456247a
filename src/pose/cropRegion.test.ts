import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../swing/types';
import { cropRegionFromKeypoints, fullViewRegion, keypointsToFrame, torsoVisible } from './cropRegion';

/** A standing person in a 1000×500 frame, normalised, every joint seen with `score`. */
function standing(score = 0.8): Keypoint[] {
  const px: [number, number][] = [
    [500, 100],
    [495, 95],
    [505, 95],
    [490, 98],
    [510, 98], // head
    [470, 150],
    [530, 150],
    [460, 200],
    [540, 200],
    [455, 250],
    [545, 250], // shoulders, elbows, wrists
    [480, 250],
    [520, 250],
    [478, 330],
    [522, 330],
    [476, 400],
    [524, 400], // hips, knees, ankles
  ];
  return px.map(([x, y]) => ({ x: x / 1000, y: y / 500, score }));
}

describe('crop regions', () => {
  it('the full view is a square as large as the long side, centred', () => {
    expect(fullViewRegion(1000, 500)).toEqual({ cx: 500, cy: 250, size: 1000 });
    expect(fullViewRegion(354, 492)).toEqual({ cx: 177, cy: 246, size: 492 });
  });

  it('maps crop-normalised keypoints back to the frame', () => {
    const [k] = keypointsToFrame([{ x: 0.5, y: 0.25, score: 0.9 }], { cx: 300, cy: 200, size: 100 }, 1000, 500);
    expect(k.x).toBeCloseTo(0.3);
    expect(k.y).toBeCloseTo((150 + 25) / 500);
    expect(k.score).toBe(0.9);
  });

  it('crops around the hips, reaching past the whole body', () => {
    const region = cropRegionFromKeypoints(standing(), 1000, 500)!;
    expect(region.cx).toBeCloseTo(500);
    expect(region.cy).toBeCloseTo(250);
    // Head 150 px above the hips, ankles 150 below: the square holds both with room to spare.
    expect(region.size / 2).toBeGreaterThan(150 * 1.2);
    expect(region.size).toBeLessThan(500);
  });

  it('has no crop when the torso is not seen, or when the crop would fill the frame', () => {
    expect(cropRegionFromKeypoints(standing(0.1), 1000, 500)).toBeNull();
    expect(torsoVisible(standing(0.1))).toBe(false);
    expect(torsoVisible(standing(0.5))).toBe(true);
    const huge = standing().map((k) => ({ ...k, y: (k.y - 0.5) * 3 + 0.5 }));
    expect(cropRegionFromKeypoints(huge, 1000, 500)).toBeNull();
  });
});
