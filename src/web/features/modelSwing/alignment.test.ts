import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { swingTrace } from '../../../shared/swingTrace';
import { analyzeSwing } from '../../../swing';
import { modelledSwing } from '../../../swing/modelSwing';
import { KEYPOINT_NAMES, type Keypoint, type PoseTrack } from '../../../swing/types';
import { ghostPose, stanceOf } from '../analysis/compare/ghost';
import { poseAt } from '../analysis/player/poseTrack';
import { alignModel } from './alignment';

// The real fixture swing (MoveNet on golfdb-test-swing.mp4, production sampling), filmed down the
// line in slow motion, against the modelled down-the-line swing built for a right-hander.
const root = resolve(import.meta.dirname, '../../../..');
const track = JSON.parse(readFileSync(resolve(root, 'tests/fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8')) as PoseTrack;
const outcome = analyzeSwing(track);
if (outcome.kind !== 'swing') throw new Error(outcome.reason);
const member = { track, events: outcome.analysis.analysisResults.events };
const built = modelledSwing('down-the-line', 'right')!;
const model = { track: built.track, events: built.analysis.analysisResults.events };
const seconds = (events: typeof member.events, name: string) => events.find((event) => event.name === name)!.timeMs / 1000;
const at = (pose: Keypoint[], name: (typeof KEYPOINT_NAMES)[number]) => pose[KEYPOINT_NAMES.indexOf(name)]!;

describe('the model laid over the member’s swing', () => {
  const aligned = alignModel(member, model)!;

  it('syncs the two at address, top, impact and finish, and stretches the time between', () => {
    expect(aligned.anchors.map((anchor) => anchor.name)).toEqual(['address', 'top', 'impact', 'finish']);
    // The slow-motion fixture takes longer over each phase than the real-time model.
    const top = aligned.anchors[1]!;
    const impact = aligned.anchors[2]!;
    expect(top.a).toBeCloseTo(seconds(member.events, 'top'), 6);
    expect(top.b).toBeCloseTo(seconds(model.events, 'top'), 6);
    expect(impact.a - top.a).toBeGreaterThan(impact.b - top.b);
    // Halfway down for the member is halfway down for the model.
    const halfway = aligned.modelPoseAt((top.a + impact.a) / 2)!;
    const host = { width: track.width, height: track.height, stance: stanceOf(track, member.events)! };
    const ghost = { width: model.track.width, height: model.track.height, stance: stanceOf(model.track, model.events)! };
    const expected = ghostPose(poseAt(model.track, ((top.b + impact.b) / 2) * 1000)!, ghost, host);
    expect(at(halfway, 'leftWrist').x).toBeCloseTo(at(expected, 'leftWrist').x, 9);
    expect(at(halfway, 'leftWrist').y).toBeCloseTo(at(expected, 'leftWrist').y, 9);
  });

  it('stands the model on the member’s feet at the member’s size at address', () => {
    const stance = stanceOf(track, member.events)!;
    const pose = aligned.modelPoseAt(seconds(member.events, 'address'))!;
    const px = (point: Keypoint) => ({ x: point.x * track.width, y: point.y * track.height });
    const feet = { x: (px(at(pose, 'leftAnkle')).x + px(at(pose, 'rightAnkle')).x) / 2, y: (px(at(pose, 'leftAnkle')).y + px(at(pose, 'rightAnkle')).y) / 2 };
    expect(feet.x).toBeCloseTo(stance.feetX, 3);
    expect(feet.y).toBeCloseTo(stance.feetY, 3);
    // The model's highest head or shoulder point sits the member's height above the feet.
    const upper = (['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar', 'leftShoulder', 'rightShoulder'] as const).map((name) => px(at(pose, name)).y);
    expect(feet.y - Math.min(...upper)).toBeCloseTo(stance.height, 3);
  });

  it('lays the model’s trace on the member’s swing: by phase, in step at the events, where its ghost skeleton is', () => {
    const hands = aligned.modelTrace.hands;
    expect(hands.map((run) => run.phase)).toEqual(['backswing', 'downswing', 'followThrough']);
    // The model's hands run from the member's address to their finish, on the member's clip (within
    // a tenth of a frame: frames are read as seconds by the frame rate, events keep whole milliseconds).
    const points = hands.flatMap((run) => run.points);
    const frameOf = (name: string) => seconds(member.events, name) * track.fps;
    expect(Math.abs(points[0]!.frame - frameOf('address'))).toBeLessThan(0.1);
    expect(Math.abs(points.at(-1)!.frame - frameOf('finish'))).toBeLessThan(0.1);
    // At the member's top the model's hands are where its ghost skeleton's wrists are, high above address.
    const atTop = points.reduce((best, point) => (Math.abs(point.frame - frameOf('top')) < Math.abs(best.frame - frameOf('top')) ? point : best));
    expect(Math.abs(atTop.frame - frameOf('top'))).toBeLessThan(0.1);
    const ghostAtTop = aligned.modelPoseAt(seconds(member.events, 'top'))!;
    expect(atTop.x).toBeCloseTo((at(ghostAtTop, 'leftWrist').x + at(ghostAtTop, 'rightWrist').x) / 2, 2);
    expect(atTop.y).toBeCloseTo((at(ghostAtTop, 'leftWrist').y + at(ghostAtTop, 'rightWrist').y) / 2, 2);
    expect(atTop.y).toBeLessThan(points[0]!.y - 0.1);
    // The member's own trace is the one their result page draws.
    expect(aligned.memberTrace).toEqual(swingTrace(track, member.events));
  });

  it('has nothing to stand the model on when the member’s feet were not seen', () => {
    const ankles = new Set([KEYPOINT_NAMES.indexOf('leftAnkle'), KEYPOINT_NAMES.indexOf('rightAnkle')]);
    const hidden = {
      ...track,
      frames: track.frames.map((frame) => ({ ...frame, keypoints: frame.keypoints.map((point, k) => (ankles.has(k) ? { ...point, score: 0.05 } : point)) })),
    };
    expect(alignModel({ track: hidden, events: member.events }, model)).toBeNull();
  });
});
