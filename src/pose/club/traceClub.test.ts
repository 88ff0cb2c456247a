import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectSwing, sourceFrame } from '../../swing/detect';
import { EVENT_CONSTANTS } from '../../swing/eventConstants';
import type { PoseTrack } from '../../swing/types';
import type { IndexedFrame } from '../trackFrames';
import { AT_THE_TOP, frame, HEIGHT, paintDisc, pose, WIDTH } from './paintedGolfer';
import { searchScale } from './clubTracker';
import { clubSearchSize, swingStretches, traceClub } from './traceClub';

// The real fixture's pose track with the production sampling (see src/swing/fixtureTrack.test.ts).
const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../tests/fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8')) as PoseTrack;

/**
 * The track of a clip that plays the fixture twice over: its frames up to `cut` (all of them by
 * default), then every frame again.
 */
function playedTwice(track: PoseTrack, cut = track.frameCount): PoseTrack {
  const cutMs = cut < track.frameCount ? track.motion.find((sample) => sample.frame >= cut)!.timeMs : track.durationMs;
  const later = <T extends { frame: number; timeMs: number }>(sample: T): T => ({ ...sample, frame: sample.frame + cut, timeMs: sample.timeMs + cutMs });
  const before = <T extends { frame: number }>(sample: T) => sample.frame < cut;
  return {
    ...track,
    frameCount: cut + track.frameCount,
    durationMs: cutMs + track.durationMs,
    frames: [...track.frames.filter(before), ...track.frames.map(later)],
    motion: [...track.motion.filter(before), ...track.motion.map(later)],
  };
}

/** A swing's events as source frames: the engine's reading of swing `swing` of the track. */
function framesOf(track: PoseTrack, swing: number) {
  const detected = detectSwing(track, EVENT_CONSTANTS, swing)!;
  return (name: 'address' | 'takeaway' | 'impact' | 'finish') => sourceFrame(detected.dense, detected.events[name]);
}

describe('swingStretches', () => {
  it("runs from 2 s of the clip before the engine's address to 0.5 s after its finish, resting until its takeaway, end on possible until its impact", () => {
    const frameOf = framesOf(fixture, 0);
    const timeOf = new Map(fixture.motion.map((sample) => [sample.frame, sample.timeMs]));
    const from = timeOf.get(frameOf('address'))! - 2000;
    const to = timeOf.get(frameOf('finish'))! + 500;

    const stretches = swingStretches(fixture);

    expect(stretches).toHaveLength(1);
    const [stretch] = stretches;
    expect(stretch.restUntil).toBe(frameOf('takeaway'));
    expect(stretch.endOnUntil).toBe(frameOf('impact'));
    expect(timeOf.get(stretch.first)).toBeGreaterThanOrEqual(from);
    expect(timeOf.get(stretch.first - 1) ?? -Infinity).toBeLessThan(from);
    expect(timeOf.get(stretch.last)).toBeLessThanOrEqual(to);
    expect(timeOf.get(stretch.last + 1) ?? Infinity).toBeGreaterThan(to);
  });

  it('holds every swing of a clip of several, in order, not only the one measured: the member may pick another', () => {
    const twice = playedTwice(fixture);
    expect(detectSwing(twice)!.swings).toHaveLength(2);

    const stretches = swingStretches(twice);

    expect(stretches).toHaveLength(2);
    expect(stretches[0].last).toBeLessThan(stretches[1].first);
    stretches.forEach((stretch, swing) => {
      const frameOf = framesOf(twice, swing);
      expect(stretch.first, `swing ${swing}`).toBeLessThan(frameOf('address'));
      expect(stretch.last, `swing ${swing}`).toBeGreaterThan(frameOf('finish'));
      expect(stretch.restUntil, `swing ${swing}`).toBe(frameOf('takeaway'));
      expect(stretch.endOnUntil, `swing ${swing}`).toBe(frameOf('impact'));
    });
  });

  it('reads no frame twice where a swing follows close on another, and cuts neither swing', () => {
    // The second copy starts a quarter of a second after the first one's finish: its 2 s before
    // the address reach back past that finish.
    const close = playedTwice(fixture, framesOf(fixture, 0)('finish') + 8);
    expect(detectSwing(close)!.swings).toHaveLength(2);
    const [first, second] = [framesOf(close, 0), framesOf(close, 1)];

    const stretches = swingStretches(close);

    expect(stretches).toHaveLength(2);
    expect(stretches[0].last).toBeGreaterThanOrEqual(first('finish'));
    expect(stretches[1].first).toBe(stretches[0].last + 1);
    expect(stretches[1].first).toBeLessThan(second('address'));
    expect(stretches[1].last).toBeGreaterThan(second('finish'));
  });

  it('is empty for a track the engine finds no swing in', () => {
    expect(swingStretches({ ...fixture, frames: fixture.frames.slice(0, 2) })).toEqual([]);
  });
});

describe('clubSearchSize', () => {
  const [stretch] = swingStretches(fixture);
  const firstPose = fixture.frames.find((f) => f.frame >= stretch.first)!.keypoints;

  it('shrinks the frames as often as the tracker would, so that it searches them as they come', () => {
    // The fixture's torso is over 100 px at 354×492: the tracker searches it halved.
    expect(searchScale(firstPose, 354, 492)).toBe(2);
    const size = clubSearchSize(fixture, stretch, { width: 354, height: 492 });
    expect(size).toEqual({ width: 177, height: 246 });
    expect(searchScale(firstPose, size!.width, size!.height)).toBe(1);
  });

  it('is null when no pose in the stretch places the hands', () => {
    const handless = {
      ...fixture,
      frames: fixture.frames.map((f) => ({ ...f, keypoints: f.keypoints.map((k, i) => (i === 9 || i === 10 ? { ...k, score: 0 } : k)) })),
    };
    expect(clubSearchSize(handless, stretch, { width: 354, height: 492 })).toBeNull();
  });
});

describe('traceClub', () => {
  /** Ten frames of a golfer holding a club at rest, each posed, counting what is read and released. */
  function clip() {
    const read: number[] = [];
    const released: number[] = [];
    async function* frames(): AsyncGenerator<IndexedFrame> {
      for (let index = 0; index < 10; index += 1) {
        read.push(index);
        yield { ...frame(index, [250, 380]), timeMs: (index * 1000) / 30, release: () => released.push(index) };
      }
    }
    const track: PoseTrack = {
      source: 'video',
      width: WIDTH,
      height: HEIGHT,
      fps: 30,
      frameCount: 10,
      durationMs: 333,
      model: 'lightning',
      frames: Array.from({ length: 10 }, (_, index) => ({ frame: index, timeMs: (index * 1000) / 30, keypoints: pose() })),
      motion: [],
    };
    return { frames: frames(), track, read, released };
  }

  it('follows the club over its stretch only, and stops reading the clip after it', async () => {
    const { frames, track, read, released } = clip();

    const samples = await traceClub(frames, track, { first: 3, last: 6, restUntil: 0, endOnUntil: 0 });

    expect(samples.map((sample) => sample.frame)).toEqual([3, 4, 5, 6]);
    for (const { head } of samples) {
      expect(head.x * WIDTH).toBeCloseTo(250, -1);
      expect(head.y * HEIGHT).toBeCloseTo(380, -1);
    }
    // Frame 7 is read to learn that the stretch is over; nothing after it.
    expect(read).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(released).toEqual(read);
  });

  it('asks for its turn before each frame it searches', async () => {
    const { frames, track } = clip();
    let turns = 0;

    await traceClub(frames, track, { first: 2, last: 8, restUntil: 0, endOnUntil: 0 }, () => {
      turns += 1;
      return undefined;
    });

    expect(turns).toBe(7);
  });

  it('reads a club seen end on only up to impact', async () => {
    // Hands raised above the head and no shaft line, a dark head moving beside them (the top, seen
    // down the line): on every frame of the stretch, but read as the club only up to impact.
    async function* frames(): AsyncGenerator<IndexedFrame> {
      for (let index = 0; index < 10; index += 1) {
        yield { ...frame(index, null, paintDisc(220 + 5 * index, 40)), timeMs: (index * 1000) / 30 };
      }
    }
    const track: PoseTrack = {
      ...clip().track,
      frames: Array.from({ length: 10 }, (_, index) => ({ frame: index, timeMs: (index * 1000) / 30, keypoints: AT_THE_TOP })),
    };

    const samples = await traceClub(frames(), track, { first: 0, last: 9, restUntil: 0, endOnUntil: 6 });

    expect(samples.map((sample) => sample.frame)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const { frame: index, head } of samples) expect(Math.hypot(head.x * WIDTH - (220 + 5 * index), head.y * HEIGHT - 40)).toBeLessThan(4);
  });
});
