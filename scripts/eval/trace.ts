/**
 * The clubhead labels' schema and the totals of scripts/eval-trace.ts against the swing-trace
 * issue's aims. Errors are read in the golfer's height (src/shared/golferHeight.ts).
 */
import { z } from 'zod';
import { CLUB_PATH_SCORE } from '../../src/shared/swingTrace';

const labelledFrameSchema = z.union([
  z.object({ frame: z.number().int().nonnegative(), x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
  z.object({ frame: z.number().int().nonnegative(), notSeen: z.enum(['hidden', 'out of frame', 'blurred beyond reading']) }),
]);
export const clubheadLabelsSchema = z.object({ clips: z.record(z.string(), z.record(z.string(), labelledFrameSchema)) });
/** The wrists' middle at each clip's labelled top (tests/engine/labels/hands-at-top.json). */
export const handsLabelsSchema = z.object({
  clips: z.record(z.string(), z.object({ frame: z.number().int().nonnegative(), x: z.number().min(0).max(1), y: z.number().min(0).max(1) })),
});

/**
 * The hands at the labelled top against the labelled wrists, over the golfer's height: as the
 * trace draws them (handsOf, on the posed frame nearest) and as the compare with a model reads
 * them (handsAtTop, on the smoothed track); null where the pose did not place them.
 */
export interface HandsAtTopResult {
  frame: number;
  drawn: number | null;
  read: number | null;
}

export interface TraceFrameResult {
  name: string;
  frame: number;
  /** 'seen', or why the clubhead could not be labelled. */
  labelled: string;
  traced: boolean;
  /** Distance from the label over the golfer's height; null when not labelled or not traced. */
  error: number | null;
  /** The tracker's confidence in the traced clubhead (ClubSample.score); null when not traced. */
  score: number | null;
}

export interface TraceClipResult {
  clip: string;
  view: 'face-on' | 'down-the-line';
  golferHeightPx: number;
  frames: TraceFrameResult[];
  /** The wall time of the club's read over the swing (traceClub, decoding included), in milliseconds. */
  traceMs: number;
  /** Share of the frames from top to impact (inclusive) with a clubhead. */
  downswingTraced: number;
  /** The same share counting only clubheads the tracker scored at least each of SCORE_FLOORS. */
  downswingTracedFrom: Record<string, number>;
  /**
   * The shaft the plane line is drawn along (the trace's address shaft, at the engine's address)
   * against the line from its grip to the labelled address clubhead, in degrees; null when no
   * shaft is drawn or the address clubhead is not labelled.
   */
  addressShaftErrorDeg: number | null;
  /**
   * The same for the plane line members see until the club read joins their track: drawn from the
   * track's own club at rest (`stillClub`, read by tracking on its still posed frames).
   */
  stillClubShaftErrorDeg: number | null;
  /**
   * Down the line, where the plane line is drawn: at the top and the labelled frames of the
   * downswing, the labelled clubhead's and the drawn one's distance from the plane line (planeOffset);
   * null where the clubhead is not labelled or not drawn. Empty on other clips.
   */
  planeOffsets: PlaneOffset[];
  /**
   * The labelled clubheads of the top and the downswing that the drawn path passes over without a
   * point of its own (bridgedFrames): the straight stretch drawn between the points either side,
   * read at the labelled frame. Empty when the path leaves those frames as gaps.
   */
  bridged: BridgedFrame[];
  /** Null where the clip's hands are not labelled. */
  handsAtTop: HandsAtTopResult | null;
}

export interface BridgedFrame {
  name: string;
  frame: number;
  /** Frames between the two drawn points the line joins. */
  gapFrames: number;
  /** The label's distance from that line at its frame, over the golfer's height. */
  error: number;
}

export interface PlaneOffset {
  name: string;
  frame: number;
  labelled: number | null;
  drawn: number | null;
}

/**
 * Tracker scores that the traced labelled frames are grouped by (scoreBands), and that the
 * downswing's coverage is counted from: what drawing only the surer clubheads would keep and lose.
 */
export const SCORE_FLOORS = [0.5, 0.8, 0.95];

/** The aims: median error at address, top and impact within this share of height... */
const ERROR_AIM = 0.05;
/** ...on this many clips, and this share of downswing frames traced on down-the-line clips. */
const CLIPS_AIM = 10;
const TRACED_AIM = 0.8;
const KEY_FRAMES = ['address', 'top', 'impact'];

/** A key frame not traced, or traced wrong, counts as a miss (infinite error); one the labels could not place does not count. */
export function keyFrameMedian(frames: TraceFrameResult[]): number | null {
  const errors = frames.filter((f) => KEY_FRAMES.includes(f.name) && f.labelled === 'seen').map((f) => f.error ?? Number.POSITIVE_INFINITY);
  if (errors.length === 0) return null;
  const sorted = errors.sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * For each key frame, how many clips have its clubhead traced within the error aim, of those whose
 * label places it: the address's is the one the plane line is drawn from.
 */
export function keyFramesWithinAim(results: TraceClipResult[]): Record<string, string> {
  return Object.fromEntries(
    KEY_FRAMES.map((name) => {
      const labelled = results.flatMap((r) => r.frames.filter((f) => f.name === name && f.labelled === 'seen'));
      const within = labelled.filter((f) => f.error !== null && f.error <= ERROR_AIM).length;
      return [name, `${within}/${labelled.length}`];
    }),
  );
}

/**
 * The traced labelled frames grouped by the tracker's score: how many, how many within the error
 * aim and beyond twice it, and their median error. Tells whether the score separates right
 * clubheads from wrong ones, so that a trace can leave the unsure ones out.
 */
export function scoreBands(results: TraceClipResult[]) {
  const traced = results.flatMap((r) => r.frames).filter((f): f is TraceFrameResult & { error: number; score: number } => f.error !== null && f.score !== null);
  const edges = [0, ...SCORE_FLOORS, Number.POSITIVE_INFINITY];
  return edges.slice(0, -1).map((from, i) => {
    const to = edges[i + 1];
    const errors = traced
      .filter((f) => f.score >= from && f.score < to)
      .map((f) => f.error)
      .sort((a, b) => a - b);
    return {
      scores: Number.isFinite(to) ? `${from}–${to}` : `${from} and over`,
      frames: errors.length,
      withinAim: errors.filter((e) => e <= ERROR_AIM).length,
      beyondTwiceAim: errors.filter((e) => e > 2 * ERROR_AIM).length,
      medianError: errors.length ? errors[Math.floor((errors.length - 1) / 2)] : null,
    };
  });
}

interface Point {
  x: number;
  y: number;
}

/**
 * How far a drawn shaft (grip to clubhead, normalised to the picture) turns from the line from the
 * same grip to the labelled clubhead, in degrees of the picture's pixels (`size`), signed, within
 * ±180: the plane line's error, whatever the clubhead's distance along it.
 */
export function shaftAngleError(shaft: { grip: Point; head: Point }, labelledHead: Point, size: { width: number; height: number }): number {
  const angle = (to: Point) => Math.atan2((to.y - shaft.grip.y) * size.height, (to.x - shaft.grip.x) * size.width);
  const turn = ((angle(shaft.head) - angle(labelledHead)) * 180) / Math.PI;
  return Math.round((((turn + 540) % 360) - 180) * 10) / 10;
}

/** The down-the-line clips' plane lines (from the tracker's samples, or `from` the track's club at rest): on how many one is drawn, and the median of their angle errors (absolute). */
export function dtlAddressShafts(results: TraceClipResult[], from: 'addressShaftErrorDeg' | 'stillClubShaftErrorDeg' = 'addressShaftErrorDeg') {
  const dtl = results.filter((r) => r.view === 'down-the-line');
  const errors = dtl.flatMap((r) => (r[from] === null ? [] : [Math.abs(r[from])])).sort((a, b) => a - b);
  return {
    drawn: `${errors.length}/${dtl.length}`,
    medianAbsErrorDeg: errors.length ? errors[Math.floor((errors.length - 1) / 2)] : null,
    largestAbsErrorDeg: errors.length ? errors[errors.length - 1] : null,
  };
}

/**
 * How far a point lies from the plane line (the line through the address shaft's clubhead and
 * grip, normalised to the picture), in pixels of `size` over `height`: positive on the side of
 * `above` (the golfer's head at address), so a clubhead over the plane reads positive and one under
 * it negative (decision 2821).
 */
export function planeOffset(point: Point, shaft: { grip: Point; head: Point }, above: Point, size: { width: number; height: number }, height: number): number {
  const px = (p: Point) => ({ x: p.x * size.width, y: p.y * size.height });
  const [head, grip] = [px(shaft.head), px(shaft.grip)];
  const length = Math.hypot(grip.x - head.x, grip.y - head.y);
  const side = (p: Point) => ((grip.x - head.x) * (p.y - head.y) - (grip.y - head.y) * (p.x - head.x)) / length;
  const offset = (Math.sign(side(px(above))) * side(px(point))) / height;
  return Math.round(offset * 1000) / 1000;
}

/**
 * The drawn clubheads against the plane line, beside the labelled ones at the same frames: how many
 * frames have both, how many of those lie within the error aim of the label's distance, and on how
 * many the drawn clubhead is on the other side of the line from the label's.
 */
export function clubAgainstPlane(results: TraceClipResult[]) {
  const both = results
    .flatMap((r) => r.planeOffsets)
    .filter((o): o is PlaneOffset & { labelled: number; drawn: number } => o.labelled !== null && o.drawn !== null);
  return {
    labelledAndDrawn: both.length,
    withinAim: both.filter((o) => Math.abs(o.drawn - o.labelled) <= ERROR_AIM).length,
    otherSide: both.filter((o) => Math.sign(o.drawn) !== Math.sign(o.labelled)).length,
  };
}

/** The labelled frames in the stretch the player draws the club's path over: the top to impact. */
const DOWNSWING_FRAMES = ['top', 'down20', 'down40', 'down60', 'down80', 'impact'];
/** The labelled frames read against the plane line: all but impact, whose clubhead is held at the ball, on the line. */
export const PLANE_FRAMES = DOWNSWING_FRAMES.filter((name) => name !== 'impact');

/**
 * Where the drawn club path (runs of points in frame order, as swingTrace cuts them) joins two
 * points across a labelled frame of the top or the downswing that has none of its own: the label's
 * distance from the joining line, read at the labelled frame's share of the way along it, in
 * pixels of `size` over `height`. What the path claims the club did where nothing placed it.
 */
export function bridgedFrames(
  runs: readonly { points: readonly (Point & { frame: number })[] }[],
  labelled: Record<string, z.infer<typeof labelledFrameSchema>>,
  size: { width: number; height: number },
  height: number,
): BridgedFrame[] {
  const joins = runs.flatMap((run) => run.points.slice(1).map((to, i) => ({ from: run.points[i], to })));
  return DOWNSWING_FRAMES.flatMap((name) => {
    const label = labelled[name];
    if (!label || !('x' in label)) return [];
    const join = joins.find(({ from, to }) => from.frame < label.frame && to.frame > label.frame);
    if (!join) return [];
    const { from, to } = join;
    const along = (label.frame - from.frame) / (to.frame - from.frame);
    const drawn = { x: from.x + (to.x - from.x) * along, y: from.y + (to.y - from.y) * along };
    const error = Math.hypot((drawn.x - label.x) * size.width, (drawn.y - label.y) * size.height) / height;
    return [{ name, frame: label.frame, gapFrames: to.frame - from.frame, error: Math.round(error * 1000) / 1000 }];
  });
}

/** The labelled frames the drawn path bridges (bridgedFrames), in all: how many, within the error aim, beyond twice it. */
export function bridges(results: TraceClipResult[]) {
  const bridged = results.flatMap((r) => r.bridged);
  return {
    labelledFramesBridged: bridged.length,
    withinAim: bridged.filter((b) => b.error <= ERROR_AIM).length,
    beyondTwiceAim: bridged.filter((b) => b.error > 2 * ERROR_AIM).length,
  };
}

/**
 * The club's path as the player draws it: from the top to impact, the clubheads scored at least
 * its floor (CLUB_PATH_SCORE). Of the labelled clubheads there, how many are drawn, within the
 * error aim and beyond twice it; and the down-the-line clips with enough of the downswing drawn.
 */
export function asDrawn(results: TraceClipResult[]) {
  const labelled = results.flatMap((r) => r.frames.filter((f) => DOWNSWING_FRAMES.includes(f.name) && f.labelled === 'seen'));
  const drawn = labelled.filter((f): f is TraceFrameResult & { error: number } => f.error !== null && f.score !== null && f.score >= CLUB_PATH_SCORE);
  const dtl = results.filter((r) => r.view === 'down-the-line');
  return {
    pathScore: CLUB_PATH_SCORE,
    downswingClubheads: {
      labelled: labelled.length,
      drawn: drawn.length,
      withinAim: drawn.filter((f) => f.error <= ERROR_AIM).length,
      beyondTwiceAim: drawn.filter((f) => f.error > 2 * ERROR_AIM).length,
    },
    dtlClipsTracedEnough: `${dtl.filter((r) => r.downswingTracedFrom[CLUB_PATH_SCORE] >= TRACED_AIM).length}/${dtl.length}`,
  };
}

/** The hands at the labelled tops (HandsAtTopResult), in all: drawn or read, and within the error aim, of the clips labelled. */
export function handsAtTop(results: TraceClipResult[]) {
  const labelled = results.flatMap((r) => (r.handsAtTop ? [r.handsAtTop] : []));
  const count = (errors: (number | null)[]) => {
    const placed = errors.filter((e): e is number => e !== null);
    return {
      placed: `${placed.length}/${labelled.length}`,
      withinAim: placed.filter((e) => e <= ERROR_AIM).length,
      largestError: placed.length ? Math.max(...placed) : null,
    };
  };
  return { drawn: count(labelled.map((h) => h.drawn)), read: count(labelled.map((h) => h.read)) };
}

export function summariseTrace(results: TraceClipResult[]) {
  const medians = results.map((r) => ({ clip: r.clip, median: keyFrameMedian(r.frames) }));
  const within = medians.filter((m) => m.median !== null && m.median <= ERROR_AIM).length;
  const dtl = results.filter((r) => r.view === 'down-the-line');
  const dtlTraced = dtl.filter((r) => r.downswingTraced >= TRACED_AIM).length;
  const allErrors = results.flatMap((r) => r.frames.map((f) => f.error).filter((e): e is number => e !== null)).sort((a, b) => a - b);
  return {
    aims: { errorShareOfHeight: ERROR_AIM, clips: CLIPS_AIM, downswingTracedOnDtl: TRACED_AIM },
    clipsWithinErrorAim: `${within}/${results.length}`,
    errorAimMet: within >= CLIPS_AIM,
    keyFramesWithinErrorAim: keyFramesWithinAim(results),
    dtlClipsTracedEnough: `${dtlTraced}/${dtl.length}`,
    dtlClipsTracedEnoughFrom: Object.fromEntries(
      SCORE_FLOORS.map((floor) => [floor, `${dtl.filter((r) => r.downswingTracedFrom[floor] >= TRACED_AIM).length}/${dtl.length}`]),
    ),
    medianErrorOfTracedLabelledFrames: allErrors.length ? allErrors[Math.floor((allErrors.length - 1) / 2)] : null,
    asDrawn: asDrawn(results),
    byTrackerScore: scoreBands(results),
    dtlAddressShafts: dtlAddressShafts(results),
    dtlAddressShaftsFromStillClub: dtlAddressShafts(results, 'stillClubShaftErrorDeg'),
    clubAgainstPlane: clubAgainstPlane(results),
    bridges: bridges(results),
    handsAtTop: handsAtTop(results),
    keyFrameMedians: medians.map((m) => ({ clip: m.clip, median: m.median === null || Number.isFinite(m.median) ? m.median : 'not traced' })),
  };
}
