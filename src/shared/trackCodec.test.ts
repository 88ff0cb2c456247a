import { describe, expect, it } from 'vitest';
import { syntheticGolfer } from '../swing/testing/syntheticGolfer';
import { poseTrackSchema } from './poseTrack';
import { packedTrackSchema, packTrack, unpackTrack } from './trackCodec';

describe('the packed keypoint track', () => {
  const { track } = syntheticGolfer({ seed: 5 });

  it('decodes to the same track, through JSON as it travels', () => {
    const travelled = packedTrackSchema.parse(JSON.parse(JSON.stringify(packTrack(track))));
    expect(unpackTrack(travelled)).toEqual(poseTrackSchema.parse(track));
  });

  it('keeps a motion sample without clubPeak without one (tracks recorded before it was measured)', () => {
    const older = { ...track, motion: track.motion.map(({ clubPeak: _peak, ...sample }) => sample) };
    const unpacked = unpackTrack(packTrack(older));
    expect(unpacked.motion.every((sample) => !('clubPeak' in sample))).toBe(true);
    expect(unpacked).toEqual(older);
  });

  it('is smaller than the track as objects: the key names are not repeated (the numbers are all kept)', () => {
    expect(JSON.stringify(packTrack(track)).length).toBeLessThan(JSON.stringify(track).length * 0.8);
  });

  it('refuses columns that do not line up', () => {
    const packed = packTrack(track);
    expect(() => unpackTrack({ ...packed, frames: { ...packed.frames, keypoints: packed.frames.keypoints.slice(1) } })).toThrow(/line up/);
    expect(() => unpackTrack({ ...packed, motion: { ...packed.motion, hands: [] } })).toThrow(/line up/);
  });
});
