import { describe, expect, it } from 'vitest';
import type { SwingEvent } from '../../../../shared/analysis';
import { KEYPOINT_NAMES, type Keypoint, type PoseTrack } from '../../../../swing/types';
import { ghostPose, stanceOf } from './ghost';

/** A standing figure in pixels: head at `top`, ankles at `feet`, centred on `x`, in a frame `w`×`h`. */
function figure(x: number, top: number, feet: number, w: number, h: number): Keypoint[] {
  const place = (px: number, py: number): Keypoint => ({ x: px / w, y: py / h, score: 0.9 });
  const body = feet - top;
  return KEYPOINT_NAMES.map((name) => {
    if (name === 'nose' || name.endsWith('Eye') || name.endsWith('Ear')) return place(x, top);
    if (name.endsWith('Shoulder')) return place(x + (name.startsWith('left') ? 10 : -10), top + 0.15 * body);
    if (name.endsWith('Ankle')) return place(x + (name.startsWith('left') ? 20 : -20), feet);
    return place(x, top + 0.5 * body);
  });
}
const track = (w: number, h: number, pose: Keypoint[]): PoseTrack => ({
  source: 'video',
  width: w,
  height: h,
  fps: 30,
  frameCount: 10,
  durationMs: 333,
  model: 'lightning',
  frames: [{ frame: 0, timeMs: 0, keypoints: pose }],
  motion: [],
});
const address: SwingEvent[] = [{ name: 'address', frame: 0, timeMs: 0 }];

describe('the ghost overlay', () => {
  // Host: a tall golfer in a portrait clip; ghost: a small golfer far off in a landscape clip.
  const host = { width: 720, height: 1280, stance: stanceOf(track(720, 1280, figure(360, 300, 1100, 720, 1280)), address)! };
  const ghostFigure = figure(900, 400, 600, 1920, 1080);
  const ghost = { width: 1920, height: 1080, stance: stanceOf(track(1920, 1080, ghostFigure), address)! };

  it('reads where each golfer stands and how tall they are', () => {
    expect(host.stance).toEqual({ feetX: 360, feetY: 1100, height: 800 });
    expect(ghost.stance).toEqual({ feetX: 900, feetY: 600, height: 200 });
  });

  it('puts the ghost on the host golfer’s feet at the host golfer’s size', () => {
    const drawn = ghostPose(ghostFigure, ghost, host);
    const px = (name: (typeof KEYPOINT_NAMES)[number]) => {
      const point = drawn[KEYPOINT_NAMES.indexOf(name)]!;
      return { x: point.x * host.width, y: point.y * host.height };
    };
    expect(px('leftAnkle').y).toBeCloseTo(1100);
    expect((px('leftAnkle').x + px('rightAnkle').x) / 2).toBeCloseTo(360);
    expect(px('nose').y).toBeCloseTo(300);
    // A 40 px stance on a 200 px golfer is 160 px on an 800 px one.
    expect(px('leftAnkle').x - px('rightAnkle').x).toBeCloseTo(160);
  });

  it('has no stance to stand on when the ankles were not seen', () => {
    const hidden = figure(360, 300, 1100, 720, 1280).map((point, k) => (KEYPOINT_NAMES[k]!.endsWith('Ankle') ? { ...point, score: 0.1 } : point));
    expect(stanceOf(track(720, 1280, hidden), address)).toBeNull();
  });
});
