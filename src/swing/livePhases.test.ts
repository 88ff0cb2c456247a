import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LivePhaseMachine } from './livePhases';
import type { PoseTrack } from './types';

// The real fixture's pose on every frame (see fixtureTrack.test.ts): a slow-motion driver swing seen
// down the line. Live analysis sees only some frames: every 15th at 2 fps, every 3rd at 10 fps.
const track = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/tracks/golfdb-test-swing.all-frames.json'), 'utf8')) as PoseTrack;

function phasesEntered(step: number, offset = 0) {
  const machine = new LivePhaseMachine();
  const entered: { phase: string; frame: number }[] = [];
  for (const frame of track.frames.filter((f) => f.frame % step === offset)) {
    for (const phase of machine.next(frame.keypoints, track.width, track.height, frame.timeMs).entered) entered.push({ phase, frame: frame.frame });
  }
  return entered;
}

describe('LivePhaseMachine on the fixture swing', () => {
  it.each([
    ['2 fps', 15, 0],
    ['2 fps, shifted by 7 frames', 15, 7],
    ['10 fps', 3, 0],
    ['every frame', 1, 0],
  ])('goes through the four phases in order once (%s)', (_name, step, offset) => {
    const entered = phasesEntered(step, offset);
    expect(entered.map((e) => e.phase)).toEqual(['address', 'backswing', 'impact', 'follow-through']);
  });

  it('enters each phase near the labelled events when it sees every frame', () => {
    // Labels: address 47 (the club starts back; the hands follow slowly in this slow motion), top 117, impact 143.
    const at = Object.fromEntries(phasesEntered(1).map((e) => [e.phase, e.frame]));
    expect(at.backswing).toBeGreaterThan(47);
    expect(at.backswing).toBeLessThan(117);
    expect(Math.abs(at.impact - 143)).toBeLessThanOrEqual(8);
    expect(at['follow-through']).toBeGreaterThan(143);
  });

  it('starts over when a backswing stalls, so the next address begins a new swing', () => {
    const machine = new LivePhaseMachine();
    const [address, top] = [track.frames[30], track.frames[110]];
    machine.next(address.keypoints, track.width, track.height, 0);
    expect(machine.next(top.keypoints, track.width, track.height, 500).entered).toEqual(['backswing']);
    expect(machine.next(top.keypoints, track.width, track.height, 6000).entered).toEqual([]);
    expect(machine.next(address.keypoints, track.width, track.height, 6500).entered).toEqual(['address']);
  });

  it('reports address before any golfer is seen, and ignores frames without a golf position', () => {
    const machine = new LivePhaseMachine();
    const nobody = track.frames[0].keypoints.map((k) => ({ ...k, score: 0.01 }));
    expect(machine.next(nobody, track.width, track.height, 0)).toEqual({ phase: 'address', entered: [], position: null });
  });
});
