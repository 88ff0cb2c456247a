import { lumaAt, type LumaImage } from './luma';

export interface ShaftSearch {
  /** The hands (grip), in pixels. */
  hands: { x: number; y: number };
  /** Shoulder-to-hip length in pixels: the scale every distance here is read in. */
  torso: number;
  /** Directions (radians, image axes) from the hands to the elbows: lines that are not the shaft. */
  forearms: number[];
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
const REACH_TORSOS = 2.6;
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
  const change = previous && changeBetween(luma, previous);
  return (change && lineFromHands(change, search, true)) ?? lineFromHands(luma, search, false);
}

function lineFromHands(luma: LumaImage, search: ShaftSearch, brightOnly: boolean): ShaftFound | null {
  const { hands, torso, forearms } = search;
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
  let best: (ShaftFound & { strength: number }) | null = null;
  for (let k = 0; k < ANGLES; k += 1) {
    const angle = (2 * Math.PI * k) / ANGLES - Math.PI;
    if (forearms.some((f) => angleBetween(f, angle) < FOREARM_CLEARANCE)) continue;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
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
      for (let t = -half; t <= half; t += 1) {
        const x = hands.x + dx * r - dy * t;
        const y = hands.y + dy * r + dx * t;
        // Two widths: a sharp shaft, and one motion blur has widened.
        const v = Math.max(ridgeAt(luma, x, y, -dy * offset, dx * offset, brightOnly), ridgeAt(luma, x, y, -dy * offset * 2, dx * offset * 2, brightOnly));
        if (Number.isNaN(v)) continue;
        if (v > strongest) {
          strongest = v;
          at = t;
        }
      }
      response[s] = strongest;
      across[s] = at;
      if (strongest >= RIDGE) lastSeen = s;
    }
    const run = longestRun(smooth(response.subarray(0, walked)), torso);
    if (!run || run.last > reach) continue;
    const length = (run.last - run.first) / torso;
    if (!best || run.strength > best.strength) {
      const r = start + run.last;
      const t = across[run.last];
      const score = Math.min(1, (length / 1.2) * run.fill);
      best = { head: { x: hands.x + dx * r - dy * t, y: hands.y + dy * r + dx * t }, angle, length, score, strength: run.strength };
    }
  }
  if (!best) return null;
  const { head, angle, length, score } = best;
  return { head, angle, length, score };
}

/** A thin line's contrast at (x, y) across the normal (nx, ny): how much the centre differs from both sides alike. */
function ridgeAt(luma: LumaImage, x: number, y: number, nx: number, ny: number, brightOnly: boolean): number {
  const c = lumaAt(luma, x, y);
  const a = lumaAt(luma, x + nx, y + ny);
  const b = lumaAt(luma, x - nx, y - ny);
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
 * on, and its summed contrast. The end is pulled back to where the contrast is still half the
 * line's median: grass or a blurred edge past the clubhead can carry a faint ridge on.
 */
function longestRun(response: Float32Array, torso: number): { first: number; last: number; fill: number; strength: number } | null {
  const gap = GAP_TORSOS * torso;
  let first = -1;
  let last = -1;
  for (let s = 0; s < response.length; s += 1) {
    // Off the picture the line cannot be followed: it ends there.
    if (Number.isNaN(response[s])) break;
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
  return { first, last, fill, strength };
}

/** The absolute luminance change from the previous frame, pixel by pixel. */
function changeBetween(luma: LumaImage, previous: LumaImage): LumaImage | null {
  if (previous.width !== luma.width || previous.height !== luma.height) return null;
  const data = new Float32Array(luma.data.length);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.abs(luma.data[i] - previous.data[i]);
  return { width: luma.width, height: luma.height, data };
}

/** The unsigned angle between two directions, 0..π. */
function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}
