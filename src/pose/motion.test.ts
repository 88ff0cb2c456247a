import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../swing/types';
import type { RgbImage } from './image';
import { cameraShift, MotionMeter, motionRegions } from './motion';

/** The k-th frame of a 30 fps clip. */
const frameTime = (k: number) => (1000 * k) / 30;

function grey(width: number, height: number, value: (x: number, y: number) => number, timeMs = 0): RgbImage & { timeMs: number } {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.fill(value(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return { width, height, data, timeMs };
}

describe('MotionMeter', () => {
  it('measures no change on the first frame and the mean change inside a box after', () => {
    const meter = new MotionMeter(40, 20);
    const first = meter.next(grey(40, 20, () => 100));
    expect(first.mean({ x0: 0, y0: 0, x1: 1, y1: 1 })).toBe(0);
    // The right half brightens by 51 (0.2 of full scale).
    const second = meter.next(grey(40, 20, (x) => (x >= 20 ? 151 : 100), frameTime(1)));
    expect(second.mean({ x0: 0.5, y0: 0, x1: 1, y1: 1 })).toBeCloseTo(0.2, 3);
    expect(second.mean({ x0: 0, y0: 0, x1: 0.5, y1: 1 })).toBe(0);
    expect(second.mean({ x0: 0, y0: 0, x1: 1, y1: 1 })).toBeCloseTo(0.1, 3);
    // Boxes reaching past the frame are clipped to it.
    expect(second.mean({ x0: 0.5, y0: -1, x1: 2, y1: 2 })).toBeCloseTo(0.2, 3);
  });

  it('tells hands moving from a frame that changes everywhere', () => {
    const regions = {
      hands: { x0: 0.4, y0: 0.4, x1: 0.6, y1: 0.6 },
      clubArc: { x0: 0, y0: 0, x1: 1, y1: 1 },
      person: { x0: 0.3, y0: 0.2, x1: 0.7, y1: 0.9 },
      cell: { w: 0.2, h: 0.2 },
    };
    const meter = new MotionMeter(50, 50);
    meter.next(grey(50, 50, () => 100));
    const handsOnly = meter.next(grey(50, 50, (x, y) => (x >= 20 && x < 30 && y >= 20 && y < 30 ? 200 : 100), frameTime(1)));
    expect(handsOnly.handsActivity(regions)).toBeGreaterThan(0.3);
    const flicker = meter.next(grey(50, 50, (x, y) => (x >= 20 && x < 30 && y >= 20 && y < 30 ? 210 : 110), frameTime(2)));
    expect(flicker.handsActivity(regions)).toBeLessThan(0);
  });

  it('finds a small change in one cell that the mean over a wide band hides', () => {
    const meter = new MotionMeter(100, 100);
    meter.next(grey(100, 100, () => 100));
    // A 4×4 pixel "clubhead" moves inside one 10×10 cell of a band covering the lower half.
    const moved = meter.next(grey(100, 100, (x, y) => (x >= 60 && x < 64 && y >= 80 && y < 84 ? 180 : 100), frameTime(1)));
    const band = { x0: 0, y0: 0.5, x1: 1, y1: 1 };
    expect(moved.mean(band)).toBeLessThan(0.01);
    expect(moved.peakCell(band, { w: 0.1, h: 0.1 })).toBeGreaterThan(0.04);
  });

  it('reads the change over a thirtieth of a second at any frame rate, through repeated frames', () => {
    // A bar sweeping right a pixel per 240th of a second, each picture shown twice (a 120 fps
    // source stored at 240): against the frame before, every other frame shows no change and the
    // rest a quarter of what a thirtieth of a second shows.
    const bar = (k: number) => grey(80, 10, (x) => (x >= 2 * Math.floor(k / 2) && x < 2 * Math.floor(k / 2) + 8 ? 200 : 100), (1000 * k) / 240);
    const meter = new MotionMeter(80, 10);
    const changes = Array.from({ length: 24 }, (_, k) => meter.next(bar(k)).mean({ x0: 0, y0: 0, x1: 1, y1: 1 }));
    // From the eighth frame on, each compares with the frame 33 ms before: the same change every time.
    const settled = changes.slice(8);
    expect(Math.min(...settled)).toBeGreaterThan(0);
    expect(Math.max(...settled) - Math.min(...settled)).toBeLessThan(1e-9);
    // Before that the clip's first frame is the only one far enough back.
    expect(changes[0]).toBe(0);
    expect(changes[1]).toBe(0);
    expect(changes[2]).toBeGreaterThan(0);
  });

  it('keeps a bounded number of earlier frames when the timestamps stand still', () => {
    // A bar moving a pixel a frame, every frame stamped 0: none is a thirtieth of a second older.
    const bar = (k: number) => grey(80, 10, (x) => (x >= k && x < k + 20 ? 200 : 100));
    const meter = new MotionMeter(80, 10);
    const changes = Array.from({ length: 40 }, (_, k) => meter.next(bar(k)).mean({ x0: 0, y0: 0, x1: 1, y1: 1 }));
    // From the sixteenth frame on each compares with the frame sixteen before, not with the first:
    // the bar has moved 16 px, not 39 (past its own width, which changes more of the picture).
    expect(changes[39]).toBeCloseTo(changes[16], 9);
  });

  it('fills a released field again for a later frame, reading the same changes as a new one', () => {
    const cols = 48;
    const rows = 32;
    // A textured scene panned a pixel this way and that (the camera-shift paths leave edge rows and
    // columns unchanged), with a blob moving through it.
    const luma = (k: number) =>
      Float32Array.from({ length: cols * rows }, (_, i) => {
        const c = i % cols;
        const r = Math.floor(i / cols);
        if (c >= 4 * k && c < 4 * k + 5 && r >= 10 && r < 16) return 0.95;
        return 0.5 + 0.4 * Math.sin((c - (k % 3)) / 3) * Math.cos((r - (k % 2)) / 4);
      });
    const boxes = [0, 0.25, 0.5, 0.75].flatMap((x0) => [0, 0.5].map((y0) => ({ x0, y0, x1: x0 + 0.25, y1: y0 + 0.5 })));
    const kept = new MotionMeter(cols * 2, rows * 2);
    const reused = new MotionMeter(cols * 2, rows * 2);
    for (let k = 0; k < 10; k += 1) {
      const fresh = kept.measure(luma(k), frameTime(k));
      const field = reused.measure(luma(k), frameTime(k));
      expect(boxes.map((box) => field.mean(box))).toEqual(boxes.map((box) => fresh.mean(box)));
      field.release();
      expect(() => field.mean(boxes[0])).toThrow(/released/);
    }
  });
});

describe('motionRegions', () => {
  const k = (x: number, y: number, score = 0.9): Keypoint => ({ x: x / 1000, y: y / 1000, score });
  // Address, face-on: hands low in front of the hips, feet at y 900.
  const address: Keypoint[] = [
    k(500, 300),
    k(495, 295),
    k(505, 295),
    k(490, 300),
    k(510, 300),
    k(460, 400),
    k(540, 400),
    k(470, 500),
    k(530, 500),
    k(495, 600),
    k(505, 600),
    k(470, 600),
    k(530, 600),
    k(465, 750),
    k(535, 750),
    k(460, 900),
    k(540, 900),
  ];

  it('places the hands box on the wrists, one torso across, and the club band from the hands to below the feet', () => {
    const r = motionRegions(address, 1000, 1000);
    expect((r.hands.x0 + r.hands.x1) / 2).toBeCloseTo(0.5);
    expect((r.hands.y0 + r.hands.y1) / 2).toBeCloseTo(0.6);
    expect(r.hands.x1 - r.hands.x0).toBeCloseTo(0.2);
    expect(r.clubArc.y0).toBeCloseTo(0.6);
    expect(r.clubArc.y1).toBeGreaterThan(0.9);
    expect(r.clubArc.x1 - r.clubArc.x0).toBeCloseTo(0.72);
    expect(r.person.y0).toBeLessThan(0.3);
    expect(r.person.y1).toBeGreaterThan(0.9);
  });

  it('falls back to the whole frame without a usable pose', () => {
    const whole = { x0: 0, y0: 0, x1: 1, y1: 1 };
    expect(motionRegions(null, 100, 100)).toEqual({ hands: whole, clubArc: whole, person: whole, cell: { w: 1 / 16, h: 1 / 16 } });
    expect(
      motionRegions(
        address.map((p) => ({ ...p, score: 0.05 })),
        100,
        100,
      ).hands,
    ).toEqual(whole);
  });
});

describe('cameraShift', () => {
  // A textured scene (a smooth checker of gradients) seen twice, the second time moved.
  const scene = (cols: number, rows: number, ox: number, oy: number) => {
    const luma = new Float32Array(cols * rows);
    for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) luma[r * cols + c] = 0.5 + 0.4 * Math.sin((c - ox) / 3) * Math.cos((r - oy) / 4);
    return luma;
  };

  it('finds the pan between two frames and none on a still camera', () => {
    const before = scene(60, 40, 0, 0);
    expect(cameraShift(scene(60, 40, 2, -1), before, 60, 40)).toEqual({ dx: 2, dy: -1 });
    expect(cameraShift(before, before, 60, 40)).toEqual({ dx: 0, dy: 0 });
  });

  it('measures a panned frame as nearly still, while a real move in it still shows', () => {
    const width = 120;
    const height = 80;
    const frame = (ox: number, blob: boolean, timeMs: number) => {
      const data = new Uint8Array(width * height * 3);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const v = blob && x >= 60 && x < 68 && y >= 40 && y < 48 ? 250 : 128 + 100 * Math.sin((x - ox) / 5) * Math.cos(y / 6);
          data.set([v, v, v], (y * width + x) * 3);
        }
      }
      return { width, height, data, timeMs };
    };
    const meter = new MotionMeter(width, height);
    meter.next(frame(0, false, frameTime(0)));
    const panned = meter.next(frame(4, false, frameTime(1)));
    expect(panned.mean({ x0: 0.1, y0: 0.1, x1: 0.9, y1: 0.9 })).toBeLessThan(0.01);
    const moved = meter.next(frame(4, true, frameTime(2)));
    expect(moved.peakCell({ x0: 0, y0: 0, x1: 1, y1: 1 }, { w: 0.1, h: 0.1 })).toBeGreaterThan(0.2);
  });
});
