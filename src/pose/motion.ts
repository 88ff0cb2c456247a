import { torsoOf } from '../swing/body';
import type { Keypoint, MotionSample } from '../swing/types';
import type { RgbImage } from './image';

/** Motion is read on every MOTION_STEP-th pixel in both directions: 4× cheaper, and still far finer than the regions. */
export const MOTION_STEP = 2;
const REGION_SCORE = 0.2;

/** A box normalised to the frame: left, top, right, bottom in 0..1. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface MotionRegions {
  hands: Box;
  clubArc: Box;
  person: Box;
  /** Side of the cells that clubPeak divides the club's band into, as a share of the frame's width and height. */
  cell: { w: number; h: number };
}

/**
 * The change of one frame against an earlier one (MotionMeter), kept as a summed-area table so
 * that the mean over any region costs four lookups. Regions are placed later, once the pose of
 * the frame (or of its neighbours) is known.
 */
export class MotionField {
  private released = false;

  constructor(
    private readonly cols: number,
    private readonly rows: number,
    private readonly sums: Float64Array,
    /** Takes the table back once the field is released, to be filled again for a later frame. */
    private readonly giveBack?: (sums: Float64Array) => void,
  ) {}

  /** The caller is done with the field: its table may be overwritten by a later frame's. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.giveBack?.(this.sums);
  }

  /** Mean absolute luminance change (0..1) inside a box. */
  mean(box: Box): number {
    if (this.released) throw new Error('a released motion field was read');
    const c0 = clampIndex(Math.floor(box.x0 * this.cols), this.cols);
    const c1 = clampIndex(Math.ceil(box.x1 * this.cols), this.cols);
    const r0 = clampIndex(Math.floor(box.y0 * this.rows), this.rows);
    const r1 = clampIndex(Math.ceil(box.y1 * this.rows), this.rows);
    const area = (c1 - c0) * (r1 - r0);
    if (area <= 0) return 0;
    const w = this.cols + 1;
    const s = this.sums;
    return (s[r1 * w + c1] - s[r0 * w + c1] - s[r1 * w + c0] + s[r0 * w + c0]) / area;
  }

  /**
   * How much more the hands region changed than the background (the frame outside the person,
   * counted twice): compression noise and a shaking camera move everything, a swing moves the hands.
   */
  handsActivity(regions: MotionRegions): number {
    const { person } = regions;
    const personArea = Math.min(Math.max((person.x1 - person.x0) * (person.y1 - person.y0), 0), 1);
    const outside = Math.max(1 - personArea, 0.05);
    const background = Math.max((this.mean(WHOLE_FRAME) - this.mean(person) * personArea) / outside, 0);
    return this.mean(regions.hands) - 2 * background;
  }

  /**
   * The mean change of the most-changed cell of a grid laid over `box`: a clubhead moving a few
   * pixels changes a cell of its own size a great deal and the whole band hardly at all.
   */
  peakCell(box: Box, cell: { w: number; h: number }): number {
    const across = Math.max(1, Math.round((box.x1 - box.x0) / cell.w));
    const down = Math.max(1, Math.round((box.y1 - box.y0) / cell.h));
    const w = (box.x1 - box.x0) / across;
    const h = (box.y1 - box.y0) / down;
    let most = 0;
    for (let r = 0; r < down; r += 1) {
      for (let c = 0; c < across; c += 1) {
        const x0 = box.x0 + c * w;
        const y0 = box.y0 + r * h;
        most = Math.max(most, this.mean({ x0, y0, x1: x0 + w, y1: y0 + h }));
      }
    }
    return most;
  }

  sample(frame: number, timeMs: number, regions: MotionRegions): MotionSample {
    return {
      frame,
      timeMs,
      hands: this.mean(regions.hands),
      clubArc: this.mean(regions.clubArc),
      person: this.mean(regions.person),
      clubPeak: this.peakCell(union(regions.hands, regions.clubArc), regions.cell),
    };
  }
}

/**
 * Luminance (0..1) of every 8-bit channel value, per channel: the same products the per-pixel sum
 * would compute, looked up instead of multiplied (a 60 fps phone clip measures half a million pixels
 * a second).
 */
const LUMA_R = Float64Array.from({ length: 256 }, (_, v) => 0.299 * v);
const LUMA_G = Float64Array.from({ length: 256 }, (_, v) => 0.587 * v);
const LUMA_B = Float64Array.from({ length: 256 }, (_, v) => 0.114 * v);

/**
 * Motion is the change over a thirtieth of a second, not from one frame to the next: the frame
 * interval of the real-time footage the event rules were read on (decision 2416). At 60 or 240
 * fps the frame before shows a half or an eighth of that change, under the same compression noise,
 * so a slowly creeping club stood out of the noise frames late; and a frame a phone or a rate
 * conversion repeated showed no change at all. A few milliseconds are left for timestamps that
 * wander: 21 to 30 fps compare with the frame before, 50 and 60 fps two back, 240 fps eight back.
 */
export const MOTION_SPAN_MS = 30;

/**
 * Earlier frames kept at most: a thirtieth of a second at 480 fps. Frames whose timestamps stand
 * still (a broken or hostile file) never span the thirtieth, and would otherwise all be kept.
 */
const MOST_KEPT = 16;

/** One earlier frame's luminance, kept while a later frame may still be compared with it. */
interface Kept {
  luma: Float32Array;
  timeMs: number;
}

/** The size of the grid motion is read on in a frame of this size: every MOTION_STEP-th column and row from the first. */
export function motionGrid(width: number, height: number): { cols: number; rows: number } {
  return { cols: Math.ceil(width / MOTION_STEP), rows: Math.ceil(height / MOTION_STEP) };
}

/** Luminance (0..1) of one pixel as motion reads it. */
export function luminance(red: number, green: number, blue: number): number {
  return (LUMA_R[red]! + LUMA_G[green]! + LUMA_B[blue]!) / 255;
}

/** A frame's luminance on its motion grid (MotionMeter.measure's input), into `out` when given. */
export function motionLuma(frame: RgbImage, out?: Float32Array): Float32Array {
  const { cols, rows } = motionGrid(frame.width, frame.height);
  const luma = out ?? new Float32Array(cols * rows);
  const { data } = frame;
  for (let r = 0; r < rows; r += 1) {
    const rowStart = r * MOTION_STEP * frame.width;
    for (let c = 0; c < cols; c += 1) {
      const p = (rowStart + c * MOTION_STEP) * 3;
      luma[r * cols + c] = luminance(data[p]!, data[p + 1]!, data[p + 2]!);
    }
  }
  return luma;
}

/** Reads frames in order and gives each one's MotionField against the frame MOTION_SPAN_MS before it. */
export class MotionMeter {
  /** Earlier frames, oldest first: the one each next frame compares with, and those after it. */
  private kept: Kept[] = [];
  /** Luminance buffers no longer needed, read into again (at most MOST_KEPT). */
  private spare: Float32Array[] = [];
  /**
   * Summed-area tables of released fields, filled again (a table is 1 MB a frame at 540×960). A
   * table is made only when none is spare, so this never holds more than the most fields alive at
   * once: the frames of one gap between posed frames.
   */
  private spareSums: Float64Array[] = [];
  private readonly cols: number;
  private readonly rows: number;

  constructor(width: number, height: number) {
    ({ cols: this.cols, rows: this.rows } = motionGrid(width, height));
  }

  /** The next frame's field, read from its RGB. */
  next(frame: RgbImage & { timeMs: number }): MotionField {
    return this.measure(motionLuma(frame, this.spare.pop()), frame.timeMs);
  }

  /**
   * The next frame's field from its luminance on the motion grid (motionLuma, or the same values
   * made from its 4:2:0 planes: I420FrameMaker.motionLuma). The meter keeps `luma` and reuses it.
   */
  measure(luma: Float32Array, timeMs: number): MotionField {
    const { cols, rows } = this;
    if (luma.length !== cols * rows) throw new RangeError(`a ${cols}×${rows} motion grid has ${cols * rows} values, not ${luma.length}`);
    // The latest frame at least the span before this one, among the MOST_KEPT latest; early in the
    // clip, the first frame. Those before it are never compared with again: later frames' spans
    // end later still.
    let reference = Math.max(0, this.kept.length - MOST_KEPT);
    while (reference + 1 < this.kept.length && timeMs - this.kept[reference + 1].timeMs >= MOTION_SPAN_MS) reference += 1;
    for (const old of this.kept.splice(0, reference)) if (this.spare.length < MOST_KEPT) this.spare.push(old.luma);
    const prev = this.kept[0]?.luma ?? luma; // the first frame has no change
    this.kept.push({ luma, timeMs });
    const { dx, dy } = cameraShift(luma, prev, cols, rows);
    // Every entry but the zero first row and first column is written below, so a spare table
    // needs no clearing.
    const sums = this.spareSums.pop() ?? new Float64Array((cols + 1) * (rows + 1));
    // Where the shifted earlier frame has no pixel, the edge of the picture counts as unchanged:
    // those rows and columns add nothing to the running sums.
    const c0 = Math.max(0, dx);
    const c1 = Math.min(cols, cols + dx);
    for (let r = 0; r < rows; r += 1) {
      const pr = r - dy;
      const above = r * (cols + 1) + 1;
      const here = above + cols + 1;
      let rowSum = 0;
      if (pr >= 0 && pr < rows) {
        for (let c = 0; c < c0; c += 1) sums[here + c] = sums[above + c];
        const at = r * cols;
        const from = pr * cols - dx;
        for (let c = c0; c < c1; c += 1) {
          rowSum += Math.abs(luma[at + c] - prev[from + c]);
          sums[here + c] = sums[above + c] + rowSum;
        }
        for (let c = c1; c < cols; c += 1) sums[here + c] = sums[above + c] + rowSum;
      } else {
        for (let c = 0; c < cols; c += 1) sums[here + c] = sums[above + c];
      }
    }
    return new MotionField(cols, rows, sums, (table) => this.spareSums.push(table));
  }
}

/** How far (in measured pixels, each way) a hand-held or panning camera is looked for between two frames. */
const SHIFT_RANGE = 3;
/** The shift is judged on every SHIFT_STEP-th measured pixel: the whole picture moves, so a sparse grid tells. */
const SHIFT_STEP = 4;
/** A shift is taken only when it matches this much better than none: a still camera stays still. */
const SHIFT_GAIN = 0.85;

/**
 * The camera's own move between two frames, as the whole-picture shift that best lines the
 * previous frame up with this one. A hand-held phone drifts a few pixels and a panning camera
 * slides the scene; measured against the lined-up frame, the background stops "moving" and the
 * club's motion stands out again. The golfer fills a small part of the picture, so the best
 * shift is the background's.
 */
export function cameraShift(luma: Float32Array, prev: Float32Array, cols: number, rows: number): { dx: number; dy: number } {
  const across = Math.ceil((cols - 2 * SHIFT_RANGE) / SHIFT_STEP);
  const down = Math.ceil((rows - 2 * SHIFT_RANGE) / SHIFT_STEP);
  if (across <= 0 || down <= 0) return { dx: 0, dy: 0 };
  const count = across * down;
  // The summed error of a shift, given up once it reaches `bound`: no term is negative, so a shift
  // whose running sum has reached the best one's cannot beat it, and the rest of its sum is not needed.
  const summedError = (dx: number, dy: number, bound: number) => {
    let sum = 0;
    for (let r = SHIFT_RANGE; r < rows - SHIFT_RANGE; r += SHIFT_STEP) {
      const at = r * cols;
      const from = (r - dy) * cols - dx;
      for (let c = SHIFT_RANGE; c < cols - SHIFT_RANGE; c += SHIFT_STEP) sum += Math.abs(luma[at + c] - prev[from + c]);
      if (sum >= bound) return bound;
    }
    return sum;
  };
  const stillSum = summedError(0, 0, Number.POSITIVE_INFINITY);
  const still = stillSum / count;
  let best = { dx: 0, dy: 0, sum: stillSum, error: still };
  for (let dy = -SHIFT_RANGE; dy <= SHIFT_RANGE; dy += 1) {
    for (let dx = -SHIFT_RANGE; dx <= SHIFT_RANGE; dx += 1) {
      const sum = summedError(dx, dy, best.sum);
      if (sum / count < best.error) best = { dx, dy, sum, error: sum / count };
    }
  }
  return best.error < SHIFT_GAIN * still ? { dx: best.dx, dy: best.dy } : { dx: 0, dy: 0 };
}

function clampIndex(i: number, n: number): number {
  return Math.min(Math.max(i, 0), n);
}

const WHOLE_FRAME: Box = { x0: 0, y0: 0, x1: 1, y1: 1 };

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Cells a quarter of a torso across: about a clubhead's size at address in any shot. */
const CELL_TORSOS = 0.25;
/** Without a pose the club's band is the whole frame, cut into a 16 × 16 grid. */
const WHOLE_FRAME_CELL = { w: 1 / 16, h: 1 / 16 };

/**
 * Where to look for motion, from a pose (normalised keypoints) of a frame `width`×`height`:
 * - person: the box around the seen joints, widened by a fifth of its height each side;
 * - hands: a square on the wrists' midpoint, one torso length across;
 * - clubArc: the band from the hands down to below the feet, reaching 1.8 torso lengths either
 *   side of the hands, where the clubhead and the ball are at address, impact and the finish;
 * - cell: the size of the cells clubPeak reads the hands and the club's band in.
 * Without a usable pose every region is the whole frame, so the signals still mean "something moved".
 */
export function motionRegions(keypoints: Keypoint[] | null, width: number, height: number): MotionRegions {
  const seen = (keypoints ?? []).map((k, i) => ({ ...k, i })).filter((k) => k.score > REGION_SCORE);
  const ok = (i: number) => seen.some((k) => k.i === i);
  if (!keypoints || seen.length < 5 || !(ok(5) || ok(6)) || !(ok(11) || ok(12))) {
    return { hands: WHOLE_FRAME, clubArc: WHOLE_FRAME, person: WHOLE_FRAME, cell: WHOLE_FRAME_CELL };
  }
  // Work in pixels so that distances mean the same horizontally and vertically.
  // A middle of two joints: the seen one alone when the other is not seen (`ok` is this score test).
  const middle = (a: Keypoint, b: Keypoint) => {
    const pa = { x: a.x * width, y: a.y * height };
    const pb = { x: b.x * width, y: b.y * height };
    if (!(a.score > REGION_SCORE)) return pb;
    if (!(b.score > REGION_SCORE)) return pa;
    return { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
  };
  const midOf = (a: number, b: number) => middle(keypoints[a], keypoints[b]);
  const { shoulders, length } = torsoOf(keypoints, middle);
  const torso = Math.max(length, 1);
  // Wrists hide behind the body after impact; fall back to the elbows, then the shoulders.
  const hands = ok(9) || ok(10) ? midOf(9, 10) : ok(7) || ok(8) ? midOf(7, 8) : shoulders;

  const xs = seen.map((k) => k.x * width);
  const ys = seen.map((k) => k.y * height);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const pad = (bottom - top) / 5;
  const feet = ok(15) || ok(16) ? midOf(15, 16).y : bottom;

  const toBox = (x0: number, y0: number, x1: number, y1: number): Box => ({
    x0: x0 / width,
    y0: y0 / height,
    x1: x1 / width,
    y1: y1 / height,
  });
  return {
    person: toBox(Math.min(...xs) - pad, top - pad, Math.max(...xs) + pad, bottom + pad),
    hands: toBox(hands.x - torso / 2, hands.y - torso / 2, hands.x + torso / 2, hands.y + torso / 2),
    clubArc: toBox(hands.x - 1.8 * torso, hands.y, hands.x + 1.8 * torso, Math.max(feet, hands.y) + 0.3 * torso),
    cell: { w: (CELL_TORSOS * torso) / width, h: (CELL_TORSOS * torso) / height },
  };
}
