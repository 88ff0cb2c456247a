import { lumaAt, type LumaImage } from './luma';

export interface ShaftSearch {
  /** The hands (grip), in pixels. */
  hands: { x: number; y: number };
  /** Shoulder-to-hip length in pixels: the scale every distance here is read in. */
  torso: number;
  /** Directions (radians, image axes) from the hands to the elbows: lines that are not the shaft. */
  forearms: number[];
  /** Segments of the body (pixels) a line may not run along. */
  limbs: { a: Point; b: Point }[];
  /** Only directions pointing down from the hands (image y growing): a club at rest on the ground. */
  downwardOnly?: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export interface ShaftFound {
  head: { x: number; y: number };
  angle: number;
  /** Length of the shaft seen, in torsos. */
  length: number;
  score: number;
}

/** Directions tried around the hands: 2.5° apart. */
const ANGLES = 144;
/** The shaft is looked for from this far from the hands (the hands hide the grip)... */
const START_TORSOS = 0.15;
/** ...to this far: a driver held at the end, seen side-on, with room to spare. */
const REACH_TORSOS = 3.2;
/** The line must begin this close to the hands to be the club and not something behind the golfer. */
const FIRST_SEEN_TORSOS = 0.6;
/** A stretch of the line unseen (the body in front, a blurred bit) up to this long still joins it. */
const GAP_TORSOS = 0.15;
/** How far past the reach a line is followed to tell a scene's line (it goes on) from the shaft (it ends). */
const BEYOND_TORSOS = 0.5;
/** The line's end is where its contrast falls under this share of its median along the run. */
const END_SHARE = 0.5;
/** How far (across the shaft) the pose's wrists may sit from the line the shaft runs on. */
const HANDS_SLACK_TORSOS = 0.08;
/** A moving line counts in the change up to this multiple of its contrast in the frame itself (blur fades it there). */
const FRAME_SHARE_OF_CHANGE = 3;
/** A line whose points mostly lie this close to a limb's bone is that limb's edge. */
const BODY_CLEARANCE_TORSOS = 0.2;
/** Shorter lines are not trusted: a forearm's edge, a belt, grass. */
const MIN_LENGTH_TORSOS = 0.7;
/** Share of the run the line must be seen on. */
const MIN_FILL = 0.55;
/** Thin-line contrast (luminance 0..1) that counts as the shaft, after smoothing along the ray. */
const RIDGE = 0.035;
/** Directions this close (radians) to a forearm are skipped. */
const FOREARM_CLEARANCE = (22 * Math.PI) / 180;
/** Samples averaged along the ray before thresholding: the shaft is continuous, grass texture is not. */
const SMOOTH = 5;

/**
 * The shaft as the longest thin line running out of the hands. Each direction is walked from the
 * hands outwards; on every step the luminance on the ray is compared with both sides at a shaft's
 * width: a shaft is darker (or lighter) than both, while an edge of the body or of the scene is a
 * step, lighter on one side only. The direction whose line runs longest and fullest wins, and its
 * far end is the clubhead. Null when no direction holds a line long and full enough.
 */
export function bestShaft(luma: LumaImage, previous: LumaImage | null, search: ShaftSearch): ShaftFound | null {
  // A moving shaft is a thin line in the change between frames, where the slower body and the
  // still scene have faded; a still one (address, the top) is found in the frame itself.
  const moving = previous?.width === luma.width && previous.height === luma.height ? previous : null;
  return (moving && lineFromHands({ luma, previous: moving }, search)) ?? lineFromHands({ luma, previous: null }, search);
}

interface Pictures {
  luma: LumaImage;
  /** The previous frame, when the line is looked for in the change from it. */
  previous: LumaImage | null;
}

/**
 * The luminance across a wedge at one step of a ray (dx, dy): `frame[j]` on the line square to the
 * ray through (cx, cy), `j - span` pixels along it, and with the previous frame `change[j]`, how
 * much it changed from there. The thin-line contrast at each place across the wedge compares it with
 * the places one and two shafts' widths either side, so each pixel is read once for all the places
 * that compare with it, and only where the search walks (this is the tracker's innermost loop).
 */
function sampleAcross(
  pictures: Pictures,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
  span: number,
  rows: { frame: Float32Array; change: Float32Array },
): void {
  const { luma, previous } = pictures;
  for (let j = 0; j <= 2 * span; j += 1) {
    const x = cx - dy * (j - span);
    const y = cy + dx * (j - span);
    const here = lumaAt(luma, x, y);
    rows.frame[j] = here;
    if (previous) rows.change[j] = Math.abs(here - lumaAt(previous, x, y));
  }
}

/**
 * The thin-line contrast at `j` of a row sampled across the wedge (sampleAcross), at a shaft's
 * width and at twice it (motion blur widens a shaft).
 */
function twoWidths(row: Float32Array, j: number, width: number, brightOnly: boolean): number {
  const c = row[j];
  return Math.max(ridge(c, row[j + width], row[j - width], brightOnly), ridge(c, row[j + 2 * width], row[j - 2 * width], brightOnly));
}

function lineFromHands(image: Pictures, search: ShaftSearch): ShaftFound | null {
  const { hands, torso, forearms } = search;
  const { luma } = image;
  const offset = Math.max(2, Math.round(torso / 30));
  const start = START_TORSOS * torso;
  // Walked past the reach: a line still running there is part of the scene, not a club.
  const steps = Math.floor((REACH_TORSOS + BEYOND_TORSOS) * torso - start);
  const reach = REACH_TORSOS * torso - start;
  const response = new Float32Array(steps);
  // Where across the wedge each step's strongest line lies, to place the clubhead on it.
  const across = new Float32Array(steps);
  const halfStep = Math.PI / ANGLES;
  const handsSlack = HANDS_SLACK_TORSOS * torso;
  // The luminance across the wedge at the current step, in the frame and in the change from the previous one.
  const widest = Math.ceil((start + steps) * halfStep + handsSlack) + 2 * offset;
  const rows = { frame: new Float32Array(2 * widest + 1), change: new Float32Array(2 * widest + 1) };
  let best: (ShaftFound & { strength: number; ends: boolean }) | null = null;
  for (let k = 0; k < ANGLES; k += 1) {
    const angle = (2 * Math.PI * k) / ANGLES - Math.PI;
    if (forearms.some((f) => angleBetween(f, angle) < FOREARM_CLEARANCE)) continue;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    if (search.downwardOnly && dy <= 0) continue;
    // A ray is walked only while a line could still be on it: most directions end near the hands.
    let lastSeen = -1;
    let walked = 0;
    for (let s = 0; s < steps; s += 1) {
      if (lastSeen < 0 ? s > FIRST_SEEN_TORSOS * torso + SMOOTH : s - lastSeen > GAP_TORSOS * torso + SMOOTH) break;
      walked = s + 1;
      const r = start + s;
      // Each direction stands for a wedge: a line anywhere across it (its width at this distance,
      // plus the slack of the hands' placement) counts, so a thin shaft between two rays is not missed.
      const half = Math.ceil(r * halfStep + handsSlack);
      let strongest = 0;
      let at = 0;
      const cx = hands.x + dx * r;
      const cy = hands.y + dy * r;
      const span = half + 2 * offset;
      sampleAcross(image, cx, cy, dx, dy, span, rows);
      for (let t = -half; t <= half; t += 1) {
        const j = t + span;
        let v: number;
        if (!image.previous) v = twoWidths(rows.frame, j, offset, false);
        else {
          // In the change between frames a moving shaft shows twice, where it is and where it was;
          // only where it is does the frame itself hold a line too, so the change's line counts
          // only as far as the frame's does.
          v = twoWidths(rows.change, j, offset, true);
          if (v > 0) v = Math.min(v, FRAME_SHARE_OF_CHANGE * twoWidths(rows.frame, j, offset, false));
        }
        if (Number.isNaN(v)) continue;
        if (v > strongest) {
          strongest = v;
          at = t;
        }
      }
      // Past the picture's edge the ray has left it: the walk ends there (longestRun reads NaN so).
      response[s] = cx < 0 || cy < 0 || cx > luma.width - 1 || cy > luma.height - 1 ? Number.NaN : strongest;
      across[s] = at;
      if (strongest >= RIDGE) lastSeen = s;
    }
    const run = longestRun(smooth(response.subarray(0, walked)), torso);
    if (!run || alongBody(search, dx, dy, start + run.first, start + run.last)) continue;
    if (best && run.strength <= best.strength) continue;
    const length = (run.last - run.first) / torso;
    // The clubhead: in the frame, where the straight line ends, inside the run's last seen step. In
    // the change between frames a moving shaft shows twice and blurred, its line wavers across
    // the wedge, and the run's end (pulled back to half its contrast) places the head better, at
    // the last step there where the line itself is seen: the smoothed run reaches a step or two
    // further, where the wedge's strongest point lies anywhere across it.
    const end = image.previous
      ? lastSeenStep(response, run.first, run.last)
      : straightEnd(response, across, run.first, run.last, offset + 1, GAP_TORSOS * torso);
    const r = start + end;
    const t = across[end];
    best = {
      head: { x: hands.x + dx * r - dy * t, y: hands.y + dy * r + dx * t },
      angle,
      length,
      score: Math.min(1, (length / 1.2) * run.fill),
      strength: run.strength,
      // A line past any club's reach, or one still running where the ray leaves the picture, is
      // the scene's or has lost its clubhead.
      ends: run.last <= reach && !run.offPicture,
    };
  }
  // The strongest line wins even when it cannot be the club: a wedge beside a long scene line
  // catches a stretch of it, and that stretch must not pass for a shaft.
  if (!best?.ends) return null;
  const { head, angle, length, score } = best;
  return { head, angle, length, score };
}

/**
 * The shaft's far end along a run: the last step whose strongest line still lies on the straight
 * line the run's middle draws across the wedge. A shaft is straight; past the clubhead a wide
 * wedge still catches grass, a mat or a blurred edge, but at places scattered across it.
 */
function straightEnd(response: Float32Array, across: Float32Array, first: number, last: number, tolerance: number, gap: number): number {
  // Least squares of the position across the wedge against the step, on the run's second quarter
  // and a little more: nearer the hands, the hands and forearms are lines across the wedge too.
  let n = 0;
  let sumS = 0;
  let sumT = 0;
  let sumSS = 0;
  let sumST = 0;
  const fitFrom = Math.round(first + (last - first) * 0.25);
  for (let s = fitFrom; s <= first + (last - first) * 0.6; s += 1) {
    if (!(response[s] >= RIDGE)) continue;
    n += 1;
    sumS += s;
    sumT += across[s];
    sumSS += s * s;
    sumST += s * across[s];
  }
  if (n < 2) return last;
  const denominator = n * sumSS - sumS * sumS;
  const slope = denominator > 0 ? (n * sumST - sumS * sumT) / denominator : 0;
  const intercept = (sumT - slope * sumS) / n;
  // Followed out from where the line was fitted: the hands' own lines before it would end the walk there.
  let end = fitFrom;
  for (let s = fitFrom; s <= last; s += 1) {
    if (s - end > gap) break;
    if (response[s] >= RIDGE && Math.abs(across[s] - (intercept + slope * s)) <= tolerance) end = s;
  }
  return end;
}

/** The last step of a run (first to last, found on the smoothed contrast) where the line itself is seen. */
function lastSeenStep(response: Float32Array, first: number, last: number): number {
  let end = last;
  while (end > first && !(response[end] >= RIDGE)) end -= 1;
  return end;
}

/** Whether most of the line from r0 to r1 along (dx, dy) lies on a limb: the edge of a leg, not a shaft. */
function alongBody({ hands, torso, limbs }: ShaftSearch, dx: number, dy: number, r0: number, r1: number): boolean {
  const near = BODY_CLEARANCE_TORSOS * torso;
  let on = 0;
  const samples = 8;
  for (let i = 0; i < samples; i += 1) {
    const r = r0 + ((r1 - r0) * (i + 0.5)) / samples;
    const p = { x: hands.x + dx * r, y: hands.y + dy * r };
    if (limbs.some(({ a, b }) => distanceToSegment(p, a, b) < near)) on += 1;
  }
  return on > samples / 2;
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const length2 = vx * vx + vy * vy;
  const t = length2 > 0 ? Math.min(1, Math.max(0, ((p.x - a.x) * vx + (p.y - a.y) * vy) / length2)) : 0;
  return Math.hypot(p.x - a.x - t * vx, p.y - a.y - t * vy);
}

/** A thin line's contrast from its centre's luminance and its two sides': how much the centre differs from both alike (NaN off the picture). */
function ridge(c: number, a: number, b: number, brightOnly: boolean): number {
  if (Number.isNaN(c) || Number.isNaN(a) || Number.isNaN(b)) return Number.NaN;
  const da = c - a;
  const db = c - b;
  // Lighter than both sides or darker than both: a line. Otherwise an edge or flat ground.
  if (da * db <= 0 || (brightOnly && da < 0)) return 0;
  return Math.min(Math.abs(da), Math.abs(db));
}

function smooth(values: Float32Array): Float32Array {
  const out = new Float32Array(values.length);
  const half = SMOOTH >> 1;
  for (let i = 0; i < values.length; i += 1) {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - half); j <= Math.min(values.length - 1, i + half); j += 1) {
      if (Number.isNaN(values[j])) continue;
      sum += values[j];
      n += 1;
    }
    out[i] = n > 0 ? sum / n : Number.NaN;
  }
  return out;
}

/**
 * The line along one ray: where it is first and last seen, the share of that stretch it is seen
 * on, its summed contrast, and whether it runs off the picture. The end is pulled back to where the contrast is still half the
 * line's median: grass or a blurred edge past the clubhead can carry a faint ridge on.
 */
function longestRun(response: Float32Array, torso: number): { first: number; last: number; fill: number; strength: number; offPicture: boolean } | null {
  const gap = GAP_TORSOS * torso;
  /** Where the ray left the picture (-1: it did not). */
  let edge = -1;
  let first = -1;
  let last = -1;
  for (let s = 0; s < response.length; s += 1) {
    if (Number.isNaN(response[s])) {
      edge = s;
      break;
    }
    if (response[s] < RIDGE) {
      if (first >= 0 && s - last > gap) break;
      if (first < 0 && s > FIRST_SEEN_TORSOS * torso) return null;
      continue;
    }
    if (first < 0) first = s;
    last = s;
  }
  if (first < 0) return null;
  const seen = Array.from(response.subarray(first, last + 1)).filter((v) => v >= RIDGE);
  const median = seen.sort((a, b) => a - b)[seen.length >> 1];
  while (last > first && response[last] < END_SHARE * median) last -= 1;
  let count = 0;
  let strength = 0;
  for (let s = first; s <= last; s += 1) {
    if (response[s] < RIDGE) continue;
    count += 1;
    strength += response[s];
  }
  const span = last - first + 1;
  const fill = count / span;
  if (span < MIN_LENGTH_TORSOS * torso || fill < MIN_FILL) return null;
  // Off the picture the line cannot be followed: a line still running at full contrast there
  // leaves the frame, and its clubhead with it. Judged from where its contrast ends, not from the
  // faint texture (grass, a mat) a wide wedge still catches past a clubhead near the edge.
  const offPicture = edge >= 0 && edge - last <= gap;
  return { first, last, fill, strength, offPicture };
}

/** The unsigned angle between two directions, 0..π. */
function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}
