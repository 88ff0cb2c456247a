import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PoseTrack } from '../../swing/types';
import { mp4FrameTimes, Mp4ParseError } from './mp4FrameTimes';

const root = resolve(import.meta.dirname, '../../..');
const fixtures = process.env.SWING_FIXTURES_DIR ?? resolve(root, '../shared/fixtures/swings');
const bytes = (file: string) => {
  const data = readFileSync(file);
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
};

describe('mp4FrameTimes', () => {
  it('gives the frame times ffmpeg decodes on the server, frame for frame', () => {
    // The server's track of the fixture, posed on every frame, holds ffmpeg's timestamp of each frame.
    const track = JSON.parse(readFileSync(resolve(root, 'tests/fixtures/tracks/golfdb-test-swing.all-frames.json'), 'utf8')) as PoseTrack;
    const times = mp4FrameTimes(bytes(resolve(fixtures, 'golfdb-test-swing.mp4')));
    expect(times).toHaveLength(track.frameCount);
    for (const frame of track.frames) expect(times[frame.frame]).toBeCloseTo(frame.timeMs, 0);
  });

  it('reads QuickTime files too, and refuses a file without a movie', () => {
    expect(mp4FrameTimes(bytes(resolve(fixtures, 'dtl-amateur-iron-night-30fps.mov')))).toHaveLength(136);
    expect(() => mp4FrameTimes(new TextEncoder().encode('not a movie at all').buffer as ArrayBuffer)).toThrow(Mp4ParseError);
  });
});
