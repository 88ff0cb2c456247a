import { KEYPOINT_NAMES, type PoseTrack } from './types';

/** A keypoint after smoothing, in pixels of the upright frame. */
export interface SmoothPoint {
  x: number;
  y: number;
  /** Gaussian-weighted mean of the model's raw confidence around this frame. */
  score: number;
}

/**
 * The pose track resampled onto every decoded frame between the first and last pose sample.
 * The pose helper samples frames unevenly (coarse where nothing moves, dense through the swing),
 * so the engine works on this regular grid instead of on the raw samples.
 */
export interface DenseTrack {
  firstFrame: number;
  /** timeMs[i] is the presentation time of frame firstFrame + i. */
  timeMs: number[];
  /** points[i][k] is keypoint k (KEYPOINT_NAMES order) on frame firstFrame + i. */
  points: SmoothPoint[][];
  width: number;
  height: number;
}

/** A sample below this confidence barely counts: MoveNet guesses hidden joints with scores near 0.1–0.2. */
const SCORE_FLOOR = 0.15;
/**
 * When the mean squared confidence (above the floor) inside the window is below this, which is a
 * window of scores under about 0.33, the window widens to bridge the gap from better frames.
 */
const MIN_CONFIDENT_WEIGHT = 0.03;
const MAX_SIGMA_FRAMES = 8;

/**
 * Confidence-aware smoothing: a local linear regression at every frame, weighted by a Gaussian in
 * time and by the square of the confidence above SCORE_FLOOR. Local linear (rather than a plain
 * moving average) keeps turning points such as the top of the backswing where they are, and the
 * window widens over dropouts so a hidden wrist is bridged from the frames where it was seen.
 */
export function smoothTrack(track: PoseTrack): DenseTrack {
  const samples = track.frames;
  const firstFrame = samples[0]?.frame ?? 0;
  const lastFrame = samples[samples.length - 1]?.frame ?? firstFrame;
  const count = lastFrame - firstFrame + 1;
  const timeMs = frameTimes(track, firstFrame, count);
  const sampleFrames = samples.map((s) => s.frame);
  const series = KEYPOINT_NAMES.map((_, k) => keypointSeries(track, k));
  const points: SmoothPoint[][] = [];
  let cursor = 0;
  for (let i = 0; i < count; i += 1) {
    const frame = firstFrame + i;
    while (cursor + 1 < samples.length && sampleFrames[cursor + 1] <= frame) cursor += 1;
    const gap = (sampleFrames[Math.min(cursor + 1, samples.length - 1)] ?? frame) - sampleFrames[cursor];
    const baseSigma = Math.max(1, gap / 2);
    points.push(series.map((one) => fitAt(one, frame, cursor, baseSigma)));
  }
  return { firstFrame, timeMs, points, width: track.width, height: track.height };
}

/** One keypoint's samples as flat arrays (pixels, confidence weight), read once per track. */
interface KeypointSeries {
  frame: Float64Array;
  x: Float64Array;
  y: Float64Array;
  score: Float64Array;
  /** (score − floor)², the confidence part of the weight. */
  weight: Float64Array;
}

function keypointSeries(track: PoseTrack, k: number): KeypointSeries {
  const n = track.frames.length;
  const series = { frame: new Float64Array(n), x: new Float64Array(n), y: new Float64Array(n), score: new Float64Array(n), weight: new Float64Array(n) };
  track.frames.forEach((f, j) => {
    const kp = f.keypoints[k];
    const c = Math.max(kp.score - SCORE_FLOOR, 0.001);
    series.frame[j] = f.frame;
    series.x[j] = kp.x * track.width;
    series.y[j] = kp.y * track.height;
    series.score[j] = kp.score;
    series.weight[j] = c * c;
  });
  return series;
}

/** A weight this small means MoveNet did not really see the joint (score under about 0.2). */
const SEEN_WEIGHT = 0.05 * 0.05;

function fitAt(one: KeypointSeries, frame: number, cursor: number, baseSigma: number): SmoothPoint {
  const n = one.frame.length;
  for (let sigma = baseSigma; ; sigma *= 2) {
    const reach = Math.ceil(3 * sigma);
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      x0 = 0,
      x1 = 0,
      y0 = 0,
      y1 = 0,
      g0 = 0,
      gs = 0,
      tMin = Infinity,
      tMax = -Infinity;
    let from = cursor;
    while (from > 0 && frame - one.frame[from - 1] <= reach) from -= 1;
    for (let j = from; j < n && one.frame[j] - frame <= reach; j += 1) {
      const t = one.frame[j] - frame;
      if (t < -reach) continue;
      const g = Math.exp((-t * t) / (2 * sigma * sigma));
      const w = g * one.weight[j];
      s0 += w;
      s1 += w * t;
      s2 += w * t * t;
      x0 += w * one.x[j];
      x1 += w * t * one.x[j];
      y0 += w * one.y[j];
      y1 += w * t * one.y[j];
      g0 += g;
      gs += g * one.score[j];
      if (one.weight[j] > SEEN_WEIGHT) {
        tMin = Math.min(tMin, t);
        tMax = Math.max(tMax, t);
      }
    }
    const confident = s0 / Math.max(g0, 1e-9);
    // Inside a gap with the joint seen on one side only, a one-sided mean would lag: widen to
    // reach the other side too.
    const oneSided = tMax < 0 || tMin > 0;
    if ((confident < MIN_CONFIDENT_WEIGHT || s0 === 0 || oneSided) && sigma < MAX_SIGMA_FRAMES) continue;
    if (s0 === 0) return { x: 0, y: 0, score: 0 };
    const score = gs / g0;
    const det = s0 * s2 - s1 * s1;
    // Local linear only between confident samples: outside them it would extrapolate a trend.
    if (det > 1e-9 * s0 * s0 && tMin <= 0 && tMax >= 0 && tMax > tMin) {
      return { x: (s2 * x0 - s1 * x1) / det, y: (s2 * y0 - s1 * y1) / det, score };
    }
    return { x: x0 / s0, y: y0 / s0, score };
  }
}

/** Time of every frame: read from the motion samples (one per decoded frame) when there are any. */
function frameTimes(track: PoseTrack, firstFrame: number, count: number): number[] {
  const known = new Map<number, number>();
  for (const m of track.motion) known.set(m.frame, m.timeMs);
  for (const f of track.frames) if (!known.has(f.frame)) known.set(f.frame, f.timeMs);
  const anchors = [...known.entries()].sort((a, b) => a[0] - b[0]);
  const msPerFrame = track.fps > 0 ? 1000 / track.fps : 1000 / 30;
  const times: number[] = [];
  let a = 0;
  for (let i = 0; i < count; i += 1) {
    const frame = firstFrame + i;
    const exact = known.get(frame);
    if (exact !== undefined) {
      times.push(exact);
      continue;
    }
    while (a + 1 < anchors.length && anchors[a + 1][0] < frame) a += 1;
    const [fa, ta] = anchors[a] ?? [frame, frame * msPerFrame];
    const next = anchors[a + 1];
    times.push(next && next[0] > fa ? ta + ((frame - fa) * (next[1] - ta)) / (next[0] - fa) : ta + (frame - fa) * msPerFrame);
  }
  return times;
}
