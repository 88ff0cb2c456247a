import type { ClubSample } from '../../shared/clubTrack';
import { median } from '../../swing/stats';
import { round } from '../precision';

/**
 * Hands within this share of the club's length (as the frames around show it, grip to head) of
 * each other hold the club still between the two frames. The wrists' placement wanders by a few
 * per cent of it at a still address; the hands' first move in the takeaway is larger. Any share
 * from 0.045 to 0.09 puts the same seven of the twelve dev clips' address clubheads within 5 % of
 * the golfer's height (decision 2811).
 */
const STILL_GRIP_OF_CLUB = 0.06;
/**
 * Clubheads within this share of the club's length are one clubhead. A still club's answers
 * scatter by about a tenth of it (the search's wedge, compression noise); a scene line or a
 * search stopped short on the shaft lands a third or more away. Any share from 0.15 to 0.225
 * puts the same seven of the twelve dev clips' address clubheads within 5 % of the golfer's
 * height; from 0.1125 down the night range clip's scattered answers split into groups too small
 * to outvote a wrong one (decision 2811).
 */
const SAME_HEAD_OF_CLUB = 0.15;
/**
 * The frames either side read together, in seconds of the clip: long enough to outvote a few
 * wrong answers, short enough that a club re-set behind the ball a moment before is not one
 * with it (the woman on the course re-sets hers 0.1–0.2 s before she starts back). Any window
 * from 0.3 to 0.6 s puts the same seven address clubheads within 5 %; 0.2 s, five.
 */
const WINDOW_S = 0.4;

interface Px {
  x: number;
  y: number;
}

/**
 * The clubhead of a still club read over the frames around it: the tracker's second pass, over
 * the samples of a whole clip, in frame order. Each frame's search can catch a scene line or a line of the
 * moving picture's change, but a club that does not move ends in one place on most of them.
 * Where the hands hold still, the clubheads found around a frame are grouped; when one group
 * holds most of them (each counted by its score: a wrong line is mostly a less sure one), a frame
 * whose own answer lies outside it takes the group's median clubhead and score. A frame inside
 * the group keeps its own, and so does a moving club (the hands move).
 */
export function steadyClub(samples: readonly ClubSample[], frame: { width: number; height: number; frameMs: number }): ClubSample[] {
  const { width, height } = frame;
  const window = Math.max(1, Math.round((1000 * WINDOW_S) / frame.frameMs));
  const grips = samples.map((s) => ({ x: s.grip.x * width, y: s.grip.y * height }));
  const heads = samples.map((s) => ({ x: s.head.x * width, y: s.head.y * height }));
  // Samples come in frame order: the window's first and last sample move forward with each one.
  let first = 0;
  let last = 0;
  return samples.map((sample, i) => {
    while (samples[first].frame < sample.frame - window) first += 1;
    while (last + 1 < samples.length && samples[last + 1].frame <= sample.frame + window) last += 1;
    const around = Array.from({ length: last - first + 1 }, (_, k) => first + k);
    const clubLength = median(around.map((j) => distance(grips[j], heads[j])));
    const still = around.filter((j) => distance(grips[j], grips[i]) <= STILL_GRIP_OF_CLUB * clubLength);
    const group = largestGroup(still, heads, samples, SAME_HEAD_OF_CLUB * clubLength);
    if (still.length < 3 || group.includes(i) || weight(group, samples) * 2 <= weight(still, samples)) return sample;
    const x = median(group.map((k) => heads[k].x)) / width;
    const y = median(group.map((k) => heads[k].y)) / height;
    const score = median(group.map((k) => samples[k].score));
    return { ...sample, head: { x: round(x, 4), y: round(y, 4) }, score: round(score, 3) };
  });
}

/** The surest set of clubheads lying within `radius` of one of them: the most, each counted by its score. */
function largestGroup(indices: readonly number[], heads: readonly Px[], samples: readonly ClubSample[], radius: number): number[] {
  let best: number[] = [];
  let bestWeight = 0;
  for (const j of indices) {
    const group = indices.filter((k) => distance(heads[k], heads[j]) <= radius);
    const groupWeight = weight(group, samples);
    if (groupWeight > bestWeight) [best, bestWeight] = [group, groupWeight];
  }
  return best;
}

function weight(indices: readonly number[], samples: readonly ClubSample[]): number {
  return indices.reduce((sum, k) => sum + samples[k].score, 0);
}

function distance(a: Px, b: Px): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
