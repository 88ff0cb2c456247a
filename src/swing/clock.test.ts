import { describe, expect, it } from 'vitest';
import { statedSlowMotion } from './clock';
import { detectSwing } from './detect';
import { analyzeSwing } from './index';
import { syntheticGolfer } from './syntheticGolfer';
import type { PoseTrack } from './types';

/** The same frames played `times` slower: every timestamp stretched, as a slow-motion file stores them. */
function slowed(track: PoseTrack, times: number): PoseTrack {
  return {
    ...track,
    durationMs: track.durationMs * times,
    frames: track.frames.map((f) => ({ ...f, timeMs: f.timeMs * times })),
    motion: track.motion.map((m) => ({ ...m, timeMs: m.timeMs * times })),
  };
}

/** The first sentence of each position's details: when it comes. */
function whenEachComes(outcome: Extract<ReturnType<typeof analyzeSwing>, { kind: 'swing' }>): string[] {
  return outcome.analysis.analysisResults.positionDetails.map((position) => position.analysis.detailedFeedback.split('. ')[0]!);
}

describe('the swing clock', () => {
  const { track } = syntheticGolfer({ idleBefore: 1.5 });

  it('reads a real-time swing as real time', () => {
    expect(detectSwing(track)?.slowMotionFactor).toBe(1);
  });

  it.each([2, 4, 8])('reads the same swing played %i× slower as slow motion, with the same events', (times) => {
    const real = detectSwing(track)!;
    const slow = detectSwing(slowed(track, times))!;
    expect(slow.slowMotionFactor).toBeGreaterThan(times * 0.75);
    expect(slow.slowMotionFactor).toBeLessThan(times * 1.35);
    for (const name of ['top', 'impact'] as const) expect(Math.abs(slow.events[name] - real.events[name])).toBeLessThanOrEqual(1);
  });

  it.each([0.3, 0.4])('reads an unhurried amateur downswing of %f s as real time, and the same swing 3× slower as slow motion', (downswing) => {
    const { track: unhurried } = syntheticGolfer({ idleBefore: 1.5, downswing });
    expect(detectSwing(unhurried)?.slowMotionFactor).toBe(1);
    expect(detectSwing(slowed(unhurried, 3))?.slowMotionFactor).toBeGreaterThan(1);
  });

  it('never turns slow motion into a slow-backswing fault: times are unknown, the tempo ratio stays', () => {
    const outcome = analyzeSwing(slowed(track, 4));
    expect(outcome.kind).toBe('swing');
    if (outcome.kind !== 'swing') return;
    const keys = outcome.analysis.analysisResults.metrics.map((m) => m.key);
    expect(keys).toContain('tempoRatio');
    expect(keys).not.toContain('backswingTime');
    expect(keys).not.toContain('peakHandSpeed');
    expect(outcome.analysis.analysisResults.faults.map((f) => f.code)).not.toContain('slow_backswing');
  });

  it('takes the slow motion a file states, and then measures times and speeds on the real clock', () => {
    // An Android slow-motion file: captured at 8× the rate it plays at, its header says so.
    const stated = { ...slowed(track, 8), fps: track.fps / 8, captureFps: track.fps };
    const real = analyzeSwing(track);
    const slow = analyzeSwing(stated);
    expect(detectSwing(stated)).toMatchObject({ slowMotionFactor: 8, signals: { slowMotionStated: true } });
    if (real.kind !== 'swing' || slow.kind !== 'swing') throw new Error('both are swings');
    expect(slow.analysis.analysisResults.timing).toEqual({ slowMotionFactor: 8, stated: true });
    const metric = (outcome: typeof real, key: string) => outcome.analysis.analysisResults.metrics.find((m) => m.key === key)?.value;
    // Its frames are real-time frames (captured at 30 a second), so it is read as the real-time swing is.
    for (const key of ['backswingTime', 'downswingTime', 'peakHandSpeed']) expect(metric(slow, key), key).toBeCloseTo(metric(real, key)!, 2);
    // Each position comes the same real time after the one before as in the real-time swing (an
    // event may land a frame apart), not eight times later.
    const gaps = (outcome: typeof real) =>
      whenEachComes(outcome)
        .slice(1)
        .map((when) => Number(/^([\d.]+) s after /.exec(when)![1]));
    expect(gaps(slow)).toHaveLength(8);
    gaps(slow).forEach((gap, k) => expect(Math.abs(gap - gaps(real)[k]!)).toBeLessThanOrEqual(1 / track.fps + 0.01));
  });

  it('tells a slow-motion swing with no fault to keep its rhythm as a ratio, not as times it did not measure', () => {
    const outcome = analyzeSwing(slowed(track, 4));
    if (outcome.kind !== 'swing') throw new Error('a swing');
    expect(outcome.analysis.analysisResults.faults).toEqual([]);
    const ratio = outcome.analysis.analysisResults.metrics.find((m) => m.key === 'tempoRatio')!.value;
    const { action, description } = outcome.analysis.analysisResults.nextMove;
    expect(action).toBe('Groove this rhythm');
    const said = /^Your backswing takes (\d\.\d) times as long as your downswing: repeat that rhythm on every full shot\.$/.exec(description);
    expect(said, description).not.toBeNull();
    expect(Number(said![1])).toBeCloseTo(ratio, 1);
  });

  it('gives slow motion it read from the swing no times between positions, only where each is in the video', () => {
    const outcome = analyzeSwing(slowed(track, 4));
    if (outcome.kind !== 'swing') throw new Error('a swing');
    const when = whenEachComes(outcome);
    expect(when).toHaveLength(9);
    // "1.00 s after takeaway" on a clip four times slower than life would read as a slow backswing.
    for (const [k, sentence] of when.entries())
      expect(sentence).toBe(`At ${(outcome.analysis.analysisResults.events[k]!.timeMs / 1000).toFixed(2)} s in the video`);
  });

  it('reads a stated capture rate only as slow motion, real time or nothing', () => {
    expect(statedSlowMotion({ fps: 30, captureFps: 240 })).toBe(8);
    expect(statedSlowMotion({ fps: 29.97, captureFps: 120 })).toBe(4);
    // A phone that writes its ordinary rate, or a true 240 fps file: real time, whatever the downswing suggests.
    expect(statedSlowMotion({ fps: 29.5, captureFps: 30 })).toBe(1);
    expect(statedSlowMotion({ fps: 240, captureFps: 240 })).toBe(1);
    // A time-lapse, or no statement at all: the downswing decides.
    expect(statedSlowMotion({ fps: 30, captureFps: 1 })).toBeNull();
    expect(statedSlowMotion({ fps: 30 })).toBeNull();
  });
});
