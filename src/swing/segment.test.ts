import { describe, expect, it } from 'vitest';
import { detectSwing, sourceFrame } from './detect';
import { clipSwings, findSwings, pickSwing } from './segment';
import type { Signals } from './signals';
import { syntheticGolfer } from './syntheticGolfer';
import type { PoseTrack } from './types';

/** Hands' heights (torso lengths) joined by straight ramps, one value per frame at 30 fps. */
function signalsThrough(points: readonly [frame: number, height: number][]): Signals {
  const handHeight: number[] = [];
  for (let k = 1; k < points.length; k += 1) {
    const [f0, h0] = points[k - 1];
    const [f1, h1] = points[k];
    for (let f = f0; f < f1; f += 1) handHeight.push(h0 + ((h1 - h0) * (f - f0)) / (f1 - f0));
  }
  handHeight.push(points[points.length - 1][1]);
  const timeMs = handHeight.map((_, i) => (1000 * i) / 30);
  const handSpeed = handHeight.map((h, i) => Math.abs(h - handHeight[Math.max(i - 1, 0)]) * 30);
  return {
    timeMs,
    scale: 100,
    handHeight,
    handSpeed,
    handPosition: handHeight.map((h) => ({ x: 0, y: -100 * h })),
    clubMotion: [],
    personMotion: [],
    clubPeak: [],
    slowMotionFactor: 1,
    slowMotionStated: false,
    hasMotion: false,
  };
}

/** The same track with every frame from `from` on seen `times` bigger about the picture's centre, as a camera walking up to the golfer. */
function zoomedFrom(track: PoseTrack, from: number, times: number): PoseTrack {
  return {
    ...track,
    frames: track.frames.map((f) =>
      f.frame < from ? f : { ...f, keypoints: f.keypoints.map((k) => ({ ...k, x: 0.5 + (k.x - 0.5) * times, y: 0.5 + (k.y - 0.5) * times })) },
    ),
  };
}

/** Address, top at 1.5, impact at 0.2 (frame 58), a finish held at 1.2 until frame 90. */
const SWING: readonly [frame: number, height: number][] = [
  [0, 0],
  [30, 0],
  [50, 1.5],
  [58, 0.2],
  [68, 1.2],
  [90, 1.2],
];

describe('finding the swing', () => {
  it('takes impact at the bottom of the downswing when the golfer lowers the club after a finish below his top', () => {
    // The swing, then the hands drop to the belt.
    const signals = signalsThrough([...SWING, [105, -0.5], [115, -0.5]]);
    expect(pickSwing(findSwings(signals))).toMatchObject({ top: 50, low: 58 });
  });

  it('picks the swing whose hands came down fastest, not a slow drift that one jump of the wrists makes fast for a frame', () => {
    // The swing, then the hands drift: the pose puts the wrists 0.4 torso higher from one frame to
    // the next (a keypoint's jump, as on a small golfer), and they sink for two seconds and rise again.
    const signals = signalsThrough([...SWING, [100, 0], [130, 0.5], [131, 0.9], [140, 0.9], [200, 0], [230, 0.8], [240, 0.8]]);
    const swings = findSwings(signals);
    expect(swings.map((s) => s.top)).toContain(131);
    expect(pickSwing(swings)).toMatchObject({ top: 50, low: 58 });
    // The drift comes down at a twelfth of the swing's pace: not a second swing.
    expect(clipSwings(swings).map((s) => s.top)).toEqual([50]);
  });

  it('takes a finish whose hands rise higher, then lower the club, for the follow-through, not a second swing', () => {
    // The finish lifts the hands to 1.6 at frame 100 and the golfer lowers them to the belt as the clip ends.
    const swings = findSwings(signalsThrough([...SWING, [100, 1.6], [110, 0.4], [130, 0.4]]));
    expect(swings.map((s) => s.top)).toEqual([50]);
  });

  it('keeps the swing of a rehearsal that runs straight into the backswing', () => {
    // The hands go up to the chest and back to the ball, then straight up into the backswing.
    const swings = findSwings(
      signalsThrough([
        [0, 0],
        [10, 0],
        [20, 0.8],
        [30, 0],
        [50, 1.5],
        [58, 0.2],
        [68, 1.2],
        [90, 1.2],
      ]),
    );
    expect(swings).toEqual([expect.objectContaining({ top: 50, low: 58 })]);
  });

  it('finds a practice swing and the swing after it, each from its own address', () => {
    const practice: [number, number][] = [
      [0, 0],
      [20, 0],
      [35, 1],
      [41, 0.2],
      [50, 0.9],
      [60, 0.9],
      [75, 0],
    ];
    const swings = clipSwings(findSwings(signalsThrough([...practice, ...SWING.map(([f, h]): [number, number] => [f + 85, h])])));
    expect(swings.map((s) => s.top)).toEqual([35, 135]);
    expect(pickSwing(swings)).toMatchObject({ top: 135, low: 143 });
  });

  it('finds the same swing when the camera walks up to the golfer after it', () => {
    const { track, truth } = syntheticGolfer({ hold: 6 });
    const still = detectSwing(track)!;
    // Most of the clip is now the close shot, three times bigger: the far swing must not shrink away.
    const walked = detectSwing(zoomedFrom(track, truth.finish + 15, 3));
    expect(walked).not.toBeNull();
    for (const name of ['top', 'impact'] as const) {
      expect(Math.abs(sourceFrame(walked!.dense, walked!.events[name]) - sourceFrame(still.dense, still.events[name])), name).toBeLessThanOrEqual(1);
    }
  });
});
