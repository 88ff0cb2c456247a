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

interface Picture {
  width: number;
  height: number;
  frameMs: number;
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
export function steadyClub(samples: readonly ClubSample[], picture: Picture): ClubSample[] {
  const around = stillClubs(samples, picture);
  return samples.map((sample, i) => {
    const still = around(sample.frame, sample.grip);
    if (!still || still.group.includes(i)) return sample;
    return { ...sample, head: still.head, score: still.score };
  });
}

/**
 * The frames before the swing starts (`restUntil`, the takeaway) whose search found no line, given
 * the still club the frames around them agree on: at address the club rests where it lay a moment
 * before and after, though a frame's own search can miss it (a shaft running on into grass past the
 * picture's edge, a longer line beside it). `unseen` holds each such frame with its grip, where the
 * tracker placed the hands. The club is read the way steadyClub reads it, so a frame gets one only
 * where its hands hold still among samples that mostly agree. From the takeaway on nothing is
 * filled: at the top the hands hover while the club still moves.
 */
export function stillClubWhereUnseen(
  samples: readonly ClubSample[],
  unseen: readonly Pick<ClubSample, 'frame' | 'grip'>[],
  picture: Picture,
  restUntil: number,
): ClubSample[] {
  const around = stillClubs(samples, picture);
  const filled = unseen.flatMap(({ frame, grip }) => {
    const still = frame < restUntil ? around(frame, grip) : null;
    return still ? [{ frame, grip, head: still.head, score: still.score }] : [];
  });
  return [...samples, ...filled].sort((a, b) => a.frame - b.frame);
}

/**
 * What the samples around a frame say of a still club there: for a frame (its index and grip), the
 * largest group of clubheads among the samples within WINDOW_S whose hands lie near its own, with
 * the group's median clubhead and score, or null when the hands there are not still among three or
 * more samples or no group holds most of their weight.
 */
function stillClubs(samples: readonly ClubSample[], { width, height, frameMs }: Picture) {
  const window = Math.max(1, Math.round((1000 * WINDOW_S) / frameMs));
  const px = (p: ClubSample['grip']): Px => ({ x: p.x * width, y: p.y * height });
  const grips = samples.map((s) => px(s.grip));
  const heads = samples.map((s) => px(s.head));
  // Samples come in frame order: the window's ends are found by halving.
  const firstFrom = (frame: number) => {
    let [lo, hi] = [0, samples.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (samples[mid].frame < frame) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (index: number, grip: ClubSample['grip']): { group: number[]; head: ClubSample['head']; score: number } | null => {
    const first = firstFrom(index - window);
    const around = Array.from({ length: firstFrom(index + window + 1) - first }, (_, k) => first + k);
    if (around.length === 0) return null;
    const clubLength = median(around.map((j) => distance(grips[j], heads[j])));
    const at = px(grip);
    const still = around.filter((j) => distance(grips[j], at) <= STILL_GRIP_OF_CLUB * clubLength);
    const group = largestGroup(still, heads, samples, SAME_HEAD_OF_CLUB * clubLength);
    if (still.length < 3 || weight(group, samples) * 2 <= weight(still, samples)) return null;
    const head = { x: round(median(group.map((k) => heads[k].x)) / width, 4), y: round(median(group.map((k) => heads[k].y)) / height, 4) };
    return { group, head, score: round(median(group.map((k) => samples[k].score)), 3) };
  };
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
