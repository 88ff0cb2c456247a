import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { poseTrackSchema } from './poseTrack';

const recorded = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8'));

describe('poseTrackSchema', () => {
  it('accepts a track recorded by the pose model, unchanged', () => {
    expect(poseTrackSchema.parse(recorded)).toEqual(recorded);
  });

  it('refuses a frame without all 17 keypoints and a track without its size', () => {
    const shortFrame = { ...recorded, frames: [{ ...recorded.frames[0], keypoints: recorded.frames[0].keypoints.slice(1) }] };
    expect(poseTrackSchema.safeParse(shortFrame).success).toBe(false);
    const { width: _width, ...sizeless } = recorded;
    expect(poseTrackSchema.safeParse(sizeless).success).toBe(false);
  });
});
