/**
 * Measures the club tracker (src/pose/club) against the clubhead labels of the dev clips
 * (tests/engine/labels/clubhead.json) and prints JSON: per clip, the clubhead error at each
 * labelled frame as a share of the golfer's height, the median of address, top and impact, and the
 * share of downswing frames (top to impact) the trace covers, also counting only the clubheads the
 * tracker scored at least 0.5, 0.8 and 0.95, the wall time of the club's read (milliseconds, so it
 * depends on the machine's load), and the angle between the shaft the plane line is drawn along
 * and the labelled address clubhead, both from the tracker's samples (what members see once the
 * club is read after their result, decision 2816) and from the club at rest the track carries from
 * tracking (what they see until then); then the
 * totals against the aims, also as the player draws the club's path (`asDrawn`), for each key frame
 * the clips traced within the aim, the labelled frames' errors grouped by the tracker's score, and
 * the down-the-line clips' plane lines. Down the line, the labelled and the drawn clubheads of the
 * top and the downswing are also read against the plane line (`planeOffsets`, decision 2821), and
 * the labelled clubheads the drawn path passes over without a point are read against the straight
 * line it draws there (`bridged`). Last, the hands at the labelled top against the labelled wrists
 * (tests/engine/labels/hands-at-top.json), as the trace draws them and as the compare with a model
 * reads them (`handsAtTop`).
 *
 *   npm run eval:trace [-- <folder>] [--tracks=<dir>]
 *
 * The clips and their events come from the folder's labels.json and labels-next.json. The club is
 * read as clubOfSwing reads it (src/pose/node): the stretch of the swing the engine finds on the
 * track, decoded again at the tracker's search size, each frame with the pose tracking gave it
 * (posed, or placed between posed frames), then the still club read over the frames around each
 * (src/pose/club/steadyClub.ts). The samples are measured as
 * the player draws them, with the clubheads around impact held at the ball where the club rested
 * at the engine's address (src/shared/swingTrace.ts, clubHeldAtTheBall). `--tracks=<dir>` keeps
 * the pose tracks (see scripts/eval/tracks.ts), so re-measuring the tracker skips the pose model.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { probeVideo } from '../src/media';
import { clubOfSwing } from '../src/pose/node';
import type { ClubSample } from '../src/shared/clubTrack';
import { golferHeight, nearestPose } from '../src/shared/golferHeight';
import { CLUB_PATH_SCORE, clubHeldAtTheBall, handsOf, swingTrace } from '../src/shared/swingTrace';
import { analyzeSwing } from '../src/swing';
import { handsAtTop } from '../src/swing/modelDifferences';
import { smoothTrack } from '../src/swing/smoothing';
import type { PoseTrack } from '../src/swing/types';
import { labelFileSchema } from './eval/pce';
import { evalArgs, poseTrack } from './eval/tracks';
import {
  bridgedFrames,
  clubheadLabelsSchema,
  handsLabelsSchema,
  type HandsAtTopResult,
  PLANE_FRAMES,
  planeOffset,
  SCORE_FLOORS,
  shaftAngleError,
  summariseTrace,
  type TraceClipResult,
} from './eval/trace';

const args = evalArgs(process.argv.slice(2));
const events = { ...(await labelsIn('labels.json')), ...(await labelsIn('labels-next.json')) };
const labelsDir = resolve(import.meta.dirname, '../tests/engine/labels');
const heads = clubheadLabelsSchema.parse(JSON.parse(await readFile(resolve(labelsDir, 'clubhead.json'), 'utf8')));
const hands = handsLabelsSchema.parse(JSON.parse(await readFile(resolve(labelsDir, 'hands-at-top.json'), 'utf8')));

const results: TraceClipResult[] = [];
for (const [clip, labelled] of Object.entries(heads.clips)) {
  const label = events[clip];
  const video = resolve(args.folder, clip);
  const { track } = await poseTrack(video, args);
  const outcome = analyzeSwing(track);
  const engineEvents = outcome.kind === 'swing' ? outcome.analysis.analysisResults.events : [];
  const slowMotionFactor = outcome.kind === 'swing' ? outcome.analysis.analysisResults.timing?.slowMotionFactor : undefined;
  const traced = await traceClip(video, track);
  const samples = clubHeldAtTheBall(traced.samples, engineEvents, track);
  const drawn = swingTrace({ ...track, club: traced.samples, stillClub: undefined }, engineEvents, slowMotionFactor);
  const shaft = drawn.addressShaft;
  const shaftAtRest = swingTrace(track, engineEvents).addressShaft;
  const labelledAddress = labelled.address;
  const shaftError = (drawn: typeof shaft) => (drawn && labelledAddress && 'x' in labelledAddress ? shaftAngleError(drawn, labelledAddress, track) : null);
  const height = golferHeight(track, label.events.address) ?? Number.NaN;
  const at = new Map(samples.map((s) => [s.frame, s]));
  const frames = Object.entries(labelled).map(([name, l]) => {
    const sample = at.get(l.frame);
    const score = sample ? Math.round(sample.score * 100) / 100 : null;
    if (!('x' in l)) return { name, frame: l.frame, labelled: l.notSeen, traced: Boolean(sample), error: null, score };
    const error = sample ? Math.hypot((sample.head.x - l.x) * track.width, (sample.head.y - l.y) * track.height) / height : null;
    return { name, frame: l.frame, labelled: 'seen', traced: Boolean(sample), error: error === null ? null : Math.round(error * 1000) / 1000, score };
  });
  const nose = nearestPose(track, label.events.address)!.keypoints[0];
  const planeOffsets =
    label.view === 'down-the-line' && shaft
      ? PLANE_FRAMES.flatMap((name) => {
          const l = labelled[name];
          if (!l) return [];
          const offset = (point: { x: number; y: number }) => planeOffset(point, shaft, nose, track, height);
          const sample = at.get(l.frame);
          return [
            { name, frame: l.frame, labelled: 'x' in l ? offset(l) : null, drawn: sample && sample.score >= CLUB_PATH_SCORE ? offset(sample.head) : null },
          ];
        })
      : [];
  const downswing = samples.filter((s) => s.frame >= label.events.top && s.frame <= label.events.impact);
  const downswingFrames = label.events.impact - label.events.top + 1;
  const share = (traced: ClubSample[]) => Math.round((traced.length / downswingFrames) * 1000) / 1000;
  results.push({
    clip,
    view: label.view,
    golferHeightPx: Math.round(height),
    frames,
    traceMs: traced.traceMs,
    downswingTraced: share(downswing),
    downswingTracedFrom: Object.fromEntries(SCORE_FLOORS.map((floor) => [floor, share(downswing.filter((s) => s.score >= floor))])),
    addressShaftErrorDeg: shaftError(shaft),
    stillClubShaftErrorDeg: shaftError(shaftAtRest),
    planeOffsets,
    bridged: bridgedFrames(drawn.club, labelled, track, height),
    handsAtTop: clip in hands.clips ? handsAtTopAgainst(hands.clips[clip], track, height) : null,
  });
}
console.log(JSON.stringify({ folder: args.folder, ...summariseTrace(results), clips: results }, null, 2));

async function labelsIn(name: string) {
  const text = await readFile(resolve(args.folder, name), 'utf8').catch(() => null);
  return text ? labelFileSchema.parse(JSON.parse(text)).clips : {};
}

/** The hands at the labelled top, drawn and read, against the labelled wrists (HandsAtTopResult). */
function handsAtTopAgainst(label: { frame: number; x: number; y: number }, track: PoseTrack, height: number): HandsAtTopResult {
  const error = (x: number, y: number) => Math.round((Math.hypot(x - label.x * track.width, y - label.y * track.height) / height) * 1000) / 1000;
  const drawn = handsOf(nearestPose(track, label.frame)!.keypoints);
  const dense = smoothTrack(track);
  const read = handsAtTop(dense, Math.min(Math.max(label.frame - dense.firstFrame, 0), dense.points.length - 1));
  return { frame: label.frame, drawn: drawn && error(drawn.x * track.width, drawn.y * track.height), read: read ? error(read.x, read.y) : null };
}

/** The club over the swing as the server reads it (clubOfSwing), and that read's wall time. */
async function traceClip(video: string, track: PoseTrack): Promise<{ samples: ClubSample[]; traceMs: number }> {
  const started = performance.now();
  const club = await clubOfSwing(video, await probeVideo(video), track);
  return { samples: club?.samples ?? [], traceMs: Math.round(performance.now() - started) };
}
