import { describe, expect, it } from 'vitest';
import type { SwingEvent } from './analysis';
import { KEYPOINT_NAMES, type PoseTrack } from './poseTrack';
import { downswingClubShare, drawnPoints, drawsPlane, phaseAt, runsOf, runsUpTo, swingTrace } from './swingTrace';

const events: SwingEvent[] = [
  { name: 'address', frame: 10, timeMs: 333 },
  { name: 'top', frame: 20, timeMs: 667 },
  { name: 'impact', frame: 25, timeMs: 833 },
  { name: 'finish', frame: 35, timeMs: 1167 },
];

/** A track posed on the given frames, the wrists at (frame/100, 0.5) with the given score. */
function trackOn(frames: number[], wristScore = (_frame: number) => 0.9): PoseTrack {
  return {
    source: 'video',
    width: 640,
    height: 360,
    fps: 30,
    frameCount: 50,
    durationMs: 1667,
    model: 'lightning',
    frames: frames.map((frame) => ({
      frame,
      timeMs: (frame * 1000) / 30,
      keypoints: KEYPOINT_NAMES.map((name) =>
        name.endsWith('Wrist') ? { x: frame / 100, y: name === 'leftWrist' ? 0.4 : 0.6, score: wristScore(frame) } : { x: 0.5, y: 0.5, score: 0.9 },
      ),
    })),
    motion: [],
  };
}

describe('the swing trace', () => {
  it('reads the phase from the events, and none outside address to finish', () => {
    expect([9, 10, 20, 21, 25, 26, 35, 36].map((frame) => phaseAt(frame, events))).toEqual([
      null,
      'backswing',
      'backswing',
      'downswing',
      'downswing',
      'followThrough',
      'followThrough',
      null,
    ]);
    expect(
      phaseAt(
        15,
        events.filter((event) => event.name !== 'top'),
      ),
    ).toBeNull();
  });

  it('draws the hands between the wrists on every posed frame of the swing, one run a phase, joined at the changes', () => {
    const frames = Array.from({ length: 40 }, (_, frame) => frame);
    const { hands } = swingTrace(trackOn(frames), events);
    expect(hands.map((run) => run.phase)).toEqual(['backswing', 'downswing', 'followThrough']);
    expect(hands[0]!.points[0]).toEqual({ frame: 10, x: 0.1, y: 0.5 });
    // The downswing starts where the backswing ended: the path has no hole at the top.
    expect(hands[1]!.points.map((point) => point.frame)).toEqual([20, 21, 22, 23, 24, 25]);
    expect(hands[2]!.points.at(-1)!.frame).toBe(35);
  });

  it('leaves a gap where the wrists were not seen, rather than bridging it', () => {
    const frames = Array.from({ length: 40 }, (_, frame) => frame);
    const { hands } = swingTrace(
      trackOn(frames, (frame) => (frame >= 12 && frame <= 18 ? 0.1 : 0.9)),
      events,
    );
    expect(hands.filter((run) => run.phase === 'backswing').map((run) => run.points.map((point) => point.frame))).toEqual([
      [10, 11],
      [19, 20],
    ]);
  });

  it('draws the hands at the one wrist seen where the other was not', () => {
    const track = trackOn(Array.from({ length: 40 }, (_, frame) => frame));
    const leftWrist = KEYPOINT_NAMES.indexOf('leftWrist');
    for (const { frame, keypoints } of track.frames) if (frame >= 18 && frame <= 22) keypoints[leftWrist] = { ...keypoints[leftWrist], score: 0.1 };
    const points = swingTrace(track, events).hands.flatMap((run) => run.points);
    // The right wrist alone (y 0.6) around the top; between both (0.5) either side.
    expect(points.filter((point) => point.frame >= 17 && point.frame <= 23).map((point) => point.y)).toEqual([0.5, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.5]);
  });

  it('cuts the runs between two points that `joins` keeps apart, and at each phase change', () => {
    const runs = runsOf(
      [10, 12, 14, 30, 32].map((frame) => ({ frame, x: 0, y: 0 })),
      [...events.filter((event) => event.name !== 'finish'), { name: 'finish', frame: 40, timeMs: 1333 }],
      (previous, point) => point.frame - previous.frame <= 6,
    );
    expect(runs.map((run) => run.points.map((point) => point.frame))).toEqual([
      [10, 12, 14],
      [30, 32],
    ]);
  });

  it('draws only confident club samples in the downswing, and the address shaft from the sample nearest address', () => {
    const track: PoseTrack = {
      ...trackOn([10, 20]),
      club: [
        { frame: 9, head: { x: 0.8, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.9 },
        { frame: 15, head: { x: 0.1, y: 0.1 }, grip: { x: 0.5, y: 0.6 }, score: 1 },
        { frame: 21, head: { x: 0.7, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.97 },
        { frame: 22, head: { x: 0.6, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.2 },
        { frame: 23, head: { x: 0.5, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.8 },
        { frame: 24, head: { x: 0.4, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.95 },
        { frame: 30, head: { x: 0.1, y: 0.1 }, grip: { x: 0.5, y: 0.6 }, score: 1 },
      ],
    };
    const trace = swingTrace(track, events);
    // The path from clubheads scored 0.95 and over, from the top to impact only; the shaft at
    // address from one of 0.5 and over.
    // Frames 22 and 23 were searched and nothing placed the club there surely: a gap, not a line.
    expect(trace.club.map((run) => run.points.map((point) => point.frame))).toEqual([[21], [24]]);
    expect(trace.addressShaft).toEqual({ head: { frame: 9, x: 0.8, y: 0.9 }, grip: { frame: 9, x: 0.5, y: 0.6 } });
    expect(swingTrace(trackOn([10, 20]), events)).toMatchObject({ club: [], addressShaft: null });
  });

  it('joins clubheads frame to frame only, while the hands join across the frames the pose skipped', () => {
    const everyOther = Array.from({ length: 20 }, (_, k) => 2 * k);
    const head = (frame: number) => ({ frame, head: { x: frame / 100, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 1 });
    const trace = swingTrace({ ...trackOn(everyOther), club: [21, 22, 23, 25].map(head) }, events);
    expect(trace.club.map((run) => run.points.map((point) => point.frame))).toEqual([[21, 22, 23], [25]]);
    expect(trace.hands.find((run) => run.phase === 'downswing')!.points.map((point) => point.frame)).toEqual([20, 22, 24]);
  });

  it('does not join two clubheads further apart than the fastest clubhead travels in a frame of real time', () => {
    // A golfer 0.8 of the 360 px frame from nose to ankles at address: 317 px tall as read there.
    const standing = trackOn(Array.from({ length: 40 }, (_, frame) => frame));
    const golfer: PoseTrack = {
      ...standing,
      frames: standing.frames.map((posed) => ({
        ...posed,
        keypoints: posed.keypoints.map((keypoint, index) =>
          index === 0 ? { ...keypoint, y: 0.1 } : index === 15 || index === 16 ? { ...keypoint, y: 0.9 } : keypoint,
        ),
      })),
    };
    // 0.05 of the width is 32 px a frame; 0.2 is 128 px.
    const head = (frame: number, x: number) => ({ frame, head: { x, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 1 });
    const club = [head(21, 0.3), head(22, 0.35), head(23, 0.55), head(24, 0.6)];
    const runsAt = (slowMotionFactor?: number) =>
      swingTrace({ ...golfer, club }, events, slowMotionFactor).club.map((run) => run.points.map((point) => point.frame));
    // In real time a clubhead may travel 50 heights a second: 528 px a frame at 30 fps.
    expect(runsAt()).toEqual([[21, 22, 23, 24]]);
    // Ten times slowed, 53 px: the 128 px jump is not the club's.
    expect(runsAt(10)).toEqual([
      [21, 22],
      [23, 24],
    ]);
  });

  it('draws a point with nothing to join as a dot, and a line through its points as they are', () => {
    const dot = { phase: 'downswing' as const, points: [{ frame: 21, x: 0.4, y: 0.9 }] };
    expect(drawnPoints(dot)).toEqual([dot.points[0], dot.points[0]]);
    const line = { phase: 'downswing' as const, points: [dot.points[0], { frame: 22, x: 0.3, y: 0.9 }] };
    expect(drawnPoints(line)).toEqual(line.points);
  });

  it('draws the address shaft from the club at rest before the takeaway when the track has no club path', () => {
    const withTakeaway: SwingEvent[] = [...events, { name: 'takeaway', frame: 13, timeMs: 433 }];
    const resting = (frame: number, x: number, score = 0.9) => ({ frame, head: { x, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score });
    const shaftFrom = (stillClub: PoseTrack['stillClub']) => swingTrace({ ...trackOn([10, 20]), stillClub }, withTakeaway);
    // Read a few times a second: the nearest to address, before the club starts back, not the top's.
    expect(shaftFrom([resting(2, 0.7), resting(17, 0.1)]).addressShaft?.head).toEqual({ frame: 2, x: 0.7, y: 0.9 });
    expect(shaftFrom([resting(2, 0.7), resting(12, 0.8)]).addressShaft?.head).toEqual({ frame: 12, x: 0.8, y: 0.9 });
    expect(shaftFrom([resting(17, 0.1)]).addressShaft).toBeNull();
    // Unsure, or over a second (30 frames) before address: not the club at address.
    expect(shaftFrom([resting(8, 0.7, 0.3)]).addressShaft).toBeNull();
    const later = withTakeaway.map((event) => ({ ...event, frame: event.frame + 30 }));
    expect(swingTrace({ ...trackOn([40, 50]), stillClub: [resting(9, 0.7)] }, later).addressShaft).toBeNull();
    expect(swingTrace({ ...trackOn([40, 50]), stillClub: [resting(10, 0.7)] }, later).addressShaft?.head.frame).toBe(10);
    // The club at rest places the plane only: it is not drawn as the clubhead's path.
    expect(shaftFrom([resting(2, 0.7), resting(12, 0.8)]).club).toEqual([]);
  });

  it('draws the plane line down the line only, and only where the shaft was seen at address', () => {
    const seen = swingTrace({ ...trackOn([10, 20]), stillClub: [{ frame: 8, head: { x: 0.7, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.9 }] }, events);
    const unseen = swingTrace(trackOn([10, 20]), events);
    expect([drawsPlane(seen, 'down-the-line'), drawsPlane(seen, 'face-on'), drawsPlane(seen, undefined), drawsPlane(unseen, 'down-the-line')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('draws the clubhead at the ball where the shaft’s line runs on past it at impact', () => {
    // At address the clubhead rests at (0.6, 0.8); at impact the line through it runs on to (0.6, 0.9).
    const track: PoseTrack = {
      ...trackOn([10, 20]),
      club: [
        { frame: 10, head: { x: 0.6, y: 0.8 }, grip: { x: 0.6, y: 0.5 }, score: 0.97 },
        { frame: 25, head: { x: 0.6, y: 0.9 }, grip: { x: 0.6, y: 0.5 }, score: 0.97 },
      ],
    };
    const impact = swingTrace(track, events)
      .club.flatMap((run) => run.points)
      .find((point) => point.frame === 25);
    expect(impact).toEqual({ frame: 25, x: 0.6, y: 0.8 });
    // Without a confident club at address the ball is not known: the head is drawn where the tracker put it.
    const unsure = { ...track, club: track.club!.map((sample) => (sample.frame === 10 ? { ...sample, score: 0.3 } : sample)) };
    expect(swingTrace(unsure, events).club.flatMap((run) => run.points)).toEqual([{ frame: 25, x: 0.6, y: 0.9 }]);
  });

  it('says how much of the downswing the club was seen on', () => {
    const club = [20, 21, 22, 30].map((frame) => ({ frame, head: { x: 0.5, y: 0.5 }, grip: { x: 0.5, y: 0.4 }, score: 0.97 }));
    const trace = swingTrace({ ...trackOn([10]), club }, events);
    // Top 20 to impact 25 is six frames; three of them hold the club (frame 30 is after impact).
    expect(downswingClubShare(trace, events)).toBe(0.5);
    expect(downswingClubShare(swingTrace(trackOn([10]), events), events)).toBe(0);
  });

  it('grows with the video: up to a frame, only what was passed', () => {
    const { hands } = swingTrace(trackOn(Array.from({ length: 40 }, (_, frame) => frame)), events);
    const shown = runsUpTo(hands, 22);
    expect(shown.map((run) => run.phase)).toEqual(['backswing', 'downswing']);
    expect(shown[1]!.points.at(-1)!.frame).toBe(22);
    expect(runsUpTo(hands, 5)).toEqual([]);
  });
});
