import { describe, expect, it } from 'vitest';
import { KEYPOINT_NAMES, type PoseTrack } from '../../../../swing/types';
import { containRect, poseAt } from './poseTrack';
import { frameAt, snapToFrame, steppedTime } from './useVideoState';

function trackWith(frames: Array<{ timeMs: number; x: number; score?: number }>): PoseTrack {
  return {
    source: 'video',
    width: 354,
    height: 492,
    fps: 30,
    frameCount: 100,
    durationMs: 3300,
    model: 'lightning',
    frames: frames.map(({ timeMs, x, score = 0.9 }) => ({
      frame: Math.round(timeMs / (1000 / 30)),
      timeMs,
      keypoints: KEYPOINT_NAMES.map(() => ({ x, y: 1 - x, score })),
    })),
    motion: [],
  };
}

describe('poseAt', () => {
  const track = trackWith([
    { timeMs: 0, x: 0.2 },
    { timeMs: 250, x: 0.4, score: 0.3 },
    { timeMs: 500, x: 0.8 },
  ]);
  it('returns the sampled pose at a sampled time', () => {
    expect(poseAt(track, 250)![0]).toEqual({ x: 0.4, y: 0.6, score: 0.3 });
  });
  it('interpolates between sampled frames, keeping the lower confidence', () => {
    const point = poseAt(track, 375)![5]!;
    expect(point.x).toBeCloseTo(0.6);
    expect(point.y).toBeCloseTo(0.4);
    expect(point.score).toBe(0.3);
  });
  it('holds the nearest pose outside the sampled span', () => {
    expect(poseAt(track, -10)![0]!.x).toBe(0.2);
    expect(poseAt(track, 9000)![0]!.x).toBe(0.8);
  });
  it('is null for a track without frames', () => {
    expect(poseAt(trackWith([]), 100)).toBeNull();
  });
});

describe('containRect', () => {
  it('letterboxes a portrait video in a landscape box (bars left and right)', () => {
    expect(containRect(800, 492, 354, 492)).toEqual({ x: 223, y: 0, width: 354, height: 492 });
  });
  it('letterboxes a landscape video in a portrait box (bars top and bottom)', () => {
    const rect = containRect(390, 600, 1920, 1080);
    expect(rect.width).toBeCloseTo(390);
    expect(rect.height).toBeCloseTo(219.375);
    expect(rect.y).toBeCloseTo((600 - 219.375) / 2);
  });
  it('is empty before the media size is known', () => {
    expect(containRect(400, 300, 0, 0)).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});

describe('steppedTime', () => {
  it('moves one frame at a time, aiming at the middle of the frame', () => {
    expect(steppedTime(0, 30, 1, 3)).toBeCloseTo(1.5 / 30);
    expect(steppedTime(1.5 / 30, 30, 1, 3)).toBeCloseTo(2.5 / 30);
    expect(steppedTime(2.5 / 30, 30, -1, 3)).toBeCloseTo(1.5 / 30);
  });
  it('stops at both ends of the clip', () => {
    expect(steppedTime(0, 30, -1, 3)).toBe(0);
    expect(steppedTime(2.99, 30, 1, 3)).toBeCloseTo(3 - 0.5 / 30);
  });
});

describe('frameAt and snapToFrame', () => {
  it('reads an event time a hair before its frame start as that frame', () => {
    expect(frameAt(142 / 29.97 - 1e-6, 29.97)).toBe(142);
    expect(frameAt(142.5 / 29.97, 29.97)).toBe(142);
    expect(frameAt(142.9 / 29.97, 29.97)).toBe(142);
  });
  it('snaps a seek to the middle of its frame', () => {
    expect(snapToFrame(142 / 29.97 - 1e-6, 29.97)).toBeCloseTo(142.5 / 29.97);
    expect(snapToFrame(0, 30)).toBeCloseTo(0.5 / 30);
  });
});
