import { describe, expect, it } from 'vitest';
import { golferHeight, nearestPose } from './golferHeight';
import { KEYPOINT_NAMES, type PoseTrack } from './poseTrack';

/** Poses on the given frames, the nose at y 0.1 and the ankles at y 0.9 of a 640 × 360 frame, the nose scored `noseScore`. */
function standing(frames: number[], noseScore = 0.9): Pick<PoseTrack, 'frames' | 'width' | 'height'> {
  return {
    width: 640,
    height: 360,
    frames: frames.map((frame) => ({
      frame,
      timeMs: (frame * 1000) / 30,
      keypoints: KEYPOINT_NAMES.map((name) => ({
        x: 0.5,
        y: name === 'nose' ? 0.1 : name.endsWith('Ankle') ? 0.9 : 0.5,
        score: name === 'nose' ? noseScore : 0.9,
      })),
    })),
  };
}

describe('the golfer’s height at address', () => {
  it('reads nose to ankles plus a tenth, on the pose nearest the frame', () => {
    expect(nearestPose(standing([10, 14, 20]), 16)?.frame).toBe(14);
    expect(golferHeight(standing([10, 20]), 12)).toBeCloseTo(0.8 * 360 * 1.1, 6);
  });

  it('is not read without a pose, or from a nose the skeleton would not draw', () => {
    expect(golferHeight(standing([]), 12)).toBeNull();
    expect(golferHeight(standing([10], 0.1), 10)).toBeNull();
  });
});
