/**
 * Measures the club tracker (src/pose/club) against the clubhead labels of the dev clips
 * (tests/engine/labels/clubhead.json) and prints JSON: per clip, the clubhead error at each
 * labelled frame as a share of the golfer's height, the median of address, top and impact, and the
 * share of downswing frames (top to impact) the trace covers, also counting only the clubheads the
 * tracker scored at least 0.5, 0.8 and 0.95, the tracker's own time a frame (wall milliseconds, so
 * it depends on the machine's load), and the angle between the shaft the plane line is drawn along
 * and the labelled address clubhead, both from the tracker's samples and from the club at rest the
 * track itself carries (what members see, the tracker not being run on their swings); then the
 * totals against the aims, for each key frame the clips traced within the aim, the labelled frames'
 * errors grouped by the tracker's score, and the down-the-line clips' plane lines.
 *
 *   npm run eval:trace [-- <folder>] [--tracks=<dir>]
 *
 * The clips and their events come from the folder's labels.json and labels-next.json. Each clip is
 * decoded as tracking decodes it and the tracker sees each frame with the pose tracking gave it
 * (posed, or placed between posed frames), as in src/pose/trackFrames.ts, and the still club is
 * then read over the frames around each (src/pose/club/steadyClub.ts). The samples are measured as
 * the player draws them, with the clubheads around impact held at the ball where the club rested
 * at the engine's address (src/shared/swingTrace.ts, clubHeldAtTheBall). `--tracks=<dir>` keeps
 * the pose tracks (see scripts/eval/tracks.ts), so re-measuring the tracker skips the pose model.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { probeVideo } from '../src/media';
import { ClubTracker, gripOf } from '../src/pose/club/clubTracker';
import { steadyClub, stillClubWhereUnseen } from '../src/pose/club/steadyClub';
import { poseFrames } from '../src/pose/node';
import { framePicture, keypointsBetween } from '../src/pose/trackFrames';
import type { ClubSample } from '../src/shared/clubTrack';
import { clubHeldAtTheBall, swingTrace } from '../src/shared/swingTrace';
import { analyzeSwing } from '../src/swing';
import type { PoseFrame, PoseTrack } from '../src/swing/types';
import { labelFileSchema } from './eval/pce';
import { evalArgs, poseTrack } from './eval/tracks';
import { clubheadLabelsSchema, golferHeight, SCORE_FLOORS, shaftAngleError, summariseTrace, type TraceClipResult } from './eval/trace';

const args = evalArgs(process.argv.slice(2));
const events = { ...(await labelsIn('labels.json')), ...(await labelsIn('labels-next.json')) };
const heads = clubheadLabelsSchema.parse(JSON.parse(await readFile(resolve(import.meta.dirname, '../tests/engine/labels/clubhead.json'), 'utf8')));

const results: TraceClipResult[] = [];
for (const [clip, labelled] of Object.entries(heads.clips)) {
  const label = events[clip];
  const video = resolve(args.folder, clip);
  const { track } = await poseTrack(video, args);
  const outcome = analyzeSwing(track);
  const engineEvents = outcome.kind === 'swing' ? outcome.analysis.analysisResults.events : [];
  const takeaway = engineEvents.find((event) => event.name === 'takeaway')?.frame ?? -1;
  const traced = await traceClip(video, track, takeaway);
  const samples = clubHeldAtTheBall(traced.samples, engineEvents, track);
  const shaft = swingTrace({ ...track, club: traced.samples, stillClub: undefined }, engineEvents).addressShaft;
  const shaftAtRest = swingTrace(track, engineEvents).addressShaft;
  const labelledAddress = labelled.address;
  const shaftError = (drawn: typeof shaft) => (drawn && labelledAddress && 'x' in labelledAddress ? shaftAngleError(drawn, labelledAddress, track) : null);
  const height = golferHeight(track, label.events.address);
  const at = new Map(samples.map((s) => [s.frame, s]));
  const frames = Object.entries(labelled).map(([name, l]) => {
    const sample = at.get(l.frame);
    const score = sample ? Math.round(sample.score * 100) / 100 : null;
    if (!('x' in l)) return { name, frame: l.frame, labelled: l.notSeen, traced: Boolean(sample), error: null, score };
    const error = sample ? Math.hypot((sample.head.x - l.x) * track.width, (sample.head.y - l.y) * track.height) / height : null;
    return { name, frame: l.frame, labelled: 'seen', traced: Boolean(sample), error: error === null ? null : Math.round(error * 1000) / 1000, score };
  });
  const downswing = samples.filter((s) => s.frame >= label.events.top && s.frame <= label.events.impact);
  const downswingFrames = label.events.impact - label.events.top + 1;
  const share = (traced: ClubSample[]) => Math.round((traced.length / downswingFrames) * 1000) / 1000;
  results.push({
    clip,
    view: label.view,
    golferHeightPx: Math.round(height),
    frames,
    trackerMsPerFrame: traced.trackerMsPerFrame,
    downswingTraced: share(downswing),
    downswingTracedFrom: Object.fromEntries(SCORE_FLOORS.map((floor) => [floor, share(downswing.filter((s) => s.score >= floor))])),
    addressShaftErrorDeg: shaftError(shaft),
    stillClubShaftErrorDeg: shaftError(shaftAtRest),
  });
}
console.log(JSON.stringify({ folder: args.folder, ...summariseTrace(results), clips: results }, null, 2));

async function labelsIn(name: string) {
  const text = await readFile(resolve(args.folder, name), 'utf8').catch(() => null);
  return text ? labelFileSchema.parse(JSON.parse(text)).clips : {};
}

/**
 * Every frame of the clip through the club tracker, each with the pose tracking gave it, then its
 * second pass over the still club, which also gives the still club to the frames before the
 * engine's takeaway (`restUntil`) whose search found no line.
 */
async function traceClip(video: string, track: PoseTrack, restUntil: number): Promise<{ samples: ClubSample[]; trackerMsPerFrame: number }> {
  const poses = new Map<number, PoseFrame>(track.frames.map((f) => [f.frame, f]));
  const first = track.frames[0]?.frame ?? 0;
  const last = track.frames[track.frames.length - 1]?.frame ?? -1;
  const tracker = new ClubTracker();
  const samples: ClubSample[] = [];
  const unseen: { frame: number; grip: { x: number; y: number } }[] = [];
  let trackerMs = 0;
  let frames = 0;
  const info = await probeVideo(video);
  const source = poseFrames(video, info);
  try {
    for await (const frame of source.frames) {
      if (frame.index > last) break;
      const keypoints = frame.index < first ? null : (poses.get(frame.index)?.keypoints ?? keypointsBetween(poses, frame.index, frame.timeMs));
      const picture = await framePicture(frame);
      const started = performance.now();
      const sample = tracker.next(picture, keypoints);
      trackerMs += performance.now() - started;
      frames += 1;
      const grip = !sample && keypoints && gripOf(keypoints, picture.width, picture.height);
      if (sample) samples.push(sample);
      else if (grip) unseen.push({ frame: frame.index, grip });
    }
  } finally {
    await source.close();
  }
  const picture = { width: track.width, height: track.height, frameMs: 1000 / info.fps };
  const steady = stillClubWhereUnseen(steadyClub(samples, picture), unseen, picture, restUntil);
  return { samples: steady, trackerMsPerFrame: frames ? Math.round((trackerMs / frames) * 10) / 10 : 0 };
}
