import type { AnalysisResults, SwingEvent } from './analysis';
import { clubheadsAtTheBall, clubNear } from './clubAtTheBall';
import type { ClubSample } from './clubTrack';
import { golferHeight } from './golferHeight';
import type { Keypoint, PoseTrack } from './poseTrack';

/**
 * The swing trace as the player draws it (issue 28): the hands' path from the pose, which every
 * analysis has, and the clubhead's path through the downswing from the club samples a track may
 * carry. Points are normalised like keypoints (0..1 of the upright frame) and cut into runs by
 * phase and by gaps, so a stretch nothing placed with confidence is drawn as a gap, not bridged by
 * a guessed line.
 */

export type SwingPhase = 'backswing' | 'downswing' | 'followThrough';

export interface TracePoint {
  frame: number;
  x: number;
  y: number;
}

/** One unbroken stretch of a path inside one phase. */
export interface TraceRun {
  phase: SwingPhase;
  points: TracePoint[];
}

export interface SwingTrace {
  hands: TraceRun[];
  /**
   * The clubhead from the top to impact, the stretch the clubhead labels measure (decision 2816):
   * before and after it, on the fixture, the tracker's surest clubheads sat on the horizon and the
   * fairway's edge.
   */
  club: TraceRun[];
  /** The shaft at address (clubhead, then the grip), when the club was seen there or at rest just before. */
  addressShaft: { head: TracePoint; grip: TracePoint } | null;
}

/** A wrist under this score does not place the hands (the skeleton's own floor for a joint). */
export const WRIST_SCORE = 0.3;
/** Club samples under this score do not place the club at address or at rest (the plane line, the ball). */
export const CLUB_SCORE = 0.5;
/**
 * Clubheads under this score are not drawn as the club's path. Of the labelled clubheads the
 * tracker scored 0.95 and over, 32 of 38 are within 5 % of the golfer's height of the label; of
 * those it scored 0.5–0.95, 5 of 22, and 16 are more than 10 % off (decisions 2816, 2824).
 */
export const CLUB_PATH_SCORE = 0.95;
/**
 * Two points of the hands' path further apart than this (seconds of the clip) are not joined.
 * Posed frames are dense through the swing (every frame or two) and sparse where the golfer is
 * still, so a longer gap means the pose was lost there.
 */
const GAP_SECONDS = 0.2;
/**
 * Two clubheads further apart than this (frames) are not joined. The club is searched on every
 * frame of the swing (traceClub), so a frame between two clubheads without one of its own is a
 * frame nothing placed the club on with confidence. In the second half of the downswing of the
 * real-time dev clips the labelled clubhead travels 0.1 to 0.9 of the golfer's height a frame, on
 * an arc, so a straight line across such a frame is one the club did not draw: joined across up to
 * 0.2 s, 7 of the 9 labelled clubheads the path passed over were more than 5 % of the golfer's
 * height off it (decision 2822).
 */
const CLUB_GAP_FRAMES = 1;
/**
 * Nor are two clubheads on neighbouring frames further apart than a clubhead can travel in the
 * time between them: this many golfer heights (golferHeight, read bent over the ball at address) a
 * second of real time. The fastest long-drive clubheads reach about 67 m/s (150 mph); a golfer of
 * 1.6 m reads about 1.45 m at address, so 46 heights a second, and a tour player's 50 m/s on 1.8 m
 * some 31. One of the two is not the clubhead (decision 2822).
 */
const FASTEST_CLUBHEAD_HEIGHTS_PER_S = 50;
/** How far the plane line runs on past the hands, in shaft lengths: up through the golfer's shoulders and beyond. */
const PLANE_PAST_HANDS = 1.6;
/** The address shaft is read from a club sample this close to the address frame (seconds). */
const ADDRESS_SECONDS = 0.1;
/**
 * Without a sample that close, from the club at rest (the track's `stillClub`, read a few times a
 * second while the golfer is still) nearest the address before the takeaway, up to this far from
 * it (seconds). From 0.75 to 1.25 s the dev clips get the same plane lines; at 0.5 s one is lost,
 * at 1.5 s one is drawn 9° off from a club set down well before address (decision 2814).
 */
const AT_REST_SECONDS = 1;

const LEFT_WRIST = 9;
const RIGHT_WRIST = 10;

/**
 * The hands on one pose: the wrists' midpoint; the one wrist seen well enough when the other is
 * not, since both hold one grip a hand's width apart; null when neither is. At the top the pose
 * often scores one wrist under the floor: read so, the hands are drawn there on 10 of the twelve
 * dev clips instead of 6, the four added within 4 % of the golfer's height of the labelled wrists
 * (decision 2823).
 */
export function handsOf(keypoints: readonly Keypoint[]): { x: number; y: number } | null {
  const [left, right] = [keypoints[LEFT_WRIST], keypoints[RIGHT_WRIST]].map((wrist) => (wrist && wrist.score >= WRIST_SCORE ? wrist : null));
  if (left && right) return { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const seen = left ?? right;
  return seen && { x: seen.x, y: seen.y };
}

/** The swing's phases by frame: address to top, top to impact, impact to finish; null outside the swing. */
export function phaseAt(frame: number, events: readonly SwingEvent[]): SwingPhase | null {
  const address = eventFrame(events, 'address');
  const top = eventFrame(events, 'top');
  const impact = eventFrame(events, 'impact');
  if (address === undefined || top === undefined || impact === undefined) return null;
  const finish = eventFrame(events, 'finish') ?? Number.POSITIVE_INFINITY;
  if (frame < address || frame > finish) return null;
  if (frame <= top) return 'backswing';
  if (frame <= impact) return 'downswing';
  return 'followThrough';
}

/**
 * The whole trace of a swing; empty paths when the track or the events cannot place one. The clip's
 * clock runs `slowMotionFactor` times slower than life (AnalysisResults' timing): the clubhead's
 * travel between frames is bounded in real time.
 */
export function swingTrace(track: PoseTrack, events: readonly SwingEvent[], slowMotionFactor = 1): SwingTrace {
  const handsGap = Math.max(1, Math.round(framesIn(GAP_SECONDS, track)));
  const hands = track.frames.flatMap(({ frame, keypoints }) => {
    const point = handsOf(keypoints);
    return point ? [{ frame, ...point }] : [];
  });
  const samples = track.club ?? [];
  const atAddress = clubAtAddress(samples, events, track) ?? clubAtRestBeforeTakeaway(track.stillClub ?? [], events, track);
  const top = eventFrame(events, 'top') ?? Number.POSITIVE_INFINITY;
  const impact = eventFrame(events, 'impact') ?? Number.NEGATIVE_INFINITY;
  const club = clubHeldAtTheBall(samples, events, track).flatMap(({ frame, head, score }) =>
    score >= CLUB_PATH_SCORE && frame >= top && frame <= impact ? [{ frame, x: head.x, y: head.y }] : [],
  );
  return {
    hands: runsOf(hands, events, (previous, point) => point.frame - previous.frame <= handsGap),
    club: runsOf(club, events, clubJoins(track, events, slowMotionFactor)),
    addressShaft: atAddress && { head: { frame: atAddress.frame, ...atAddress.head }, grip: { frame: atAddress.frame, ...atAddress.grip } },
  };
}

type AddressShaft = NonNullable<SwingTrace['addressShaft']>;

/**
 * Whether a trace draws its plane line: only down the line (face-on, the shaft at address points
 * at the camera's side, not along a plane) and only where the shaft was seen at address.
 */
export function drawsPlane(trace: SwingTrace, view: AnalysisResults['view'] | undefined): trace is SwingTrace & { addressShaft: AddressShaft } {
  return view === 'down-the-line' && trace.addressShaft !== null;
}

/** The plane line on a down-the-line view: along the shaft at address, from the clubhead through the hands and on past them. */
export function planeLine(shaft: AddressShaft): { from: { x: number; y: number }; to: { x: number; y: number } } {
  const { head, grip } = shaft;
  return { from: { x: head.x, y: head.y }, to: { x: grip.x + (grip.x - head.x) * PLANE_PAST_HANDS, y: grip.y + (grip.y - head.y) * PLANE_PAST_HANDS } };
}

/**
 * Whether two clubheads of the path are joined: on neighbouring frames (CLUB_GAP_FRAMES), and no
 * further apart than the fastest clubhead travels between them (FASTEST_CLUBHEAD_HEIGHTS_PER_S),
 * where the golfer's height can be read at address.
 */
function clubJoins(track: PoseTrack, events: readonly SwingEvent[], slowMotionFactor: number): (a: TracePoint, b: TracePoint) => boolean {
  const address = eventFrame(events, 'address');
  const height = address === undefined ? null : golferHeight(track, address);
  const reach =
    height && height > 0 ? (FASTEST_CLUBHEAD_HEIGHTS_PER_S * height) / (framesIn(1, track) * Math.max(1, slowMotionFactor)) : Number.POSITIVE_INFINITY;
  return (a, b) => b.frame - a.frame <= CLUB_GAP_FRAMES && Math.hypot((b.x - a.x) * track.width, (b.y - a.y) * track.height) <= reach * (b.frame - a.frame);
}

/**
 * Points in frame order cut into runs: a new run at each phase change (starting from the last
 * point of the one before, so the path stays joined) and between two points `joins` keeps apart.
 */
export function runsOf(points: readonly TracePoint[], events: readonly SwingEvent[], joins: (previous: TracePoint, point: TracePoint) => boolean): TraceRun[] {
  const runs: TraceRun[] = [];
  let previous: TracePoint | null = null;
  for (const point of points) {
    const phase = phaseAt(point.frame, events);
    if (!phase) {
      previous = null;
      continue;
    }
    const joined = previous !== null && joins(previous, point);
    const current = runs[runs.length - 1];
    if (joined && current?.phase === phase) current.points.push(point);
    else runs.push({ phase, points: joined && previous ? [previous, point] : [point] });
    previous = point;
  }
  return runs;
}

/**
 * The points a run's line is drawn through (a polyline, with round caps): a run of one point
 * twice over, so that a clubhead seen on its own, with no confident neighbour to join, shows as a
 * dot rather than not at all.
 */
export function drawnPoints(run: TraceRun): TracePoint[] {
  return run.points.length === 1 ? [run.points[0], run.points[0]] : run.points;
}

/** The run cut at a frame: what the player shows while the swing plays up to there. */
export function runsUpTo(runs: readonly TraceRun[], frame: number): TraceRun[] {
  return runs.flatMap((run) => {
    const points = run.points.filter((point) => point.frame <= frame);
    return points.length > 0 ? [{ phase: run.phase, points }] : [];
  });
}

type TrackPicture = Pick<PoseTrack, 'fps' | 'width' | 'height'>;

/** The club where it rested at address: the confident sample nearest the address frame, within ADDRESS_SECONDS. */
function clubAtAddress<T extends ClubSample>(samples: readonly T[], events: readonly SwingEvent[], track: TrackPicture): T | null {
  const address = eventFrame(events, 'address');
  const confident = samples.filter((sample) => sample.score >= CLUB_SCORE);
  return address === undefined ? null : clubNear(confident, address, framesIn(ADDRESS_SECONDS, track));
}

/**
 * The club at rest nearest the address, within AT_REST_SECONDS, and not after the takeaway: once
 * the club starts back, a still golfer's club is at the top or the finish, not at address.
 */
function clubAtRestBeforeTakeaway(samples: readonly ClubSample[], events: readonly SwingEvent[], track: TrackPicture): ClubSample | null {
  const address = eventFrame(events, 'address');
  if (address === undefined) return null;
  const startsBack = Math.max(address, eventFrame(events, 'takeaway') ?? address);
  const atRest = samples.filter((sample) => sample.score >= CLUB_SCORE && sample.frame <= startsBack);
  return clubNear(atRest, address, framesIn(AT_REST_SECONDS, track));
}

/**
 * The club samples with the clubheads around impact held at the ball (clubheadsAtTheBall), the
 * ball being where the club rested at address; as they are when the club was not seen there or
 * the swing has no top. The trace draws these, and `npm run eval:trace` measures them.
 */
export function clubHeldAtTheBall<T extends ClubSample>(samples: readonly T[], events: readonly SwingEvent[], track: TrackPicture): T[] {
  const ball = clubAtAddress(samples, events, track);
  const top = eventFrame(events, 'top');
  if (!ball || top === undefined) return [...samples];
  return clubheadsAtTheBall(samples, { ball, top, finish: eventFrame(events, 'finish') }, track);
}

/** Seconds of the clip in frames (30 a second when the track does not say its rate). */
function framesIn(seconds: number, track: TrackPicture): number {
  return seconds * (track.fps > 0 ? track.fps : 30);
}

function eventFrame(events: readonly SwingEvent[], name: SwingEvent['name']): number | undefined {
  return events.find((event) => event.name === name)?.frame;
}

/** Share of the downswing's frames (top to impact) with a confident clubhead: what the player says of a partial trace. */
export function downswingClubShare(trace: SwingTrace, events: readonly SwingEvent[]): number {
  const top = eventFrame(events, 'top');
  const impact = eventFrame(events, 'impact');
  if (top === undefined || impact === undefined || impact < top) return 0;
  const frames = new Set(trace.club.flatMap((run) => run.points.map((point) => point.frame)).filter((frame) => frame >= top && frame <= impact));
  return frames.size / (impact - top + 1);
}
