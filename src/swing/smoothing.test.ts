import { describe, expect, it } from 'vitest';
import { smoothTrack } from './smoothing';
import { KEYPOINT_NAMES, type PoseTrack } from './types';

const WRIST = KEYPOINT_NAMES.indexOf('leftWrist');

/** A still body whose left wrist moves right at 2 px a frame; `bad` frames see it wrongly. */
function track(frames: number[], bad: (frame: number) => boolean): PoseTrack {
  return {
    source: 'video',
    width: 100,
    height: 100,
    fps: 30,
    frameCount: 40,
    durationMs: 1333,
    model: 'lightning',
    motion: [],
    frames: frames.map((frame) => ({
      frame,
      timeMs: (frame * 1000) / 30,
      keypoints: KEYPOINT_NAMES.map((_, k) =>
        k === WRIST ? (bad(frame) ? { x: 0.9, y: 0.1, score: 0.1 } : { x: (20 + 2 * frame) / 100, y: 0.5, score: 0.8 }) : { x: 0.5, y: 0.5, score: 0.8 },
      ),
    })),
  };
}

describe('smoothTrack', () => {
  it('bridges a hidden wrist from the frames where it was seen', () => {
    const dense = smoothTrack(track([...Array(40).keys()], (f) => f >= 15 && f <= 19));
    for (let f = 15; f <= 19; f += 1) {
      expect(Math.abs(dense.points[f][WRIST].x - (20 + 2 * f))).toBeLessThan(2);
      expect(Math.abs(dense.points[f][WRIST].y - 50)).toBeLessThan(2);
      expect(dense.points[f][WRIST].score).toBeLessThan(0.5);
    }
  });

  it('fills every frame between unevenly sampled poses, keeping a steady motion in place', () => {
    const sampled = [0, 8, 16, 18, 20, 21, 22, 23, 24, 32, 39];
    const dense = smoothTrack(track(sampled, () => false));
    expect(dense.points).toHaveLength(40);
    expect(dense.timeMs[10]).toBeCloseTo(333.33, 1);
    for (const f of [4, 12, 19, 28, 36]) expect(dense.points[f][WRIST].x).toBeCloseTo(20 + 2 * f, 0);
  });
});
