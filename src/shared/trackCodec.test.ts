import { describe, expect, it } from 'vitest';
import { KEYPOINT_NAMES, poseTrackSchema, type PoseTrack } from './poseTrack';
import { packedTrackSchema, packTrack, unpackTrack } from './trackCodec';

/** A track of full-precision numbers, as pose inference leaves them (the API test uses the engine's modelled golfer). */
function sampleTrack(): PoseTrack {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return {
    source: 'video',
    width: 354,
    height: 492,
    fps: 29.97,
    frameCount: 90,
    durationMs: 3003,
    model: 'lightning',
    frames: Array.from({ length: 30 }, (_, index) => ({
      frame: index * 3,
      timeMs: index * 100.1,
      keypoints: KEYPOINT_NAMES.map(() => ({ x: next(), y: next(), score: next() })),
    })),
    motion: Array.from({ length: 90 }, (_, frame) => ({ frame, timeMs: frame * 33.367, hands: next(), clubArc: next(), person: next(), clubPeak: next() })),
    // The club seen on some frames only: the gaps stay gaps.
    club: Array.from({ length: 20 }, (_, index) => ({
      frame: index * 4 + 1,
      head: { x: next(), y: next() },
      grip: { x: next(), y: next() },
      score: next(),
    })),
    // The club at rest on a few still posed frames.
    stillClub: Array.from({ length: 5 }, (_, index) => ({
      frame: index * 3,
      head: { x: next(), y: next() },
      grip: { x: next(), y: next() },
      score: next(),
    })),
  };
}

describe('the packed keypoint track', () => {
  const track = sampleTrack();

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

  it('keeps a track recorded before the club was tracked without a club', () => {
    const { club: _club, stillClub: _stillClub, ...older } = track;
    const unpacked = unpackTrack(packedTrackSchema.parse(JSON.parse(JSON.stringify(packTrack(older)))));
    expect('club' in unpacked).toBe(false);
    expect('stillClub' in unpacked).toBe(false);
    expect(unpacked).toEqual(older);
  });

  it('is smaller than the track as objects: the key names are not repeated (the numbers are all kept)', () => {
    expect(JSON.stringify(packTrack(track)).length).toBeLessThan(JSON.stringify(track).length * 0.8);
  });

  it('refuses columns that do not line up', () => {
    const packed = packTrack(track);
    expect(() => unpackTrack({ ...packed, frames: { ...packed.frames, keypoints: packed.frames.keypoints.slice(1) } })).toThrow(/line up/);
    expect(() => unpackTrack({ ...packed, motion: { ...packed.motion, hands: [] } })).toThrow(/line up/);
    expect(() => unpackTrack({ ...packed, club: { ...packed.club!, head: packed.club!.head.slice(2) } })).toThrow(/line up/);
    expect(() => unpackTrack({ ...packed, stillClub: { ...packed.stillClub!, score: [] } })).toThrow(/line up/);
  });
});
