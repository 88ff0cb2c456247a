/**
 * How far the engine's events move when only the compression of the pixels changes. Each labelled
 * clip is copied through H.264 once more at CRF 20, at its own size, rate and frame times
 * (reencodedCopy, in a temporary folder), posed with the production sampling and analysed like
 * its source. Prints JSON: PCE both ways on the sources and on the copies, and per event how many
 * copies moved it by more than one source frame (issue 31's bound for a phone's variants), with
 * each clip's shifts. A rule that a re-encode moves is one the next golfer's footage moves too.
 *
 *   npm run eval:reencode [-- <folder>] [--tracks=<dir>] [--gated] [--mirrored]
 *
 * `--mirrored` also flips each copy left to right: the same swing by a golfer of the other hand,
 * scored against its labels with the handedness swapped. Each must read the other hand and the
 * same view, and its events may move only as far as a re-encode alone moves them (the run
 * without the flag): whatever moves further is a rule that reads one side of the picture.
 *
 * `--tracks=<dir>` keeps the sources' pose tracks there and the copies' in <dir>/reencoded (or
 * <dir>/mirrored). The copies keep their clip's file name (the container is chosen by it), so the
 * labels apply to them as they are.
 */
import { basename, join, resolve } from 'node:path';
import { reencodedCopy, removeTempDirs, tempDir } from '../src/media/testMedia';
import { analyzeSwing } from '../src/swing';
import { labelledClips } from './eval/labelSets';
import { detectedMidEvents, MID_EVENTS, midEventLabels, scoreMidEvents } from './eval/midEvents';
import { evaluateClip, pceOf, SCORED_EVENTS, type ClipLabel, type ClipResult, type EventResult } from './eval/pce';
import { evalArgs, poseTrack } from './eval/tracks';

const args = evalArgs(process.argv.slice(2));
const mirrored = process.argv.includes('--mirrored');
const copiesArgs = { ...args, tracksDir: args.tracksDir && join(args.tracksDir, mirrored ? 'mirrored' : 'reencoded') };
const labels = labelledClips(args.folder, args.set);
const midLabels = midEventLabels();
const copies = await tempDir();

interface Reading extends ClipResult {
  midEvents: EventResult<string>[];
}

const otherHand = (hand: string): 'right' | 'left' => (hand === 'right' ? 'left' : 'right');

/** The same swing by a golfer of the other hand. */
function mirror(label: ClipLabel): ClipLabel {
  return { ...label, handedness: otherHand(label.handedness) };
}

/** The clip's events scored against its labels (mirrored or not), the four and the five between them. */
async function read(video: string, clip: string, poseArgs: typeof args, label = labels[clip]): Promise<Reading> {
  const outcome = analyzeSwing((await poseTrack(video, poseArgs)).track);
  const mid = midLabels[clip];
  return { ...evaluateClip(clip, label, outcome), midEvents: mid ? scoreMidEvents(label, mid, detectedMidEvents(outcome)) : [] };
}

const EVENTS = [...SCORED_EVENTS, ...MID_EVENTS];
const clips: {
  clip: string;
  source: Reading;
  copy: Reading;
  shift: Record<string, number | null>;
  /** The copy read the source's view, and its handedness (the other hand for a mirrored copy). */
  same: { view: boolean; handedness: boolean };
  slowMotionFactor: { source: number | null; copy: number | null };
}[] = [];
for (const clip of Object.keys(labels)) {
  const source = resolve(args.folder, clip);
  const copy = await reencodedCopy(source, join(copies, basename(clip)), { mirrored });
  const [a, b] = [await read(source, clip, args), await read(copy, clip, copiesArgs, mirrored ? mirror(labels[clip]) : labels[clip])];
  const detected = (r: Reading) => new Map([...r.events, ...r.midEvents].map((e) => [e.name, e.detected]));
  const [da, db] = [detected(a), detected(b)];
  const shift = Object.fromEntries(
    EVENTS.map((name) => {
      const [x, y] = [da.get(name), db.get(name)];
      return [name, x === null || x === undefined || y === null || y === undefined ? null : y - x];
    }),
  );
  clips.push({
    clip,
    source: a,
    copy: b,
    shift,
    same: {
      view: a.view.detected === b.view.detected,
      handedness: b.handedness.detected === (mirrored && a.handedness.detected ? otherHand(a.handedness.detected) : a.handedness.detected),
    },
    slowMotionFactor: { source: a.slowMotionFactor, copy: b.slowMotionFactor },
  });
}
await removeTempDirs();

const movedBeyondOneFrame = Object.fromEntries(
  EVENTS.map((name) => {
    const shifts = clips.map((c) => c.shift[name]).filter((s): s is number => s !== null && s !== undefined);
    return [name, { moved: shifts.filter((s) => Math.abs(s) > 1).length, of: shifts.length, largest: Math.max(0, ...shifts.map(Math.abs)) }];
  }),
);
console.log(
  JSON.stringify(
    {
      folder: args.folder,
      mirrored,
      sources: pceOf(clips.flatMap((c) => c.source.events)),
      copies: pceOf(clips.flatMap((c) => c.copy.events)),
      midEvents: { sources: pceOf(clips.flatMap((c) => c.source.midEvents)), copies: pceOf(clips.flatMap((c) => c.copy.midEvents)) },
      movedBeyondOneFrame,
      clips: clips.map(({ clip, shift, same, slowMotionFactor }) => ({ clip, shift, same, slowMotionFactor })),
    },
    null,
    2,
  ),
);
